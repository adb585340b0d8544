import { Badge, Button, Group, Stack, Text } from "@mantine/core";
import type { AdminAccount } from "@stint/shared/admin-accounts";
import { IconLockOpen, IconUserOff } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { ListRow } from "../../../components/list-row.tsx";
import { formatDate } from "../../../lib/format.ts";

type Props = {
  account: AdminAccount;
  /** Null when the operator may not act on this account (their own; an operator's without `operators`). */
  onSuspend: (() => void) | null;
  onResume: (() => void) | null;
  resuming: boolean;
};

/** One account as an operator recognises it: who, what kind, since when, last seen, and whether it is suspended. */
export function AccountRow({ account, onSuspend, onResume, resuming }: Props) {
  const { t } = useTranslation("adminAccounts");
  const suspended = account.suspension;
  return (
    <ListRow
      title={account.name}
      to={null}
      subtitle={<span style={{ overflowWrap: "anywhere" }}>{account.email}</span>}
      badge={
        <Group gap={6}>
          <Badge variant="light" color="gray">
            {t(`kind.${account.kind}`)}
          </Badge>
          {suspended && (
            <Badge variant="filled" color="red">
              {t("suspended")}
            </Badge>
          )}
        </Group>
      }
      actions={
        suspended
          ? onResume && (
              <Button
                variant="default"
                size="sm"
                leftSection={<IconLockOpen size={16} aria-hidden />}
                loading={resuming}
                onClick={onResume}
                aria-label={t("resume.button", { name: account.name })}
              >
                {t("resume.label")}
              </Button>
            )
          : onSuspend && (
              <Button
                variant="light"
                color="red"
                size="sm"
                leftSection={<IconUserOff size={16} aria-hidden />}
                onClick={onSuspend}
                aria-label={t("suspend.button", { name: account.name })}
              >
                {t("suspend.label")}
              </Button>
            )
      }
    >
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          {t("signedUp", { date: formatDate(account.signedUpAt) })}
          {" · "}
          {account.lastSignInAt ? t("lastSignIn", { date: formatDate(account.lastSignInAt) }) : t("noSession")}
        </Text>
        {suspended && (
          <Text size="sm">{t("suspendedSince", { date: formatDate(suspended.at), reason: suspended.reason })}</Text>
        )}
      </Stack>
    </ListRow>
  );
}
