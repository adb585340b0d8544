import { Button } from "@mantine/core";
import { profileCompleteness } from "@stint/shared/profile-completeness";
import { IconPlus, IconSearch } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PageColumns } from "../../components/page-columns.tsx";
import { PageHeader } from "../../components/page-header.tsx";
import { paths } from "@stint/shared/page-routes";
import { useMe } from "../../features/accounts/api/get-me.ts";
import { AccountSummary } from "../../features/accounts/components/account-summary.tsx";
import { NextSteps } from "../../features/accounts/components/next-steps.tsx";
import { ProfileCompletenessCard } from "../../features/accounts/components/profile-completeness-card.tsx";
import { DashboardCvs } from "../../features/cvs/components/dashboard-cvs.tsx";
import { CompanyJobsOverview, StudentJobSections } from "../../features/jobs/components/dashboard-jobs.tsx";
import {
  DashboardCvPrompt,
  DashboardRecommendedJobs,
} from "../../features/matching/components/dashboard-recommended-jobs.tsx";
import { UpcomingInterviews } from "../../features/interviews/components/upcoming-interviews.tsx";
import { CompanyTodos, StudentTodos } from "../../features/notifications/components/dashboard-todos.tsx";
import { useGreeting } from "../../lib/use-greeting.ts";

/** `/job-dashboard`: home after signing in; jobs, the profile and what to do next, for the user's role. */
export function JobDashboardRoute() {
  const { t } = useTranslation("jobs");
  const account = useMe()?.account;
  const greet = useGreeting();
  if (!account) return null;
  const student = account.role === "student";
  const firstName = student ? (account.name.split(" ")[0] ?? account.name) : account.name;
  const complete = profileCompleteness(account).percent >= 100;

  return (
    <>
      <PageHeader
        title={greet(firstName)}
        pageTitle={t("dashboard.pageTitle")}
        description={student ? t("dashboard.studentText") : t("dashboard.companyText")}
        actions={
          student ? (
            <Button component={Link} to={paths.jobList()} leftSection={<IconSearch size={16} aria-hidden />}>
              {t("list.findJobs")}
            </Button>
          ) : (
            <Button component={Link} to={paths.jobCreation()} leftSection={<IconPlus size={16} aria-hidden />}>
              {t("list.postJob")}
            </Button>
          )
        }
      />
      <PageColumns
        main={
          <>
            {student && <DashboardCvPrompt />}
            {student ? <StudentTodos /> : <CompanyTodos />}
            <UpcomingInterviews role={account.role} />
            {student && <DashboardRecommendedJobs />}
            {student ? <StudentJobSections address={account.address} /> : <CompanyJobsOverview />}
            {!complete && <ProfileCompletenessCard account={account} />}
          </>
        }
        aside={
          <>
            <AccountSummary account={account} />
            {student && <DashboardCvs />}
            <NextSteps account={account} />
          </>
        }
      />
    </>
  );
}
