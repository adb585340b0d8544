import { Anchor, Button, Card, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { CompanyProfile } from "@stint/shared/jobs";
import type { Place } from "@stint/shared/place";
import { IconEdit } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { CompanyAvatar } from "../../../components/company-avatar.tsx";
import { DetailList } from "../../../components/detail-list.tsx";
import { MarkdownView } from "../../../components/markdown-view.tsx";
import { PageHeader } from "../../../components/page-header.tsx";
import { paths } from "@stint/shared/page-routes";
import { displayUrl, formatDate, formatNumber } from "../../../lib/format.ts";
import { LazyPlaceMap } from "../../maps/components/lazy-place-map.tsx";
import { CompanyRatingBadge } from "./company-rating-badge.tsx";

// The parts of a company's public page (`/company-detail/{id}`); `own` when the viewer is that company.

type Company = CompanyProfile["company"];

function Stat({ value, label }: { value: number; label: string }) {
  return (
    <div>
      <Text fw={800} fz={26} lh={1.1}>
        {formatNumber(value)}
      </Text>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
    </div>
  );
}

/**
 * The page's heading: logo, name, what the company is, its students' average rating (the details further down),
 * and for the company itself a way to edit it.
 */
export function CompanyProfileHeader({
  company,
  ratings,
  own,
}: {
  company: Company;
  ratings: CompanyProfile["ratings"];
  own: boolean;
}) {
  const facts = [company.industry, company.sizeBand ? `${company.sizeBand} employees` : null, company.address?.label]
    .filter(Boolean)
    .join(" · ");
  return (
    <PageHeader
      title={company.name}
      pageTitle={company.name}
      before={<CompanyAvatar company={company} size={64} radius="lg" />}
      description={
        <Stack gap={6}>
          <span>{facts || "Company on Stint"}</span>
          <CompanyRatingBadge summary={ratings} />
        </Stack>
      }
      actions={
        own && (
          <Button
            component={Link}
            to={paths.companyEdit()}
            variant="default"
            leftSection={<IconEdit size={16} aria-hidden />}
          >
            Edit your profile
          </Button>
        )
      }
    />
  );
}

export function CompanyAboutCard({ company, own }: { company: Company; own: boolean }) {
  return (
    <Card component="section" aria-labelledby="company-about">
      <Title order={2} fz="lg" mb="md" id="company-about">
        About {company.name}
      </Title>
      {company.description ? (
        <MarkdownView markdown={company.description} />
      ) : (
        <Text size="sm" c="dimmed">
          {own ? (
            <>
              No description yet.{" "}
              <Anchor component={Link} to={`${paths.companyEdit()}?focus=description`} size="sm" underline="always">
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
  );
}

/** The company's open jobs: `jobCards` shows them (composed by the route), or an empty note, and a link to all. */
export function CompanyOpenJobs({
  profile,
  own,
  jobCards,
}: {
  profile: CompanyProfile;
  own: boolean;
  jobCards: ReactNode;
}) {
  const { company, openJobs, counts } = profile;
  return (
    <Stack gap="sm" component="section" aria-labelledby="company-jobs">
      <Group justify="space-between" align="baseline" gap="xs">
        <Title order={2} fz="lg" id="company-jobs">
          Open jobs
        </Title>
        {own && (
          <Anchor component={Link} to={paths.jobList({ mine: "true" })} size="sm" fw={600}>
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
                <Anchor component={Link} to={paths.jobCreation()} size="sm" underline="always">
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
        jobCards
      )}
      {counts.openJobs > openJobs.length && (
        <Button component={Link} to={paths.jobList({ companyId: company.id, company: company.name })} variant="default">
          See all {formatNumber(counts.openJobs)} open jobs
        </Button>
      )}
    </Stack>
  );
}

export function CompanyGlanceCard({ profile }: { profile: CompanyProfile }) {
  const { company, counts } = profile;
  return (
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
  );
}

export function CompanyLocationCard({ address }: { address: Place }) {
  return (
    <Card component="section" aria-labelledby="company-location">
      <Title order={2} fz="md" mb="md" id="company-location">
        Location
      </Title>
      <Stack gap="xs">
        <LazyPlaceMap pins={[{ lat: address.lat, lon: address.lon, label: address.label }]} height={220} />
        <Text size="sm" c="dimmed">
          {address.label}
        </Text>
      </Stack>
    </Card>
  );
}
