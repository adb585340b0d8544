import { Button, Card, Title, type MantineColor, type MantineRadius } from "@mantine/core";
import { profileCompleteness } from "@stint/shared/profile-completeness";
import { IconEdit } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PageColumns } from "../../../components/page-columns.tsx";
import { PageHeader } from "../../../components/page-header.tsx";
import type { Account } from "@stint/shared/account";
import { AccountAvatar } from "../../../components/account-avatar.tsx";
import { AccountDataCard } from "./account-data-card.tsx";
import { ProfileCompletenessCard } from "./profile-completeness-card.tsx";
import { LanguageSetting } from "./language-setting.tsx";

/** A link to the edit screen that puts the focus on one input, for the "add" links next to empty details. */
export function editFieldLink(editPath: string, field: string) {
  return `${editPath}?focus=${encodeURIComponent(field)}`;
}

/** The account screen's header: avatar, name, a one-line summary and the edit button. */
export function AccountDetailHeader({
  account,
  pageTitle,
  avatarRadius,
  avatarColor,
  description,
  editPath,
}: {
  account: Account;
  pageTitle: string;
  avatarRadius: MantineRadius;
  avatarColor: MantineColor;
  /** Joined with " · ", empty parts left out. */
  description: (string | null | undefined)[];
  editPath: string;
}) {
  const { t } = useTranslation("accounts");
  return (
    <PageHeader
      title={account.name}
      pageTitle={pageTitle}
      before={
        <AccountAvatar account={account} name={account.name} size={64} radius={avatarRadius} color={avatarColor} />
      }
      description={description.filter(Boolean).join(" · ")}
      actions={
        <Button component={Link} to={editPath} leftSection={<IconEdit size={18} aria-hidden />}>
          {t("detail.edit")}
        </Button>
      }
    />
  );
}

/** A titled card of the account screen. */
export function DetailCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <Title order={2} fz="lg" mb="md">
        {title}
      </Title>
      {children}
    </Card>
  );
}

/** The account screen's two columns: the role's details, then completeness, the role's side cards and data export. */
export function AccountDetailColumns({
  account,
  main,
  aside,
}: {
  account: Account;
  main: ReactNode;
  aside?: ReactNode;
}) {
  const complete = profileCompleteness(account).percent >= 100;
  return (
    <PageColumns
      mainSpan={7}
      main={main}
      aside={
        <>
          {!complete && <ProfileCompletenessCard account={account} />}
          {aside}
          <LanguageSetting />
          <AccountDataCard role={account.role} />
        </>
      }
    />
  );
}
