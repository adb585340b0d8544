import { jobSearchWire } from "@stint/shared/job-search";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../components/page-header.tsx";
import { useMe } from "../../features/accounts/api/get-me.ts";
import { currencyFor } from "../../features/jobs/components/job-form-values.ts";
import { JobListCompanyActions } from "../../features/jobs/components/job-list-company-actions.tsx";
import { JobSearch } from "../../features/jobs/components/job-search.tsx";
import { SaveAlertButton } from "../../features/job-alerts/components/save-alert-button.tsx";
import { toApiQuery, type JobListFilters } from "../../features/jobs/job-search-params.ts";
import { useJobListFilters } from "../../features/jobs/components/use-job-list-filters.ts";

/** `/job-posting-list`: find jobs; a company also sees its own jobs here ("Your jobs", `?mine=true`). */
export function JobPostingListRoute() {
  const { t } = useTranslation("jobs");
  const me = useMe();
  const isCompany = me?.role === "company";
  const { filters, update } = useJobListFilters({ companyView: isCompany });
  const title = filters.mine ? t("list.yourJobs") : t("list.findJobs");

  return (
    <>
      <PageHeader
        title={title}
        pageTitle={filters.q ? t("list.searchTitle", { q: filters.q, title }) : title}
        description={filters.mine ? t("list.mineText") : t("list.publicText")}
        actions={
          isCompany ? (
            <JobListCompanyActions mine={filters.mine} />
          ) : (
            me?.role === "student" && <SaveAlertButton {...alertSearch(filters)} />
          )
        }
      />
      <JobSearch filters={filters} update={update} defaultCurrency={currencyFor(me?.account?.address)} />
    </>
  );
}

/** The search on the screen as an alert keeps it: the public search's parameters without the page. */
function alertSearch(filters: JobListFilters) {
  const { page: _page, pageSize: _pageSize, mine: _mine, status: _status, ...search } = toApiQuery(filters);
  const wire = Object.entries(jobSearchWire(search)).flatMap(([key, value]) =>
    value === undefined ? [] : [[key, String(value)] as const],
  );
  return { search: Object.fromEntries(wire), placeLabel: filters.near?.label ?? null };
}
