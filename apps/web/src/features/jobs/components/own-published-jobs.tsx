import { Button, Card, EmptyState, Group, Loader, SimpleGrid, Skeleton, Stack, Title } from "@mantine/core";
import type { JobListItem } from "@stint/shared/jobs";
import { IconBriefcase, IconPlus } from "@tabler/icons-react";
import { useId, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LoadErrorPanel } from "../../../components/query-states.tsx";
import { paths } from "@stint/shared/page-routes";
import { ownPublishedJobsSearch } from "../api/own-published-jobs-search.ts";
import { useJobSearchPages } from "../api/search-jobs.ts";

/**
 * The signed-in company's published jobs, each shown by `renderJob` (the route composes what another feature
 * shows for it), with placeholders, the empty states and "Load more".
 */
export function OwnPublishedJobs({
  q,
  onClearSearch,
  renderJob,
}: {
  q: string;
  onClearSearch: () => void;
  renderJob: (job: JobListItem) => ReactNode;
}) {
  const { t } = useTranslation("jobs");
  const headingId = useId();
  const search = useJobSearchPages(ownPublishedJobsSearch(q));
  const pages = search.data?.pages ?? [];
  const jobs = pages.flatMap((page) => page.items);
  const total = pages[0]?.total ?? 0;
  const updating = search.isFetching && search.isPlaceholderData;

  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Group gap="xs" wrap="nowrap">
        <Title order={2} fz="sm" fw={600} id={headingId} aria-live="polite">
          {search.isPending ? t("published.loading") : total === 0 ? t("published.none") : t("published.count", { count: total })}
        </Title>
        {updating && <Loader size="xs" aria-label={t("published.updating")} />}
      </Group>

      {search.isPending ? (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" aria-hidden>
          {Array.from({ length: 2 }, (_, index) => (
            <Skeleton key={index} height={260} radius="lg" />
          ))}
        </SimpleGrid>
      ) : search.isError && jobs.length === 0 ? (
        <LoadErrorPanel what={t("published.what")} error={search.error} onRetry={() => void search.refetch()} />
      ) : jobs.length === 0 ? (
        <Card padding="xl">
          {q.trim() ? (
            <EmptyState
              icon={<IconBriefcase size={32} aria-hidden />}
              withIndicatorBackground
              title={t("published.noMatchTitle")}
              description={t("published.noMatchText")}
            >
              <EmptyState.Actions>
                <Button variant="default" onClick={onClearSearch}>
                  {t("published.showAll")}
                </Button>
              </EmptyState.Actions>
            </EmptyState>
          ) : (
            <EmptyState
              icon={<IconBriefcase size={32} aria-hidden />}
              withIndicatorBackground
              title={t("published.noneTitle")}
              description={t("published.noneText")}
            >
              <EmptyState.Actions>
                <Button component={Link} to={paths.jobCreation()} leftSection={<IconPlus size={16} aria-hidden />}>
                  {t("list.postJob")}
                </Button>
                <Button component={Link} to={paths.jobList({ mine: "true", status: "draft" })} variant="default">
                  {t("published.drafts")}
                </Button>
              </EmptyState.Actions>
            </EmptyState>
          )}
        </Card>
      ) : (
        <SimpleGrid
          cols={{ base: 1, md: 2 }}
          spacing="md"
          style={{ opacity: updating ? 0.55 : 1 }}
          aria-busy={updating}
        >
          {jobs.map((job) => (
            <div key={job.id}>{renderJob(job)}</div>
          ))}
        </SimpleGrid>
      )}

      {search.hasNextPage && !updating && (
        <Group justify="center" mt="sm">
          <Button variant="default" onClick={() => void search.fetchNextPage()} loading={search.isFetchingNextPage}>
            {t("published.more")}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
