import { Anchor, Button, Card, Group, Skeleton, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import type { RateableMatch } from "@stint/shared/ratings";
import { IconCalendarEvent, IconStar, IconEye } from "@tabler/icons-react";
import { useId } from "react";
import { Link } from "react-router";
import { CompanyAvatar } from "../../../components/company-avatar.tsx";
import { LoadErrorPanel } from "../../../components/query-states.tsx";
import { paths } from "@stint/shared/page-routes";
import { formatDate } from "../../../lib/format.ts";
import { useRateableMatches } from "../../../lib/rateable-matches.ts";

function MatchCard({ match }: { match: RateableMatch }) {
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
              Started {formatDate(match.startDate)}
            </Text>
          </Group>
          {match.theirRatingWaiting && (
            <Group gap={6} wrap="nowrap" align="flex-start">
              <IconEye size={14} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
              <Text size="xs" c="teal.9" fw={600}>
                {match.other.name} rated you: rate them to see it.
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
          aria-label={`Rate ${match.other.name} for “${match.job.title}”`}
        >
          Rate
        </Button>
      </Group>
    </Card>
  );
}

/** When ratings become possible, for the empty state and the notice of a match that cannot be rated. */
export function whenRatingsOpen(role: "student" | "company") {
  return role === "student"
    ? "You can rate a company once you are matched with it (shortlisted, or you accepted its invitation) and the job's start date has passed. Each match is rated once."
    : "You can rate a student once you are matched (you shortlisted them, or they accepted your invitation) and the job's start date has passed. Each match is rated once.";
}

/**
 * The viewer's matches that can be rated now, each with a Rate button (to the form for that match), or an
 * empty state that says when ratings become possible.
 */
export function RateableMatches({ role }: { role: "student" | "company" }) {
  const rateable = useRateableMatches();
  if (rateable.isPending) {
    return (
      <Stack gap="sm" role="status" aria-busy="true" aria-label="Loading the matches you can rate">
        <Skeleton height={120} radius="lg" />
        <Skeleton height={120} radius="lg" />
      </Stack>
    );
  }
  if (rateable.isError) {
    return (
      <LoadErrorPanel what="the matches you can rate" error={rateable.error} onRetry={() => void rateable.refetch()} />
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
            Nothing to rate right now
          </Title>
          <Text size="sm" c="dimmed" maw={520}>
            {whenRatingsOpen(role)}
          </Text>
          <Anchor
            component={Link}
            to={role === "student" ? paths.matchingList({ tab: "matched" }) : paths.matchingList()}
            size="sm"
            fw={600}
          >
            {role === "student" ? "See your matches" : "See your jobs and their matches"}
          </Anchor>
        </Stack>
      </Card>
    );
  }
  return (
    <Stack gap="sm" component="section" aria-label="Matches you can rate">
      <Text size="sm" c="dimmed">
        {rateable.data.length === 1 ? "One match can be rated." : `${rateable.data.length} matches can be rated.`}{" "}
        Choose whom to rate.
      </Text>
      {rateable.data.map((match) => (
        <MatchCard key={match.matchId} match={match} />
      ))}
    </Stack>
  );
}
