import { Card, Skeleton, Stack, Switch, Text, Title } from "@mantine/core";
import { notifications as toasts } from "@mantine/notifications";
import type { Role } from "@stint/shared/account";
import {
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_KINDS_BY_ROLE,
  type NotificationKind,
} from "@stint/shared/notifications";
import { useId } from "react";
import { useNotificationSettings, useUpdateNotificationSettings } from "../api/notification-settings.ts";

/** The toast after a switch: what is now mailed, or not. */
const toastTitle = (on: boolean) => (on ? "Email turned on" : "Email turned off");

/**
 * "Email notifications" on the account screen: per kind the role receives, whether it also comes by email
 * (the bell always shows it). Saved when switched, with a toast; a switch that could not be saved moves back.
 */
export function MailSettingsCard({ role, email }: { role: Role; email: string }) {
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
            title: toastTitle(on),
            message: `${NOTIFICATION_KIND_LABELS[kind]}: ${on ? "you will get an email too" : "only under the bell"}.`,
          }),
        onError: (error) =>
          toasts.show({ color: "red", title: "The email setting was not saved", message: error.message }),
      },
    );

  return (
    <Card component="section" aria-labelledby={headingId}>
      <Title order={2} fz="lg" id={headingId}>
        Email notifications
      </Title>
      <Text size="sm" c="dimmed" mt={4} mb="md" style={{ overflowWrap: "anywhere" }}>
        Which notifications also come by email to {email}. They always appear under the bell.
      </Text>
      {settings.isPending ? (
        <Stack gap="sm" role="status" aria-busy="true" aria-label="Loading your email settings">
          {kinds.map((kind) => (
            <Skeleton key={kind} height={24} />
          ))}
        </Stack>
      ) : settings.isError ? (
        <Text size="sm" c="red.9">
          Your email settings could not be loaded: {settings.error.message}
        </Text>
      ) : (
        <Stack gap="md">
          {kinds.map((kind) => (
            <Switch
              key={kind}
              label={NOTIFICATION_KIND_LABELS[kind]}
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
