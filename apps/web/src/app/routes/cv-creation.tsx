import { Alert, Button } from "@mantine/core";
import { MAX_CVS_PER_STUDENT } from "@stint/shared/cvs";
import { IconInfoCircle } from "@tabler/icons-react";
import { Link } from "react-router";
import { PageHeader } from "../../components/page-header.tsx";
import { DetailSkeleton, LoadErrorPanel } from "../../components/query-states.tsx";
import { paths } from "@stint/shared/page-routes";
import { useCvList } from "../../features/cvs/api/list-cvs.ts";
import { CvForm } from "../../features/cvs/components/cv-form.tsx";

/** `/cv-creation` (students only): a new CV; a new student lands here after signing up (PRODUCT §2). */
export function CvCreationRoute() {
  const cvs = useCvList();
  if (cvs.isPending) return <DetailSkeleton />;
  if (cvs.isError) return <LoadErrorPanel what="your CVs" error={cvs.error} onRetry={() => void cvs.refetch()} />;

  const first = cvs.data.length === 0;
  const full = cvs.data.length >= MAX_CVS_PER_STUDENT;
  return (
    <>
      <PageHeader
        title={first ? "Create your first CV" : "Create a CV"}
        description={
          first
            ? "Stint matches jobs against your CV. A title is enough to start; the more you add, the better the matches."
            : "Keep one CV per kind of job you look for, e.g. one for internships and one for student jobs."
        }
      />
      {full ? (
        <Alert
          variant="light"
          color="yellow"
          icon={<IconInfoCircle aria-hidden />}
          title="You have the most CVs Stint keeps"
        >
          You have {MAX_CVS_PER_STUDENT} CVs. Delete one you no longer use to create another.
          <Button component={Link} to={paths.cvList()} variant="default" size="xs" mt="sm" display="block">
            Your CVs
          </Button>
        </Alert>
      ) : (
        <CvForm first={first} />
      )}
    </>
  );
}
