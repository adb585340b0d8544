import { Button, SimpleGrid, Skeleton } from "@mantine/core";
import { MAX_CVS_PER_STUDENT } from "@stint/shared/cvs";
import { IconPlus } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PageHeader } from "../../components/page-header.tsx";
import { LoadErrorPanel } from "../../components/query-states.tsx";
import { paths } from "@stint/shared/page-routes";
import { useCvList } from "../../features/cvs/api/list-cvs.ts";
import { CvCard } from "../../features/cvs/components/cv-card.tsx";
import { NoCvsYet } from "../../features/cvs/components/no-cvs-yet.tsx";
import { useCvActions } from "../../features/cvs/components/use-cv-actions.tsx";

/** `/cv-list` (students only): the student's CVs, primary first. */
export function CvListRoute() {
  const { t } = useTranslation("cvs");
  const cvs = useCvList();
  const actions = useCvActions();
  const count = cvs.data?.length ?? 0;
  const full = count >= MAX_CVS_PER_STUDENT;

  return (
    <>
      <PageHeader
        title={t("list.title")}
        description={t("list.intro")}
        actions={
          count > 0 && (
            <Button
              component={Link}
              to={paths.cvCreation()}
              leftSection={<IconPlus size={16} aria-hidden />}
              disabled={full}
              title={full ? t("list.full", { count: MAX_CVS_PER_STUDENT }) : undefined}
            >
              {t("list.new")}
            </Button>
          )
        }
      />
      {cvs.isPending ? (
        <SimpleGrid
          cols={{ base: 1, sm: 2 }}
          spacing="lg"
          role="status"
          aria-busy="true"
          aria-label={t("list.loading")}
        >
          {[0, 1].map((index) => (
            <Skeleton key={index} height={220} radius="lg" />
          ))}
        </SimpleGrid>
      ) : cvs.isError ? (
        <LoadErrorPanel what={t("what.list")} error={cvs.error} onRetry={() => void cvs.refetch()} />
      ) : count === 0 ? (
        <NoCvsYet />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          {cvs.data.map((cv) => (
            <CvCard key={cv.id} cv={cv} actions={actions} />
          ))}
        </SimpleGrid>
      )}
    </>
  );
}
