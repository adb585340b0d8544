import { Anchor, Badge, Text } from "@mantine/core";
import type { StudentAccount } from "@stint/shared/account";
import { useTranslation } from "react-i18next";
import { useLabels } from "../../../i18n/labels.ts";
import { Link } from "react-router";
import { DetailList } from "../../../components/detail-list.tsx";
import { paths } from "@stint/shared/page-routes";
import { displayUrl } from "../../../lib/format.ts";
import { graduationText } from "../../../lib/graduation.ts";
import { useVocabularyNames } from "../../skills/components/vocabulary-names.ts";
import { DetailCard, editFieldLink } from "./account-detail-page.tsx";

// The student's cards of the account screen; an empty detail links to its input on the edit screen.

const add = (field: string) => editFieldLink(paths.studentEdit(), field);

function ExternalLink({ href }: { href: string }) {
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" size="sm">
      {displayUrl(href)}
    </Anchor>
  );
}

function OnOff({ on, onText, offText }: { on: boolean; onText: string; offText: string }) {
  return (
    <Badge variant="dot" color={on ? "teal" : "gray"} tt="none" size="md">
      {on ? onText : offText}
    </Badge>
  );
}

/** Studies, about and links: the account screen's main column. */
export function StudentAccountDetails({ account }: { account: StudentAccount }) {
  const { t } = useTranslation("accounts");
  const labels = useLabels();
  const names = useVocabularyNames();
  return (
    <>
      <DetailCard title={t("detail.studies")}>
        <DetailList
          items={[
            { label: t("studies.university"), value: account.university, addTo: add("university") },
            {
              label: t("studies.field"),
              value: account.fieldOfStudy && names.fieldOfStudy(account.fieldOfStudy),
              addTo: add("fieldOfStudy"),
            },
            {
              label: t("studies.degree"),
              value: account.degreeLevel ? labels.degree(account.degreeLevel) : null,
              addTo: add("degreeLevel"),
            },
            {
              label: t("studies.graduation"),
              value: graduationText(t, account.expectedGraduation),
              addTo: add("expectedGraduation"),
            },
          ]}
        />
      </DetailCard>
      <DetailCard title={t("detail.about")}>
        <DetailList
          items={[
            { label: t("detail.bio"), value: account.bio, addTo: add("bio") },
            { label: t("detail.city"), value: account.address?.label, addTo: add("address") },
          ]}
        />
      </DetailCard>
      <DetailCard title={t("detail.links")}>
        <DetailList
          items={[
            {
              label: t("detail.linkedin"),
              value: account.links.linkedin && <ExternalLink href={account.links.linkedin} />,
              addTo: add("links.linkedin"),
            },
            {
              label: t("detail.github"),
              value: account.links.github && <ExternalLink href={account.links.github} />,
              addTo: add("links.github"),
            },
            {
              label: t("detail.portfolio"),
              value: account.links.portfolio && <ExternalLink href={account.links.portfolio} />,
              addTo: add("links.portfolio"),
            },
          ]}
        />
      </DetailCard>
    </>
  );
}

/** Contact and visibility: what companies may see, beside the details; each setting links to where it changes. */
export function StudentAccountSharing({ account }: { account: StudentAccount }) {
  const { t } = useTranslation("accounts");
  return (
    <>
      <DetailCard title={t("detail.contact")}>
        <DetailList
          items={[
            { label: t("detail.email"), value: account.emailAddress },
            { label: t("detail.phone"), value: account.phone, addTo: add("phone") },
          ]}
        />
        <Text size="xs" c="dimmed" mt="sm">
          {t("detail.contactText")}
        </Text>
      </DetailCard>
      <DetailCard title={t("detail.visibility")}>
        <DetailList
          items={[
            {
              label: t("detail.openToOffers"),
              value: <OnOff on={account.openToOffers} onText={t("detail.canInvite")} offText={t("detail.hidden")} />,
            },
            {
              label: t("detail.shareRatings"),
              value: <OnOff on={account.shareRatings} onText={t("detail.shared")} offText={t("detail.private")} />,
            },
          ]}
        />
        <Anchor
          component={Link}
          to={`${paths.studentEdit()}?focus=openToOffers`}
          size="sm"
          fw={600}
          mt="sm"
          display="block"
        >
          {t("detail.changeVisibility")}
        </Anchor>
      </DetailCard>
    </>
  );
}
