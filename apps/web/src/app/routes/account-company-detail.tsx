import { Anchor, Text } from "@mantine/core";
import { Link } from "react-router";
import { DetailList } from "../../components/detail-list.tsx";
import { paths } from "../../config/paths.ts";
import {
  AccountDetailColumns,
  AccountDetailHeader,
  DetailCard,
  editFieldLink,
} from "../../features/accounts/components/account-detail-page.tsx";
import { useRoleAccount } from "../../features/accounts/components/use-role-account.ts";
import { displayUrl } from "../../lib/format.ts";

const add = (field: string) => editFieldLink(paths.companyEdit, field);

export function AccountCompanyDetailRoute() {
  const account = useRoleAccount("company");
  if (!account) return null;

  return (
    <>
      <AccountDetailHeader
        account={account}
        pageTitle="Company account"
        avatarRadius="lg"
        avatarColor="orange"
        description={["Company account", account.industry, account.address?.label]}
        editPath={paths.companyEdit}
      />
      <AccountDetailColumns
        account={account}
        main={
          <>
            <DetailCard title="About the company">
              {account.description ? (
                <Text size="sm" style={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}>
                  {account.description}
                </Text>
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
        }
      />
    </>
  );
}
