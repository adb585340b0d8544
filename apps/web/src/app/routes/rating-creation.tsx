import { Alert, Anchor, Button, Stack } from "@mantine/core";
import { IconArrowLeft, IconInfoCircle } from "@tabler/icons-react";
import { Trans, useTranslation } from "react-i18next";
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
  const { t } = useTranslation("ratings");
  const role = useMe()?.role ?? "student";
  const [searchParams] = useSearchParams();
  const matchId = searchParams.get("matchId")?.trim() ?? "";
  const rateable = useRateableMatches();

  if (!matchId) {
    return (
      <>
        <PageHeader
          title={t("creation.title")}
          description={t("creation.description", { role })}
          actions={
            <Button component={Link} to={paths.ratingList()} variant="default">
              {t("yourRatings")}
            </Button>
          }
        />
        <RateableMatches role={role} />
      </>
    );
  }

  if (rateable.isPending) return <DetailSkeleton />;
  if (rateable.isError) {
    return <LoadErrorPanel what={t("creation.what")} error={rateable.error} onRetry={() => void rateable.refetch()} />;
  }
  const match = rateable.data.find((item) => item.matchId === matchId);
  if (!match) {
    return (
      <>
        <PageHeader title={t("creation.title")} />
        <Stack gap="lg">
          <Alert
            variant="light"
            color="yellow"
            icon={<IconInfoCircle aria-hidden />}
            title={t("creation.cannotTitle")}
          >
            {t("creation.cannotText")} {whenRatingsOpen(t, role)}{" "}
            <Trans
              t={t}
              i18nKey="creation.seeGiven"
              components={{ to: <Anchor component={Link} to={paths.ratingList()} size="sm" fw={600} /> }}
            />
          </Alert>
          <RateableMatches role={role} />
        </Stack>
      </>
    );
  }

  return (
    <>
      <PageHeader
        title={t("rateName", { name: match.other.name })}
        description={t("creation.matchDescription", { job: match.job.title, date: formatDate(match.startDate) })}
        actions={
          <Button
            component={Link}
            to={paths.ratingCreation()}
            variant="default"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
          >
            {t("creation.another")}
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
