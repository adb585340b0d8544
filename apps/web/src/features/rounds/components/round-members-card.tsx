import { ActionIcon, Badge, Card, Group, Stack, Text, Title } from "@mantine/core";
import { openConfirmDialog } from "../../../lib/confirm-dialog.ts";
import { notifications } from "@mantine/notifications";
import type { Round, RoundMember } from "@stint/shared/rounds";
import { IconX } from "@tabler/icons-react";
import { useId } from "react";
import { useRoundMembers } from "../api/members.ts";
import { InviteCompany } from "./invite-company.tsx";

function memberBadge(member: RoundMember) {
  if (member.creator) return { label: "Creator", color: "stint" };
  return member.status === "joined" ? { label: "Joined", color: "teal" } : { label: "Invited", color: "gray" };
}

/** The companies of the round; its creator invites others (by name) and removes members before the run. */
export function RoundMembersCard({ round }: { round: Round }) {
  const headingId = useId();
  const { remove } = useRoundMembers(round.id);
  const creator = round.company?.creator === true;
  const beforeRun = round.status === "draft" || round.status === "ranking";

  const confirmRemove = (member: RoundMember) =>
    openConfirmDialog({
      title:
        member.status === "invited"
          ? `Take back the invitation to ${member.companyName}?`
          : `Remove ${member.companyName}?`,
      children: (
        <Text size="sm">
          {member.status === "invited"
            ? `${member.companyName} can no longer join unless you invite it again.`
            : `${member.companyName} leaves the round and its jobs with it.`}
        </Text>
      ),
      labels: { confirm: member.status === "invited" ? "Take it back" : "Remove", cancel: "Cancel" },
      confirmProps: { color: "red" },
      onConfirm: () =>
        remove.mutate(member.companyId, {
          onSuccess: () =>
            notifications.show({ color: "gray", title: "Member removed", message: `${member.companyName} is out.` }),
          onError: (error) =>
            notifications.show({ color: "red", title: "The member was not removed", message: error.message }),
        }),
    });

  return (
    <Card component="section" aria-labelledby={headingId}>
      <Title order={2} fz="lg" id={headingId} mb="sm">
        Companies
      </Title>
      <Stack gap="md">
        <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: "none" }}>
          {round.members.map((member) => {
            const badge = memberBadge(member);
            return (
              <Group component="li" key={member.companyId} gap="xs" justify="space-between" wrap="nowrap">
                <Text size="sm" fw={600} style={{ overflowWrap: "anywhere", minWidth: 0 }}>
                  {member.companyName}
                </Text>
                <Group gap={4} wrap="nowrap">
                  <Badge variant="light" color={badge.color} tt="none">
                    {badge.label}
                  </Badge>
                  {creator && beforeRun && !member.creator && (
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Remove ${member.companyName}`}
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
