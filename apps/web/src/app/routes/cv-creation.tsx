import { Alert, Button } from "@mantine/core";
import { MAX_CVS_PER_STUDENT } from "@stint/shared/cvs";
import { IconInfoCircle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PageHeader } from "../../components/page-header.tsx";
import { DetailSkeleton, LoadErrorPanel } from "../../components/query-states.tsx";
import { paths } from "@stint/shared/page-routes";
import { useCvList } from "../../features/cvs/api/list-cvs.ts";
import { CvForm } from "../../features/cvs/components/cv-form.tsx";

/** `/cv-creation` (students only): a new CV; a new student lands here after signing up (PRODUCT §2). */
export function CvCreationRoute() {
  const { t } = useTranslation("cvs");
  const cvs = useCvList();
  if (cvs.isPending) return <DetailSkeleton />;
  if (cvs.isError) return <LoadErrorPanel what={t("what.list")} error={cvs.error} onRetry={() => void cvs.refetch()} />;

  const first = cvs.data.length === 0;
  const full = cvs.data.length >= MAX_CVS_PER_STUDENT;
  return (
    <>
      <PageHeader
        title={first ? t("create.firstTitle") : t("create.title")}
        description={first ? t("create.firstIntro") : t("create.intro")}
      />
      {full ? (
        <Alert variant="light" color="yellow" icon={<IconInfoCircle aria-hidden />} title={t("create.fullTitle")}>
          {t("create.fullText", { count: MAX_CVS_PER_STUDENT })}
          <Button component={Link} to={paths.cvList()} variant="default" size="xs" mt="sm" display="block">
            {t("yourCvs")}
          </Button>
        </Alert>
      ) : (
        <CvForm first={first} />
      )}
    </>
  );
}
