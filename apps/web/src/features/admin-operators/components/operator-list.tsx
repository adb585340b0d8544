import { Badge, Button, Card, Group, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import type { OperatorListItem } from "@stint/shared/admin-operators";
import { IconUserMinus } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useMessages } from "../../../i18n/messages.ts";
import { openConfirmDialog } from "../../../lib/confirm-dialog.ts";
import { formatDateTime, formatTimeAgo } from "../../../lib/format.ts";
import { useRemoveOperator } from "../api/admin-operators.ts";

/** The operators as cards (they wrap on a phone): permissions, who granted them when, the latest sign-in. */
export function OperatorList({ operators, viewerId }: { operators: OperatorListItem[]; viewerId: string }) {
  const { t } = useTranslation("adminOperators");
  const { error: errorText } = useMessages();
  const remove = useRemoveOperator();

  const onRemove = (operator: OperatorListItem) =>
    openConfirmDialog({
      title: t("remove.title"),
      children: <Text size="sm">{t("remove.text", { email: operator.email })}</Text>,
      labels: { confirm: t("remove.confirm"), cancel: t("remove.keep") },
      confirmProps: { color: "red" },
      onConfirm: () =>
        remove.mutate(operator.userId, {
          onSuccess: () => notifications.show({ color: "teal", message: t("remove.done", { email: operator.email }) }),
          onError: (error) =>
            notifications.show({ color: "red", title: t("remove.failed"), message: errorText(error) }),
        }),
    });

  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: "none" }} aria-label={t("list.label")}>
      {operators.map((operator) => (
        <Card key={operator.userId} component="li" withBorder padding="md" radius="md">
          <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
            <Stack gap={4} style={{ minWidth: 0, flex: "1 1 16rem" }}>
              <Group gap="xs">
                <Text fw={600} style={{ overflowWrap: "anywhere" }}>
                  {operator.email}
                </Text>
                {operator.userId === viewerId && <Badge variant="light">{t("list.you")}</Badge>}
              </Group>
              <Group gap={6}>
                {operator.permissions.map((permission) => (
                  <Badge key={permission} variant="light">
                    {t(`permissions.${permission}.label`)}
                  </Badge>
                ))}
              </Group>
              <Text size="sm" c="dimmed">
                {t("list.granted", {
                  when: formatDateTime(operator.grantedAt),
                  by: operator.grantedBy ?? t("list.commandLine"),
                })}
              </Text>
              <Text size="sm" c="dimmed">
                {operator.lastSignInAt
                  ? t("list.lastSignIn", { when: formatTimeAgo(operator.lastSignInAt) })
                  : t("list.neverSignedIn")}
              </Text>
            </Stack>
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconUserMinus size={16} aria-hidden />}
              onClick={() => onRemove(operator)}
              aria-label={t("remove.label", { email: operator.email })}
            >
              {t("remove.button")}
            </Button>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
