import { Button, Card, EmptyState } from "@mantine/core";
import { paths } from "@stint/shared/page-routes";
import type { SavedJob } from "@stint/shared/saved-jobs";
import { IconBookmark } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { NoSearchResults } from "../../../components/no-search-results.tsx";
import { PagedList } from "../../../components/paged-list.tsx";
import { useSavedJobs } from "../api/list-saved-jobs.ts";

type Props = {
  q: string;
  onSearch: (q: string) => void;
  /** One saved job's card, composed by the route (the job card belongs to the jobs feature). */
  renderJob: (item: SavedJob) => ReactNode;
};

/** The Saved tab: the student's saved jobs, newest saved first, searched by title and company on the screen. */
export function SavedJobsList({ q, onSearch, renderJob }: Props) {
  const { t } = useTranslation("savedJobs");
  const query = useSavedJobs();
  return (
    <PagedList<SavedJob>
      query={query}
      q={q}
      onSearch={onSearch}
      searchTexts={(item) => [item.job.title, item.job.company.name]}
      searchLabel={t("list.searchLabel")}
      placeholder={t("list.placeholder")}
      noun={[t("list.nounOne"), t("list.nounMany")]}
      what={t("list.what")}
      getKey={(item) => item.job.id}
      renderItem={renderJob}
      empty={
        <Card padding="xl">
          <EmptyState
            icon={<IconBookmark size={32} aria-hidden />}
            withIndicatorBackground
            title={t("list.emptyTitle")}
            description={t("list.emptyText")}
          >
            <EmptyState.Actions>
              <Button component={Link} to={paths.jobList()}>
                {t("list.browseJobs")}
              </Button>
            </EmptyState.Actions>
          </EmptyState>
        </Card>
      }
      noResults={
        <NoSearchResults
          title={t("list.noResultsTitle")}
          text={t("list.noResultsText")}
          showAll={t("list.showAll")}
          onShowAll={() => onSearch("")}
        />
      }
    />
  );
}
