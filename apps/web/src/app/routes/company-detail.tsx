import { Button } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { PageColumns } from "../../components/page-columns.tsx";
import { DetailSkeleton, isNotFound, LoadErrorPanel, NotFoundPanel } from "../../components/query-states.tsx";
import { paths } from "@stint/shared/page-routes";
import { useMe } from "../../features/accounts/api/get-me.ts";
import { useCompanyQuery } from "../../features/companies/api/get-company.ts";
import {
  CompanyAboutCard,
  CompanyGlanceCard,
  CompanyLocationCard,
  CompanyOpenJobs,
  CompanyProfileHeader,
} from "../../features/companies/components/company-profile.tsx";
import { JobCard } from "../../features/jobs/components/job-card.tsx";
import {
  CompanyRatingSummaryCard,
  CompanyResponsivenessCard,
} from "../../features/ratings/components/company-rating-summary.tsx";
import { CompanyRatings } from "../../features/ratings/components/company-ratings.tsx";

/**
 * `/company-detail/{id}`: a company's public page, for students and other companies alike: profile, open jobs,
 * what students say (summary and published ratings with the company's responses) and its responsiveness.
 */
export function CompanyDetailRoute() {
  const { t } = useTranslation("companies");
  const { id = "" } = useParams();
  const account = useMe()?.account;
  const company = useCompanyQuery(id);

  if (company.isPending) return <DetailSkeleton />;
  if (company.isError) {
    if (isNotFound(company.error)) {
      return (
        <NotFoundPanel
          title={t("notFound.title")}
          text={t("notFound.text")}
          action={
            <Button component={Link} to={paths.jobList()}>
              {t("notFound.action")}
            </Button>
          }
        />
      );
    }
    return <LoadErrorPanel what={t("loadWhat")} error={company.error} onRetry={() => void company.refetch()} />;
  }

  const profile = company.data;
  const own = account?.id === profile.company.id;
  return (
    <>
      <CompanyProfileHeader company={profile.company} ratings={profile.ratings} own={own} />
      <PageColumns
        main={
          <>
            <CompanyAboutCard company={profile.company} own={own} />
            <CompanyOpenJobs
              profile={profile}
              own={own}
              jobCards={profile.openJobs.map((job) => (
                <JobCard key={job.id} job={job} headingOrder={3} withCompany={false} />
              ))}
            />
            <CompanyRatingSummaryCard summary={profile.ratings} companyName={profile.company.name} />
            <CompanyRatings companyId={profile.company.id} companyName={profile.company.name} />
          </>
        }
        aside={
          <>
            <CompanyGlanceCard profile={profile} />
            <CompanyResponsivenessCard responsiveness={profile.responsiveness} />
            {profile.company.address && <CompanyLocationCard address={profile.company.address} />}
          </>
        }
      />
    </>
  );
}
