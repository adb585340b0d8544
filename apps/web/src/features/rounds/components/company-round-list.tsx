import { Button, Card, Group, Skeleton, Stack, Text, Title } from "@mantine/core";
import type { RoundSummary } from "@stint/shared/rounds";
import { IconBriefcase, IconBuildingCommunity } from "@tabler/icons-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";

import { Fact } from "../../../components/fact.tsx";
import { ListRow } from "../../../components/list-row.tsx";
import { paths } from "@stint/shared/page-routes";
import { formatDateTime } from "../../../lib/format.ts";
import { useRoundList } from "../../../lib/round-list.ts";
import { InlineRetry } from "./inline-retry.tsx";
import { MembershipAnswer } from "./membership-answer.tsx";
import { RoundDeadlines } from "./round-deadlines.tsx";
import { RoundStatusBadge } from "./round-status-badge.tsx";
import { RoundTodoBadge } from "./round-todo-badge.tsx";

function RoundRow({ round }: { round: RoundSummary }) {
  const { t } = useTranslation("rounds");
  return (
    <ListRow
      title={round.name}
      to={paths.roundDetail({ id: round.id })}
      subtitle={t("by", { company: round.creatorCompanyName })}
      badge={<RoundStatusBadge status={round.status} />}
    >
      {round.todo && round.todo !== "answer-invitation" && (
        <div>
          <RoundTodoBadge todo={round.todo} />
        </div>
      )}
      <Group gap="xl" align="flex-start" style={{ rowGap: 6 }}>
        <RoundDeadlines round={round} />
        <Stack gap={4}>
          <Fact icon={IconBriefcase}>
            {t("jobsAndPlaces", { jobs: round.jobs, places: round.places })}
          </Fact>
          <Fact icon={IconBuildingCommunity}>
            {round.membership === "invited" ? t("members.invited") : t("members.joined")}
          </Fact>
        </Stack>
      </Group>
    </ListRow>
  );
}

function Invitations({ rounds }: { rounds: RoundSummary[] }) {
  const { t } = useTranslation("rounds");
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} bg="stint.0">
      <Title order={2} fz="lg" id={headingId} mb="sm">
        {t("list.invitations")}
      </Title>
      <Stack gap="sm">
        {rounds.map((round) => (
          <Group key={round.id} justify="space-between" gap="sm" align="center">
            <div style={{ minWidth: 0, flex: "1 1 16rem" }}>
              <Text fw={650} style={{ overflowWrap: "anywhere" }}>
                {round.name}
              </Text>
              <Text size="sm" c="gray.8">
                {t("list.invitedBy", {
                  company: round.creatorCompanyName,
                  when: formatDateTime(round.rankingDeadline),
                })}
              </Text>
            </div>
            <MembershipAnswer round={round} />
          </Group>
        ))}
      </Stack>
    </Card>
  );
}

/**
 * A company's placement rounds: invitations to join first (Join / Decline), then every round it created or
 * joined with its status, deadlines, jobs and places, and what it should do now.
 */
export function CompanyRoundList({ onCreate }: { onCreate: () => void }) {
  const { t } = useTranslation("rounds");
  const rounds = useRoundList();
  if (rounds.isPending) {
    return (
      <Stack gap="md" role="status" aria-busy="true" aria-label={t("list.loading")}>
        <Skeleton height={120} radius="lg" />
        <Skeleton height={120} radius="lg" />
      </Stack>
    );
  }
  if (rounds.isError) {
    return (
      <Card>
        <InlineRetry what={t("list.what")} error={rounds.error} onRetry={() => void rounds.refetch()} />
      </Card>
    );
  }
  const invited = rounds.data.filter((round) => round.membership === "invited");
  const mine = rounds.data.filter((round) => round.membership !== "invited");
  return (
    <Stack gap="md">
      {invited.length > 0 && <Invitations rounds={invited} />}
      {mine.length === 0 ? (
        <Card>
          <Stack gap="xs" align="flex-start">
            <Text size="sm" c="gray.8">
              {t("list.empty")}
            </Text>
            <Button size="xs" variant="light" onClick={onCreate}>
              {t("list.create")}
            </Button>
          </Stack>
        </Card>
      ) : (
        mine.map((round) => <RoundRow key={round.id} round={round} />)
      )}
    </Stack>
  );
}
