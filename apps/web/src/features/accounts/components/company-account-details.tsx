import { Anchor, Text } from "@mantine/core";
import type { CompanyAccount } from "@stint/shared/account";
import { Trans, useTranslation } from "react-i18next";
import { Link } from "react-router";
import { DetailList } from "../../../components/detail-list.tsx";
import { MarkdownView } from "../../../components/markdown-view.tsx";
import { paths } from "@stint/shared/page-routes";
import { displayUrl } from "../../../lib/format.ts";
import { DetailCard, editFieldLink } from "./account-detail-page.tsx";

const add = (field: string) => editFieldLink(paths.companyEdit(), field);

/** The company's cards of the account screen: its description and details; an empty one links to its input. */
export function CompanyAccountDetails({ account }: { account: CompanyAccount }) {
  const { t } = useTranslation("accounts");
  return (
    <>
      <DetailCard title={t("company.about")}>
        {account.description ? (
          <MarkdownView markdown={account.description} />
        ) : (
          <Text size="sm" c="dimmed">
            <Trans
              t={t}
              i18nKey="detail.noDescription"
              components={{ to: <Anchor component={Link} to={add("description")} size="sm" underline="always" /> }}
            />
          </Text>
        )}
      </DetailCard>
      <DetailCard title={t("detail.companyDetails")}>
        <DetailList
          items={[
            { label: t("detail.companyName"), value: account.name },
            { label: t("company.industry"), value: account.industry, addTo: add("industry") },
            {
              label: t("company.size"),
              value: account.sizeBand ? t("company.sizeOption", { size: account.sizeBand }) : null,
              addTo: add("sizeBand"),
            },
            { label: t("detail.location"), value: account.address?.label, addTo: add("address") },
            {
              label: t("company.website"),
              value: account.website && (
                <Anchor href={account.website} target="_blank" rel="noopener noreferrer" size="sm">
                  {displayUrl(account.website)}
                </Anchor>
              ),
              addTo: add("website"),
            },
            { label: t("detail.email"), value: account.emailAddress },
          ]}
        />
      </DetailCard>
    </>
  );
}
