import { Button, Card, Drawer, Grid, Group, Loader, Pagination, Select, Stack, Text, Title } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import type { Currency, JobSort } from "@stint/shared/jobs";
import { IconAdjustmentsHorizontal } from "@tabler/icons-react";
import { useId } from "react";
import { FilterPills } from "../../../components/filter-pills.tsx";
import { SearchBox } from "../../../components/search-box.tsx";
import { useJobSearch } from "../api/search-jobs.ts";
import { jobFilterChips } from "../job-format.ts";
import {
  countActiveFilters,
  effectiveSort,
  JOB_PAGE_SIZE,
  toApiQuery,
  type JobListFilters,
} from "../job-search-params.ts";
import { JobFilters, type UpdateFilters } from "./job-filters.tsx";
import { JobSearchResults } from "./job-search-results.tsx";
import classes from "./job-search.module.css";

const numberFormat = new Intl.NumberFormat("en");

const SORT_LABELS: Record<JobSort, string> = { relevance: "Relevance", newest: "Newest", distance: "Distance" };

/**
 * The job list's search: the words box, the filters (a sidebar on a wide screen, a drawer on a phone), the
 * count, the sort, the filters in use, the results and the pages. `filters` and `update` come from the address
 * bar (`useJobListFilters`).
 */
export function JobSearch({
  filters,
  update,
  defaultCurrency,
}: {
  filters: JobListFilters;
  update: UpdateFilters;
  /** The currency a minimum pay is in until the user picks one (the viewer's own). */
  defaultCurrency: Currency;
}) {
  const [drawerOpened, drawer] = useDisclosure(false);
  const headingId = useId();
  const mine = filters.mine;
  const search = useJobSearch(toApiQuery(filters));
  const activeCount = countActiveFilters(filters);
  const sort = effectiveSort(filters);

  const data = search.data;
  const total = data?.total ?? 0;
  const pages = Math.min(Math.ceil(total / JOB_PAGE_SIZE), 1000);
  const first = (filters.page - 1) * JOB_PAGE_SIZE + 1;
  const last = Math.min(filters.page * JOB_PAGE_SIZE, total);
  const updating = search.isFetching && search.isPlaceholderData;

  const sortOptions = (["relevance", "newest", "distance"] as const).map((value) => ({
    value,
    label: SORT_LABELS[value],
    disabled: (value === "relevance" && !filters.q) || (value === "distance" && !filters.near),
  }));

  const filterPanel = <JobFilters filters={filters} update={update} defaultCurrency={defaultCurrency} />;

  return (
    <>
      <Stack gap="md">
        <SearchBox
          q={filters.q}
          onSearch={(q) => update({ q, sort: null })}
          label="Jobs"
          placeholder={mine ? "Search your jobs" : "Job title, skill, company or keyword"}
        />

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

              <FilterPills chips={jobFilterChips(filters, defaultCurrency)} onRemove={update} />

              <JobSearchResults
                search={search}
                filters={filters}
                update={update}
                activeCount={activeCount}
                updating={updating}
              />

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
