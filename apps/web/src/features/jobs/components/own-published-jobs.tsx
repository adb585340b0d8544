import { Button, Card, EmptyState, Group, Loader, SimpleGrid, Skeleton, Stack, Title } from "@mantine/core";
import type { JobListItem } from "@stint/shared/jobs";
import { IconBriefcase, IconPlus } from "@tabler/icons-react";
import { useId, type ReactNode } from "react";
import { Link } from "react-router";
import { LoadErrorPanel } from "../../../components/query-states.tsx";
import { paths } from "@stint/shared/page-routes";
import { ownPublishedJobsSearch } from "../api/own-published-jobs-search.ts";
import { useJobSearchPages } from "../api/search-jobs.ts";
import { formatNumber } from "../../../lib/format.ts";

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
          {search.isPending
            ? "Loading your published jobs…"
            : total === 0
              ? "No published jobs"
              : `${formatNumber(total)} published ${total === 1 ? "job" : "jobs"}`}
        </Title>
        {updating && <Loader size="xs" aria-label="Updating the results" />}
      </Group>

      {search.isPending ? (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" aria-hidden>
          {Array.from({ length: 2 }, (_, index) => (
            <Skeleton key={index} height={260} radius="lg" />
          ))}
        </SimpleGrid>
      ) : search.isError && jobs.length === 0 ? (
        <LoadErrorPanel what="your jobs" error={search.error} onRetry={() => void search.refetch()} />
      ) : jobs.length === 0 ? (
        <Card padding="xl">
          {q.trim() ? (
            <EmptyState
              icon={<IconBriefcase size={32} aria-hidden />}
              withIndicatorBackground
              title="None of your published jobs fits these words"
              description="Check the spelling, or search for a word of the title or a skill."
            >
              <EmptyState.Actions>
                <Button variant="default" onClick={onClearSearch}>
                  Show every published job
                </Button>
              </EmptyState.Actions>
            </EmptyState>
          ) : (
            <EmptyState
              icon={<IconBriefcase size={32} aria-hidden />}
              withIndicatorBackground
              title="You have no published job yet"
              description="Students are matched to published jobs. Post a job, or publish one of your drafts, to see its best candidates here."
            >
              <EmptyState.Actions>
                <Button component={Link} to={paths.jobCreation()} leftSection={<IconPlus size={16} aria-hidden />}>
                  Post a job
                </Button>
                <Button component={Link} to={paths.jobList({ mine: "true", status: "draft" })} variant="default">
                  Your drafts
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
            Load more jobs
          </Button>
        </Group>
      )}
    </Stack>
  );
}
