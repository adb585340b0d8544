import {
  Box,
  Button,
  Card,
  Drawer,
  EmptyState,
  Grid,
  Group,
  Loader,
  Pagination,
  Select,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import type { JobSort } from "@stint/shared/jobs";
import { IconAdjustmentsHorizontal, IconBriefcase, IconPlus, IconSearch } from "@tabler/icons-react";
import { useId, useMemo, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { PageHeader } from "../../components/page-header.tsx";
import { jobListPath, paths } from "../../config/paths.ts";
import { useMe } from "../../features/accounts/api/get-me.ts";
import { useJobSearch } from "../../features/jobs/api/search-jobs.ts";
import { ActiveFilterPills } from "../../features/jobs/components/active-filter-pills.tsx";
import { JobCard } from "../../features/jobs/components/job-card.tsx";
import { JobFilters } from "../../features/jobs/components/job-filters.tsx";
import { currencyFor } from "../../features/jobs/components/job-form-values.ts";
import { LoadErrorPanel } from "../../components/query-states.tsx";
import {
  countActiveFilters,
  effectiveSort,
  JOB_PAGE_SIZE,
  jobListSearch,
  parseJobListParams,
  toApiQuery,
  type JobListFilters,
  CLEARED_FILTERS,
} from "../../features/jobs/job-search-params.ts";
import classes from "./job-posting-list.module.css";

const numberFormat = new Intl.NumberFormat("en");

/** The words box: typed freely, searched on Enter or the button; the URL's words replace it on back/forward. */
function SearchBox({ q, onSearch, mine }: { q: string; onSearch: (q: string) => void; mine: boolean }) {
  const [text, setText] = useState(q);
  const [shown, setShown] = useState(q);
  if (shown !== q) {
    setShown(q);
    setText(q);
  }
  return (
    <Box
      component="form"
      role="search"
      aria-label="Jobs"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text);
      }}
    >
      <Group gap="xs" wrap="nowrap">
        <TextInput
          type="search"
          aria-label="Search jobs"
          placeholder={mine ? "Search your jobs" : "Job title, skill, company or keyword"}
          leftSection={<IconSearch size={18} aria-hidden />}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          maxLength={200}
          style={{ flex: 1 }}
        />
        <Button type="submit" size="md">
          Search
        </Button>
      </Group>
    </Box>
  );
}

