import { ActionIcon, Badge, Card, Group, Stack, Text, Title } from "@mantine/core";
import { openConfirmDialog } from "../../../lib/confirm-dialog.ts";
import { notifications } from "@mantine/notifications";
import type { Round, RoundMember } from "@stint/shared/rounds";
import { IconX } from "@tabler/icons-react";
import type { TFunction } from "i18next";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useMessages } from "../../../i18n/messages.ts";
import { useRoundMembers } from "../api/members.ts";
import { InviteCompany } from "./invite-company.tsx";

function memberBadge(t: TFunction, member: RoundMember) {
  if (member.creator) return { label: t("members.creator"), color: "stint" };
  return member.status === "joined"
    ? { label: t("members.joined"), color: "teal" }
    : { label: t("members.invited"), color: "gray" };
}

/** The companies of the round; its creator invites others (by name) and removes members before the run. */
export function RoundMembersCard({ round }: { round: Round }) {
  const { t } = useTranslation("rounds");
  const { error: errorText } = useMessages();
  const headingId = useId();
  const { remove } = useRoundMembers(round.id);
  const creator = round.company?.creator === true;
  const beforeRun = round.status === "draft" || round.status === "ranking";

  const confirmRemove = (member: RoundMember) =>
    openConfirmDialog({
      title:
        member.status === "invited"
          ? t("members.takeBackTitle", { company: member.companyName })
          : t("members.removeTitle", { company: member.companyName }),
      children: (
        <Text size="sm">
          {member.status === "invited"
            ? t("members.takeBackText", { company: member.companyName })
            : t("members.removeText", { company: member.companyName })}
        </Text>
      ),
      labels: {
        confirm: member.status === "invited" ? t("members.takeBack") : t("members.remove"),
        cancel: t("common:cancel"),
      },
      confirmProps: { color: "red" },
      onConfirm: () =>
        remove.mutate(member.companyId, {
          onSuccess: () =>
            notifications.show({
              color: "gray",
              title: t("members.removed"),
              message: t("members.removedText", { company: member.companyName }),
            }),
          onError: (error) =>
            notifications.show({ color: "red", title: t("members.notRemoved"), message: errorText(error) }),
        }),
    });

  return (
    <Card component="section" aria-labelledby={headingId}>
      <Title order={2} fz="lg" id={headingId} mb="sm">
        {t("members.title")}
      </Title>
      <Stack gap="md">
        <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: "none" }}>
          {round.members.map((member) => {
            const badge = memberBadge(t, member);
            return (
              <Group component="li" key={member.companyId} gap="xs" justify="space-between" wrap="nowrap">
                <Text size="sm" fw={600} style={{ overflowWrap: "anywhere", minWidth: 0 }}>
                  {member.companyName}
                </Text>
                <Group gap={4} wrap="nowrap">
                  <Badge variant="light" color={badge.color} tt="none" style={{ flexShrink: 0 }}>
                    {badge.label}
                  </Badge>
                  {creator && beforeRun && !member.creator && (
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t("members.removeCompany", { company: member.companyName })}
                      onClick={() => confirmRemove(member)}
                      loading={remove.isPending && remove.variables === member.companyId}
                    >
                      <IconX size={16} aria-hidden />
                    </ActionIcon>
                  )}
                </Group>
              </Group>
            );
          })}
        </Stack>
        {creator && beforeRun && <InviteCompany round={round} />}
      </Stack>
    </Card>
  );
}
