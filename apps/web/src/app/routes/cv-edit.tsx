import { Badge, Button } from "@mantine/core";
import { IconStar } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { PageHeader } from "../../components/page-header.tsx";
import { DetailSkeleton, isNotFound, LoadErrorPanel, NotFoundPanel } from "../../components/query-states.tsx";
import { paths } from "@stint/shared/page-routes";
import { useMe } from "../../features/accounts/api/get-me.ts";
import { useCvQuery } from "../../features/cvs/api/get-cv.ts";
import { CvForm } from "../../features/cvs/components/cv-form.tsx";

/** `/cv-edit/{id}` (students only): the CV form on one of the student's own CVs; anyone else's is not found. */
export function CvEditRoute() {
  const { t } = useTranslation("cvs");
  const { id = "" } = useParams();
  const account = useMe()?.account;
  const cv = useCvQuery(id);

  if (cv.isPending) return <DetailSkeleton />;
  // A CV the student may read but does not own is not theirs to edit: the same answer as the API's 404.
  if ((cv.isError && isNotFound(cv.error)) || (cv.data && cv.data.studentId !== account?.id)) {
    return (
      <NotFoundPanel
        title={t("notFound.title")}
        text={t("notFound.ownText")}
        action={
          <Button component={Link} to={paths.cvList()}>
            {t("yourCvs")}
          </Button>
        }
      />
    );
  }
  if (cv.isError) return <LoadErrorPanel what={t("what.one")} error={cv.error} onRetry={() => void cv.refetch()} />;

  const data = cv.data;
  return (
    <>
      <PageHeader
        title={t("edit.title", { title: data.title })}
        pageTitle={t("edit.pageTitle", { title: data.title })}
        description={
          data.isPrimary ? (
            <Badge color="stint" variant="light" leftSection={<IconStar size={12} aria-hidden />}>
              {t("primaryCv")}
            </Badge>
          ) : (
            t("edit.onlyChanged")
          )
        }
        actions={
          <Button component={Link} to={paths.cvDetail({ id: data.id })} variant="default">
            {t("edit.view")}
          </Button>
        }
      />
      <CvForm key={data.id} cv={data} />
    </>
  );
}
