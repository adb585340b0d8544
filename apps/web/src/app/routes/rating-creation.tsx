import { Alert, Anchor, Button, Stack } from "@mantine/core";
import { IconArrowLeft, IconInfoCircle } from "@tabler/icons-react";
import { Link, useSearchParams } from "react-router";
import { PageHeader } from "../../components/page-header.tsx";
import { DetailSkeleton, LoadErrorPanel } from "../../components/query-states.tsx";
import { paths } from "@stint/shared/page-routes";
import { useMe } from "../../features/accounts/api/get-me.ts";
import { RateableMatches, whenRatingsOpen } from "../../features/ratings/components/rateable-matches.tsx";
import { RatingForm } from "../../features/ratings/components/rating-form.tsx";
import { formatDate } from "../../lib/format.ts";
import { useRateableMatches } from "../../lib/rateable-matches.ts";

/**
 * `/rating-creation`: the viewer's matches that can be rated (started, not rated yet), then the form for the
 * one chosen (`?matchId=`, which a to-do or a notification may also preselect).
 */
export function RatingCreationRoute() {
  const role = useMe()?.role ?? "student";
  const [searchParams] = useSearchParams();
  const matchId = searchParams.get("matchId")?.trim() ?? "";
  const rateable = useRateableMatches();

  if (!matchId) {
    return (
      <>
        <PageHeader
          title="Rate a match"
          description={
            role === "student"
              ? "Tell other students what working there was like. Your rating stays hidden from the company until both of you have rated, or 14 days pass."
              : "Say how working together went. Your rating stays hidden from the student until both of you have rated, or 14 days pass."
          }
          actions={
            <Button component={Link} to={paths.ratingList()} variant="default">
              Your ratings
            </Button>
          }
        />
        <RateableMatches role={role} />
      </>
    );
  }

  if (rateable.isPending) return <DetailSkeleton />;
  if (rateable.isError) {
    return <LoadErrorPanel what="the match" error={rateable.error} onRetry={() => void rateable.refetch()} />;
  }
  const match = rateable.data.find((item) => item.matchId === matchId);
  if (!match) {
    return (
      <>
        <PageHeader title="Rate a match" />
        <Stack gap="lg">
          <Alert
            variant="light"
            color="yellow"
            icon={<IconInfoCircle aria-hidden />}
            title="This match cannot be rated"
          >
            It may be rated already, its start date may not have passed yet, or it is not one of your matches.{" "}
            {whenRatingsOpen(role)}{" "}
            <Anchor component={Link} to={paths.ratingList()} size="sm" fw={600}>
              See the ratings you gave
            </Anchor>
            .
          </Alert>
          <RateableMatches role={role} />
        </Stack>
      </>
    );
  }

  return (
    <>
      <PageHeader
        title={`Rate ${match.other.name}`}
        description={`${match.job.title} · started ${formatDate(match.startDate)}`}
        actions={
          <Button
            component={Link}
            to={paths.ratingCreation()}
            variant="default"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
          >
            Choose another match
          </Button>
        }
      />
      <RatingForm
        key={match.matchId}
        target={{
          kind: "create",
          matchId: match.matchId,
          direction: match.direction,
          otherName: match.other.name,
          theirRatingWaiting: match.theirRatingWaiting,
        }}
      />
    </>
  );
}