function ResultSkeletons() {
  return (
    <Stack gap="sm" aria-hidden>
      {Array.from({ length: 4 }, (_, index) => (
        <Card key={index} padding="md">
          <Group align="flex-start" gap="md" wrap="nowrap">
            <Skeleton height={48} width={48} radius="md" />
            <Stack gap={8} style={{ flex: 1 }}>
              <Skeleton height={18} width="55%" />
              <Skeleton height={14} width="30%" />
              <Skeleton height={14} width="70%" />
              <Skeleton height={14} width="90%" />
            </Stack>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}

const SORT_LABELS: Record<JobSort, string> = { relevance: "Relevance", newest: "Newest", distance: "Distance" };

export function JobPostingListRoute() {
  const me = useMe();
  const [searchParams, setSearchParams] = useSearchParams();
  const [drawerOpened, drawer] = useDisclosure(false);
  const headingId = useId();
  const isCompany = me?.role === "company";
  const current = searchParams.toString();
  const parsed = useMemo(() => parseJobListParams(new URLSearchParams(current)), [current]);
  // A change shows at once, while the router is still moving to its URL (a controlled checkbox would
  // otherwise flick back for a frame); as soon as the URL changes, the URL is the truth again.
  const [pending, setPending] = useState<{ from: string; filters: JobListFilters } | null>(null);
  if (pending && pending.from !== current) setPending(null);
  const shown = pending && pending.from === current ? pending.filters : parsed;
  // "Your jobs" is a company's view; a student following such a link sees the public list.
  const filters: JobListFilters = isCompany ? shown : { ...shown, mine: false, status: [] };
  const mine = filters.mine;
  const search = useJobSearch(toApiQuery(filters));
  const defaultCurrency = currencyFor(me?.account?.address);
  const activeCount = countActiveFilters(filters);
  const sort = effectiveSort(filters);

  /** Every change is a new history entry (back undoes it); any change but paging starts again at page 1. */
  const update = (patch: Partial<JobListFilters>) => {
    const next = { ...filters, page: 1, ...patch };
    setPending({ from: current, filters: next });
    setSearchParams(jobListSearch(next), { preventScrollReset: !("page" in patch) });
  };

  const data = search.data;
  const total = data?.total ?? 0;
  const pages = Math.min(Math.ceil(total / JOB_PAGE_SIZE), 1000);
  const first = (filters.page - 1) * JOB_PAGE_SIZE + 1;
  const last = Math.min(filters.page * JOB_PAGE_SIZE, total);
  const updating = search.isFetching && search.isPlaceholderData;

  const title = mine ? "Your jobs" : "Find jobs";
  const pageTitle = filters.q ? `${filters.q} · ${title}` : title;

  const sortOptions = (["relevance", "newest", "distance"] as const).map((value) => ({
    value,
    label: SORT_LABELS[value],
    disabled: (value === "relevance" && !filters.q) || (value === "distance" && !filters.near),
  }));

  const filterPanel = <JobFilters filters={filters} update={update} defaultCurrency={defaultCurrency} />;

  let results;
  if (search.isPending) {
    results = <ResultSkeletons />;
  } else if (search.isError && !data) {
    results = <LoadErrorPanel what="jobs" error={search.error} onRetry={() => void search.refetch()} />;
  } else if (data && data.items.length === 0) {
    const filtered = activeCount > 0 || filters.q;
    results = (
      <Card padding="xl">
        <EmptyState
          icon={<IconBriefcase size={32} aria-hidden />}
          withIndicatorBackground
          title={
            mine && !filtered
              ? "You have not posted a job yet"
              : filters.page > 1
                ? "There is nothing on this page"
                : "No jobs match your search"
          }
          description={
            mine && !filtered
              ? "Post your first job: save it as a draft and publish it when it is ready."
              : filters.page > 1
                ? "The list got shorter since this page was opened."
                : activeCount > 0
                  ? "Try fewer filters, a larger distance, or other words: a skill, a city or a company name."
                  : "Check the spelling, or try other words: a skill, a city or a company name."
          }
        >
          <EmptyState.Actions>
            {mine && !filtered ? (
              <Button component={Link} to={paths.jobCreation} leftSection={<IconPlus size={16} aria-hidden />}>
                Post a job
              </Button>
            ) : filters.page > 1 ? (
              <Button variant="default" onClick={() => update({ page: 1 })}>
                Go to the first page
              </Button>
            ) : (
              <>
                {activeCount > 0 && (
                  <Button variant="default" onClick={() => update({ ...CLEARED_FILTERS, sort: null })}>
                    Clear all filters
                  </Button>
                )}
                {filters.q && (
                  <Button variant="default" onClick={() => update({ q: "", sort: null })}>
                    Search all jobs
                  </Button>
                )}
              </>
            )}
          </EmptyState.Actions>
        </EmptyState>
      </Card>
    );
  } else if (data) {
    results = (
      <Stack gap="sm" className={classes.results} data-updating={updating || undefined} aria-busy={updating}>
        {data.items.map((job) => (
          <JobCard key={job.id} job={job} headingOrder={3} withStatus={mine} withCompany={!mine} />
        ))}
      </Stack>
    );
  }

  return (
    <>
      <PageHeader
        title={title}
        pageTitle={pageTitle}
        description={
          mine
            ? "Drafts, published and closed jobs of your company."
            : "Internships, working student and graduate jobs from companies on Stint."
        }
        actions={
          isCompany && (
            <>
              <Button.Group>
                <Button
                  component={Link}
                  to={jobListPath({ mine: "true" })}
                  variant={mine ? "filled" : "default"}
                  aria-current={mine ? "page" : undefined}
                >
                  Your jobs
                </Button>
                <Button
                  component={Link}
                  to={jobListPath()}
                  variant={mine ? "default" : "filled"}
                  aria-current={mine ? undefined : "page"}
                >
                  All jobs
                </Button>
              </Button.Group>
              <Button component={Link} to={paths.jobCreation} leftSection={<IconPlus size={16} aria-hidden />}>
                Post a job
              </Button>
            </>
          )
        }
      />

      <Stack gap="md">
        <SearchBox q={filters.q} mine={mine} onSearch={(q) => update({ q: q.trim(), sort: null })} />

        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 4, lg: 3 }} visibleFrom="md">
            <Card component="section" aria-labelledby={`${headingId}-filters`} className={classes.sidebar}>
              <Title order={2} fz="md" mb="md" id={`${headingId}-filters`}>
                Filters
              </Title>
              {filterPanel}
            </Card>
          </Grid.Col>

          <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
            <Stack gap="sm" component="section" aria-labelledby={`${headingId}-results`}>
              <Group justify="space-between" align="center" gap="sm" wrap="wrap">
                <Group gap="xs" wrap="nowrap">
                  <Title order={2} fz="sm" fw={600} id={`${headingId}-results`} aria-live="polite">
                    {search.isPending
                      ? "Searching…"
                      : total === 0
                        ? "No jobs"
                        : total <= JOB_PAGE_SIZE && filters.page === 1
                          ? `${numberFormat.format(total)} ${total === 1 ? "job" : "jobs"}`
                          : `${numberFormat.format(first)}–${numberFormat.format(last)} of ${numberFormat.format(total)} jobs`}
                  </Title>
                  {updating && <Loader size="xs" aria-label="Updating the results" />}
                </Group>
                <Group gap="xs" wrap="nowrap">
                  <Button
                    hiddenFrom="md"
                    variant="default"
                    leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
                    onClick={drawer.open}
                    aria-haspopup="dialog"
                  >
                    Filters{activeCount > 0 ? ` (${activeCount})` : ""}
                  </Button>
                  <Select
                    aria-label="Sort by"
                    size="sm"
                    w={170}
                    data={sortOptions}
                    value={sort}
                    allowDeselect={false}
                    onChange={(value) => update({ sort: (value as JobSort) ?? null })}
                    comboboxProps={{ withinPortal: true }}
                    leftSection={
                      <Text size="xs" c="dimmed" aria-hidden pl={6}>
                        Sort
                      </Text>
                    }
                    leftSectionWidth={44}
                  />
                </Group>
              </Group>

              <ActiveFilterPills filters={filters} update={update} defaultCurrency={defaultCurrency} />

              {results}

              {pages > 1 && (
                <Group justify="center" mt="md" component="nav" aria-label="Pages of results">
                  <Pagination
                    total={pages}
                    value={Math.min(filters.page, pages)}
                    onChange={(page) => {
                      update({ page });
                      window.scrollTo({ top: 0 });
                    }}
                    siblings={1}
                    boundaries={1}
                    getItemProps={(page) => ({
                      "aria-label": `Page ${page}`,
                      "aria-current": page === filters.page ? "page" : undefined,
                    })}
                    getControlProps={(control) =>
                      control === "previous"
                        ? { "aria-label": "Previous page" }
                        : control === "next"
                          ? { "aria-label": "Next page" }
                          : {}
                    }
                  />
                </Group>
              )}
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>

      <Drawer
        opened={drawerOpened}
        onClose={drawer.close}
        title={<Text fw={700}>Filters</Text>}
        position="bottom"
        size="90%"
        hiddenFrom="md"
        closeButtonProps={{ "aria-label": "Close the filters" }}
      >
        <Stack gap="lg" pb="md">
          {filterPanel}
          <Button onClick={drawer.close} fullWidth>
            {search.isFetching ? "Show jobs" : `Show ${numberFormat.format(total)} ${total === 1 ? "job" : "jobs"}`}
          </Button>
        </Stack>
      </Drawer>
    </>
  );
}
