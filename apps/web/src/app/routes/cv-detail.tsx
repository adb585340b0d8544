import { Button } from "@mantine/core";
import { Link, useParams } from "react-router";
import { DetailSkeleton, isNotFound, LoadErrorPanel, NotFoundPanel } from "../../components/query-states.tsx";
import { paths } from "../../config/paths.ts";
import { useMe } from "../../features/accounts/api/get-me.ts";
import { useCvQuery } from "../../features/cvs/api/get-cv.ts";
import { CvDetailView } from "../../features/cvs/components/cv-detail-view.tsx";

/**
 * `/cv-detail/{id}`: a CV, for its student with their actions, read-only for a company the API lets see it
 * (PRODUCT §4); everyone else gets the API's 404 as "not found".
 */
export function CvDetailRoute() {
  const { id = "" } = useParams();
  const account = useMe()?.account;
  const cv = useCvQuery(id);

  if (cv.isPending) return <DetailSkeleton />;
  if (cv.isError) {
    if (isNotFound(cv.error)) {
      return (
        <NotFoundPanel
          title="CV not found"
          text="There is no CV you may see at this address. It may have been deleted, or its student no longer shares it."
          action={
            account?.role === "student" ? (
              <Button component={Link} to={paths.cvList}>
                Your CVs
              </Button>
            ) : undefined
          }
        />
      );
    }
    return <LoadErrorPanel what="the CV" error={cv.error} onRetry={() => void cv.refetch()} />;
  }
  const owner = account?.role === "student" && account.id === cv.data.studentId ? account : null;
  return <CvDetailView cv={cv.data} owner={owner} />;
}
