import { Card, Skeleton, Stack, Switch, Text, Title } from "@mantine/core";
import { notifications as toasts } from "@mantine/notifications";
import type { Role } from "@stint/shared/account";
import { NOTIFICATION_KINDS_BY_ROLE, type NotificationKind } from "@stint/shared/notifications";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useLabels } from "../../../i18n/labels.ts";
import { useMessages } from "../../../i18n/messages.ts";
import { useNotificationSettings, useUpdateNotificationSettings } from "../api/notification-settings.ts";

/**
 * "Email notifications" on the account screen: per kind the role receives, whether it also comes by email
 * (the bell always shows it). Saved when switched, with a toast; a switch that could not be saved moves back.
 */
export function MailSettingsCard({ role, email }: { role: Role; email: string }) {
  const { t } = useTranslation("notifications");
  const labels = useLabels();
  const { error: message } = useMessages();
  const headingId = useId();
  const settings = useNotificationSettings();
  const update = useUpdateNotificationSettings();
  const kinds = NOTIFICATION_KINDS_BY_ROLE[role];

  const change = (kind: NotificationKind, on: boolean) =>
    update.mutate(
      { mail: { [kind]: on } },
      {
        onSuccess: () =>
          toasts.show({
            color: on ? "teal" : "gray",
            title: on ? t("mail.onTitle") : t("mail.offTitle"),
            message: t("mail.toast", { kind: labels.notificationKind(kind), on: on ? "yes" : "no" }),
          }),
        onError: (error) => toasts.show({ color: "red", title: t("mail.notSaved"), message: message(error) }),
      },
    );

  return (
    <Card component="section" aria-labelledby={headingId}>
      <Title order={2} fz="lg" id={headingId}>
        {t("mail.title")}
      </Title>
      <Text size="sm" c="dimmed" mt={4} mb="md" style={{ overflowWrap: "anywhere" }}>
        {t("mail.text", { email })}
      </Text>
      {settings.isPending ? (
        <Stack gap="sm" role="status" aria-busy="true" aria-label={t("mail.loading")}>
          {kinds.map((kind) => (
            <Skeleton key={kind} height={24} />
          ))}
        </Stack>
      ) : settings.isError ? (
        <Text size="sm" c="red.9">
          {t("mail.loadFailed", { message: message(settings.error) })}
        </Text>
      ) : (
        <Stack gap="md">
          {kinds.map((kind) => (
            <Switch
              key={kind}
              label={labels.notificationKind(kind)}
              checked={settings.data.mail[kind] ?? true}
              onChange={(event) => change(kind, event.currentTarget.checked)}
              disabled={update.isPending && update.variables.mail[kind] !== undefined}
            />
          ))}
        </Stack>
      )}
    </Card>
  );
}
