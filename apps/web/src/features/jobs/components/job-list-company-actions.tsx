import { Button } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "@stint/shared/page-routes";

/** A company's switch between its own jobs and all jobs, and its way to post one. */
export function JobListCompanyActions({ mine }: { mine: boolean }) {
  const { t } = useTranslation("jobs");
  return (
    <>
      <Button.Group>
        <Button
          component={Link}
          to={paths.jobList({ mine: "true" })}
          variant={mine ? "filled" : "default"}
          aria-current={mine ? "page" : undefined}
        >
          {t("list.yourJobs")}
        </Button>
        <Button
          component={Link}
          to={paths.jobList()}
          variant={mine ? "default" : "filled"}
          aria-current={mine ? undefined : "page"}
        >
          {t("list.allJobs")}
        </Button>
      </Button.Group>
      <Button component={Link} to={paths.jobCreation()} leftSection={<IconPlus size={16} aria-hidden />}>
        {t("list.postJob")}
      </Button>
    </>
  );
}
