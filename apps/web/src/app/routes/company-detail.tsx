import { Anchor, Button, Card, Grid, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { CompanyProfile } from "@stint/shared/jobs";
import { IconEdit } from "@tabler/icons-react";
import { Link, useParams } from "react-router";
import { DetailList } from "../../components/detail-list.tsx";
import { PageHeader } from "../../components/page-header.tsx";
import { jobListPath, paths } from "../../config/paths.ts";
import { useMe } from "../../features/accounts/api/get-me.ts";
import { useCompanyQuery } from "../../features/companies/api/get-company.ts";
import { CompanyAvatar } from "../../features/companies/components/company-avatar.tsx";
import { JobCard } from "../../features/jobs/components/job-card.tsx";
import { DetailSkeleton, isNotFound, LoadErrorPanel, NotFoundPanel } from "../../components/query-states.tsx";
import { formatDate } from "../../features/jobs/job-format.ts";
import { LazyPlaceMap } from "../../features/maps/components/lazy-place-map.tsx";
import { displayUrl } from "../../lib/format.ts";

const numberFormat = new Intl.NumberFormat("en");

function Stat({ value, label }: { value: number; label: string }) {
  return (
    <div>
      <Text fw={800} fz={26} lh={1.1}>
        {numberFormat.format(value)}
      </Text>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
    </div>
  );
}

function CompanyPage({ profile, own }: { profile: CompanyProfile; own: boolean }) {
  const { company, openJobs, counts } = profile;
  const facts = [company.industry, company.sizeBand ? `${company.sizeBand} employees` : null, company.address?.label]
    .filter(Boolean)
    .join(" · ");

  return (
    <>
      <PageHeader
        title={company.name}
        pageTitle={company.name}
        before={<CompanyAvatar company={company} size={64} radius="lg" />}
        description={facts || "Company on Stint"}
        actions={
          own && (
            <Button
              component={Link}
              to={paths.companyEdit}
              variant="default"
              leftSection={<IconEdit size={16} aria-hidden />}
            >
              Edit your profile
            </Button>
          )
        }
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <Card component="section" aria-labelledby="company-about">
              <Title order={2} fz="lg" mb="md" id="company-about">
                About {company.name}
              </Title>
              {company.description ? (
                <Text size="sm" style={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}>
                  {company.description}
                </Text>
              ) : (
                <Text size="sm" c="dimmed">
                  {own ? (
                    <>
                      No description yet.{" "}
                      <Anchor
                        component={Link}
                        to={`${paths.companyEdit}?focus=description`}
                        size="sm"
                        underline="always"
                      >
                        Describe your company
                      </Anchor>{" "}
                      so students know what it is like to work with you.
                    </>
                  ) : (
                    `${company.name} has not written a description yet.`
                  )}
                </Text>
              )}
            </Card>

            <Stack gap="sm" component="section" aria-labelledby="company-jobs">
              <Group justify="space-between" align="baseline" gap="xs">
                <Title order={2} fz="lg" id="company-jobs">
                  Open jobs
                </Title>
                {own && (
                  <Anchor component={Link} to={jobListPath({ mine: "true" })} size="sm" fw={600}>
                    All your jobs, drafts too
                  </Anchor>
                )}
              </Group>
              {openJobs.length === 0 ? (
                <Card>
                  <Text size="sm" c="dimmed">
                    {own ? (
                      <>
                        You have no published job.{" "}
                        <Anchor component={Link} to={paths.jobCreation} size="sm" underline="always">
                          Post a job
                        </Anchor>{" "}
                        and it shows here.
                      </>
                    ) : (
                      `${company.name} has no open job right now. Check back later.`
                    )}
                  </Text>
                </Card>
              ) : (
                openJobs.map((job) => <JobCard key={job.id} job={job} headingOrder={3} withCompany={false} />)
              )}
              {counts.openJobs > openJobs.length && (
                <Button
                  component={Link}
                  to={jobListPath({ companyId: company.id, company: company.name })}
                  variant="default"
                >
                  See all {numberFormat.format(counts.openJobs)} open jobs
                </Button>
              )}
            </Stack>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <Card component="section" aria-labelledby="company-glance">
              <Title order={2} fz="md" mb="md" id="company-glance">
                At a glance
              </Title>
              <SimpleGrid cols={2} mb="md">
                <Stat value={counts.openJobs} label={counts.openJobs === 1 ? "open job" : "open jobs"} />
                <Stat value={counts.totalJobsPosted} label="jobs posted" />
              </SimpleGrid>
              <DetailList
                items={[
                  { label: "Industry", value: company.industry },
                  { label: "Size", value: company.sizeBand ? `${company.sizeBand} employees` : null },
                  {
                    label: "Website",
                    value: company.website && (
                      <Anchor href={company.website} target="_blank" rel="noopener noreferrer" size="sm">
                        {displayUrl(company.website)}
                      </Anchor>
                    ),
                  },
                  { label: "On Stint since", value: formatDate(company.createdAt) },
                ]}
              />
            </Card>
            {company.address && (
              <Card component="section" aria-labelledby="company-location">
                <Title order={2} fz="md" mb="md" id="company-location">
                  Location
                </Title>
                <Stack gap="xs">
                  <LazyPlaceMap
                    pins={[{ lat: company.address.lat, lon: company.address.lon, label: company.address.label }]}
                    height={220}
                  />
                  <Text size="sm" c="dimmed">
                    {company.address.label}
                  </Text>
                </Stack>
              </Card>
            )}
          </Stack>
        </Grid.Col>
      </Grid>
    </>
  );
}

/** `/company-detail/{id}`: a company's public page, for students and other companies alike. */
export function CompanyDetailRoute() {
  const { id = "" } = useParams();
  const account = useMe()?.account;
  const company = useCompanyQuery(id);

  if (company.isPending) return <DetailSkeleton />;
  if (company.isError) {
    if (isNotFound(company.error)) {
      return (
        <NotFoundPanel
          title="Company not found"
          text="There is no company at this address. It may have left Stint, or the link is wrong."
          action={
            <Button component={Link} to={jobListPath()}>
              Find jobs
            </Button>
          }
        />
      );
    }
    return <LoadErrorPanel what="the company" error={company.error} onRetry={() => void company.refetch()} />;
  }
  return <CompanyPage profile={company.data} own={account?.id === company.data.company.id} />;
}
