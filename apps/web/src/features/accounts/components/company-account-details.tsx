import { Anchor, Text } from "@mantine/core";
import type { CompanyAccount } from "@stint/shared/account";
import { Link } from "react-router";
import { DetailList } from "../../../components/detail-list.tsx";
import { MarkdownView } from "../../../components/markdown-view.tsx";
import { paths } from "@stint/shared/page-routes";
import { displayUrl } from "../../../lib/format.ts";
import { DetailCard, editFieldLink } from "./account-detail-page.tsx";

const add = (field: string) => editFieldLink(paths.companyEdit(), field);

/** The company's cards of the account screen: its description and details; an empty one links to its input. */
export function CompanyAccountDetails({ account }: { account: CompanyAccount }) {
  return (
    <>
      <DetailCard title="About the company">
        {account.description ? (
          <MarkdownView markdown={account.description} />
        ) : (
          <Text size="sm" c="dimmed">
            No description yet.{" "}
            <Anchor component={Link} to={add("description")} size="sm" underline="always">
              Describe the company
            </Anchor>{" "}
            so students know what it is like to work with you.
          </Text>
        )}
      </DetailCard>
      <DetailCard title="Company details">
        <DetailList
          items={[
            { label: "Company name", value: account.name },
            { label: "Industry", value: account.industry, addTo: add("industry") },
            {
              label: "Company size",
              value: account.sizeBand ? `${account.sizeBand} employees` : null,
              addTo: add("sizeBand"),
            },
            { label: "Location", value: account.address?.label, addTo: add("address") },
            {
              label: "Website",
              value: account.website && (
                <Anchor href={account.website} target="_blank" rel="noopener noreferrer" size="sm">
                  {displayUrl(account.website)}
                </Anchor>
              ),
              addTo: add("website"),
            },
            { label: "Email", value: account.emailAddress },
          ]}
        />
      </DetailCard>
    </>
  );
}
