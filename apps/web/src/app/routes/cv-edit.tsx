import { Badge, Button } from "@mantine/core";
import { IconStar } from "@tabler/icons-react";
import { Link, useParams } from "react-router";
import { PageHeader } from "../../components/page-header.tsx";
import { DetailSkeleton, isNotFound, LoadErrorPanel, NotFoundPanel } from "../../components/query-states.tsx";
import { paths } from "@stint/shared/page-routes";
import { useMe } from "../../features/accounts/api/get-me.ts";
import { useCvQuery } from "../../features/cvs/api/get-cv.ts";
import { CvForm } from "../../features/cvs/components/cv-form.tsx";

/** `/cv-edit/{id}` (students only): the CV form on one of the student's own CVs; anyone else's is not found. */
export function CvEditRoute() {
  const { id = "" } = useParams();
  const account = useMe()?.account;
  const cv = useCvQuery(id);

  if (cv.isPending) return <DetailSkeleton />;
  // A CV the student may read but does not own is not theirs to edit: the same answer as the API's 404.
  if ((cv.isError && isNotFound(cv.error)) || (cv.data && cv.data.studentId !== account?.id)) {
    return (
      <NotFoundPanel
        title="CV not found"
        text="There is no CV of yours at this address. It may have been deleted, or the link is wrong."
        action={
          <Button component={Link} to={paths.cvList()}>
            Your CVs
          </Button>
        }
      />
    );
  }
  if (cv.isError) return <LoadErrorPanel what="the CV" error={cv.error} onRetry={() => void cv.refetch()} />;

  const data = cv.data;
  return (
    <>
      <PageHeader
        title={`Edit “${data.title}”`}
        pageTitle={`Edit ${data.title}`}
        description={
          data.isPrimary ? (
            <Badge color="stint" variant="light" leftSection={<IconStar size={12} aria-hidden />}>
              Primary CV
            </Badge>
          ) : (
            "Only the fields you change are saved."
          )
        }
        actions={
          <Button component={Link} to={paths.cvDetail({ id: data.id })} variant="default">
            View the CV
          </Button>
        }
      />
      <CvForm key={data.id} cv={data} />
    </>
  );
}
