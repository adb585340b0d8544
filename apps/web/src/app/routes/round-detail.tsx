import { Button } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { DetailSkeleton, isNotFound, LoadErrorPanel, NotFoundPanel } from "../../components/query-states.tsx";
import { paths } from "@stint/shared/page-routes";
import { useRoundQuery } from "../../features/rounds/api/get-round.ts";
import { RoundDetailView } from "../../features/rounds/components/round-detail-view.tsx";

/** `/round-detail/{id}` (companies): a round the company created, joined or is invited to; not found otherwise. */
export function RoundDetailRoute() {
  const { t } = useTranslation("rounds");
  const { id = "" } = useParams();
  const round = useRoundQuery(id);
  const navigate = useNavigate();

  if (round.isPending) return <DetailSkeleton />;
  if (round.isError) {
    if (isNotFound(round.error)) {
      return (
        <NotFoundPanel
          title={t("notFound.title")}
          text={t("notFound.text")}
          action={
            <Button component={Link} to={paths.roundList()}>
              {t("notFound.yourRounds")}
            </Button>
          }
        />
      );
    }
    return <LoadErrorPanel what={t("what")} error={round.error} onRetry={() => void round.refetch()} />;
  }
  return <RoundDetailView round={round.data} onGone={() => navigate(paths.roundList(), { replace: true })} />;
}
