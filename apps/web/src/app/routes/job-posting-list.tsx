import { PageHeader } from "../../components/page-header.tsx";
import { useMe } from "../../features/accounts/api/get-me.ts";
import { currencyFor } from "../../features/jobs/components/job-form-values.ts";
import { JobListCompanyActions } from "../../features/jobs/components/job-list-company-actions.tsx";
import { JobSearch } from "../../features/jobs/components/job-search.tsx";
import { useJobListFilters } from "../../features/jobs/components/use-job-list-filters.ts";

/** `/job-posting-list`: find jobs; a company also sees its own jobs here ("Your jobs", `?mine=true`). */
export function JobPostingListRoute() {
  const me = useMe();
  const isCompany = me?.role === "company";
  const { filters, update } = useJobListFilters({ companyView: isCompany });
  const title = filters.mine ? "Your jobs" : "Find jobs";

  return (
    <>
      <PageHeader
        title={title}
        pageTitle={filters.q ? `${filters.q} · ${title}` : title}
        description={
          filters.mine
            ? "Drafts, published and closed jobs of your company."
            : "Internships, working student and graduate jobs from companies on Stint."
        }
        actions={isCompany && <JobListCompanyActions mine={filters.mine} />}
      />
      <JobSearch filters={filters} update={update} defaultCurrency={currencyFor(me?.account?.address)} />
    </>
  );
}
