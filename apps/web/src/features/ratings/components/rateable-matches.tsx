import { Anchor, Button, Card, Group, Skeleton, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import type { RateableMatch } from "@stint/shared/ratings";
import { IconCalendarEvent, IconStar, IconEye } from "@tabler/icons-react";
import type { TFunction } from "i18next";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { CompanyAvatar } from "../../../components/company-avatar.tsx";
import { LoadErrorPanel } from "../../../components/query-states.tsx";
import { paths } from "@stint/shared/page-routes";
import { formatDate } from "../../../lib/format.ts";
import { useRateableMatches } from "../../../lib/rateable-matches.ts";

function MatchCard({ match }: { match: RateableMatch }) {
  const { t } = useTranslation("ratings");
  const headingId = useId();
  return (
    <Card component="article" aria-labelledby={headingId} padding="md">
      <Group gap="md" wrap="nowrap" align="flex-start">
        <CompanyAvatar company={{ ...match.other, logoUrl: match.other.pictureUrl }} size={44} />
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Title order={3} fz="md" id={headingId} style={{ overflowWrap: "anywhere" }}>
            {match.other.name}
          </Title>
          <Text size="sm" c="gray.8" style={{ overflowWrap: "anywhere" }}>
            {match.job.title}
          </Text>
          <Group gap={6} wrap="nowrap">
            <IconCalendarEvent size={14} aria-hidden />
            <Text size="xs" c="dimmed">
              {t("rateable.started", { date: formatDate(match.startDate) })}
            </Text>
          </Group>
          {match.theirRatingWaiting && (
            <Group gap={6} wrap="nowrap" align="flex-start">
              <IconEye size={14} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
              <Text size="xs" c="teal.9" fw={600}>
                {t("rateable.ratedYou", { name: match.other.name })}
              </Text>
            </Group>
          )}
        </Stack>
      </Group>
      <Group justify="flex-end" mt="sm">
        <Button
          component={Link}
          to={paths.ratingCreation({ matchId: match.matchId })}
          leftSection={<IconStar size={16} aria-hidden />}
          aria-label={t("rateFor", { name: match.other.name, job: match.job.title })}
        >
          {t("rateable.rate")}
        </Button>
      </Group>
    </Card>
  );
}

/** When ratings become possible, for the empty state and the notice of a match that cannot be rated. */
export function whenRatingsOpen(t: TFunction, role: "student" | "company") {
  return t("ratings:rateable.whenOpen", { role });
}

/**
 * The viewer's matches that can be rated now, each with a Rate button (to the form for that match), or an
 * empty state that says when ratings become possible.
 */
export function RateableMatches({ role }: { role: "student" | "company" }) {
  const { t } = useTranslation("ratings");
  const rateable = useRateableMatches();
  if (rateable.isPending) {
    return (
      <Stack gap="sm" role="status" aria-busy="true" aria-label={t("rateable.loading")}>
        <Skeleton height={120} radius="lg" />
        <Skeleton height={120} radius="lg" />
      </Stack>
    );
  }
  if (rateable.isError) {
    return (
      <LoadErrorPanel what={t("rateable.what")} error={rateable.error} onRetry={() => void rateable.refetch()} />
    );
  }
  if (rateable.data.length === 0) {
    return (
      <Card>
        <Stack align="center" ta="center" gap="sm" py="md">
          <ThemeIcon size={48} radius="xl" variant="light" color="yellow">
            <IconStar size={26} aria-hidden />
          </ThemeIcon>
          <Title order={2} fz="lg">
            {t("rateable.nothing")}
          </Title>
          <Text size="sm" c="dimmed" maw={520}>
            {whenRatingsOpen(t, role)}
          </Text>
          <Anchor
            component={Link}
            to={role === "student" ? paths.matchingList({ tab: "matched" }) : paths.matchingList()}
            size="sm"
            fw={600}
          >
            {t("rateable.seeMatches", { role })}
          </Anchor>
        </Stack>
      </Card>
    );
  }
  return (
    <Stack gap="sm" component="section" aria-label={t("rateable.section")}>
      <Text size="sm" c="dimmed">
        {t("rateable.count", { count: rateable.data.length })}
      </Text>
      {rateable.data.map((match) => (
        <MatchCard key={match.matchId} match={match} />
      ))}
    </Stack>
  );
}
