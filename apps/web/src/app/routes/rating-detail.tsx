import { Button } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { DetailSkeleton, isNotFound, LoadErrorPanel, NotFoundPanel } from "../../components/query-states.tsx";
import { paths } from "@stint/shared/page-routes";
import { useRatingQuery } from "../../features/ratings/api/get-rating.ts";
import { forgetRating } from "../../features/ratings/api/rating-cache.ts";
import { RatingDetailView } from "../../features/ratings/components/rating-detail-view.tsx";

/**
 * `/rating-detail/{id}`: one rating the viewer may read (its author; the rated side once revealed; anyone for a
 * published rating of a company, or a student's shared one); the API's 404 otherwise, shown as not found.
 */
export function RatingDetailRoute() {
  const { t } = useTranslation("ratings");
  const { id = "" } = useParams();
  const rating = useRatingQuery(id);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  if (rating.isPending) return <DetailSkeleton />;
  if (rating.isError) {
    if (isNotFound(rating.error)) {
      return (
        <NotFoundPanel
          title={t("notFound.title")}
          text={t("notFound.detail")}
          action={
            <Button component={Link} to={paths.ratingList()}>
              {t("yourRatings")}
            </Button>
          }
        />
      );
    }
    return <LoadErrorPanel what={t("what")} error={rating.error} onRetry={() => void rating.refetch()} />;
  }
  return (
    <RatingDetailView
      rating={rating.data}
      onDeleted={async () => {
        await navigate(paths.ratingList(), { replace: true });
        forgetRating(queryClient, id);
      }}
    />
  );
}
