import { Anchor, Button, Card, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { CompanyProfile } from "@stint/shared/jobs";
import type { Place } from "@stint/shared/place";
import { IconEdit } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Trans, useTranslation } from "react-i18next";
import { Link } from "react-router";
import { CompanyAvatar } from "../../../components/company-avatar.tsx";
import { DetailList } from "../../../components/detail-list.tsx";
import { MarkdownView } from "../../../components/markdown-view.tsx";
import { PageHeader } from "../../../components/page-header.tsx";
import { paths } from "@stint/shared/page-routes";
import { displayUrl, formatDate, formatNumber } from "../../../lib/format.ts";
import { LazyPlaceMap } from "../../maps/components/lazy-place-map.tsx";
import { CompanyRatingBadge } from "./company-rating-badge.tsx";
import { VerifiedBadge } from "../../../components/verified-badge.tsx";

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
  const { t } = useTranslation("companies");
  const facts = [
    company.industry,
    company.sizeBand ? t("accounts:company.sizeOption", { size: company.sizeBand }) : null,
    company.address?.label,
  ]
    .filter(Boolean)
    .join(" · ");
  return (
    <PageHeader
      title={company.name}
      pageTitle={company.name}
      before={<CompanyAvatar company={company} size={64} radius="lg" />}
      description={
        <Stack gap={6}>
          {company.verified && <VerifiedBadge size="md" />}
          <span>{facts || t("profile.onStint")}</span>
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
            {t("profile.edit")}
          </Button>
        )
      }
    />
  );
}

export function CompanyAboutCard({ company, own }: { company: Company; own: boolean }) {
  const { t } = useTranslation("companies");
  return (
    <Card component="section" aria-labelledby="company-about">
      <Title order={2} fz="lg" mb="md" id="company-about">
        {t("profile.about", { name: company.name })}
      </Title>
      {company.description ? (
        <MarkdownView markdown={company.description} />
      ) : (
        <Text size="sm" c="dimmed">
          {own ? (
            <Trans
              t={t}
              i18nKey="profile.noDescriptionOwn"
              components={{
                to: (
                  <Anchor
                    component={Link}
                    to={`${paths.companyEdit()}?focus=description`}
                    size="sm"
                    underline="always"
                  />
                ),
              }}
            />
          ) : (
            t("profile.noDescription", { name: company.name })
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
  const { t } = useTranslation("companies");
  const { company, openJobs, counts } = profile;
  return (
    <Stack gap="sm" component="section" aria-labelledby="company-jobs">
      <Group justify="space-between" align="baseline" gap="xs">
        <Title order={2} fz="lg" id="company-jobs">
          {t("profile.openJobs")}
        </Title>
        {own && (
          <Anchor component={Link} to={paths.jobList({ mine: "true" })} size="sm" fw={600}>
            {t("profile.allYourJobs")}
          </Anchor>
        )}
      </Group>
      {openJobs.length === 0 ? (
        <Card>
          <Text size="sm" c="dimmed">
            {own ? (
              <Trans
                t={t}
                i18nKey="profile.noJobsOwn"
                components={{ to: <Anchor component={Link} to={paths.jobCreation()} size="sm" underline="always" /> }}
              />
            ) : (
              t("profile.noJobs", { name: company.name })
            )}
          </Text>
        </Card>
      ) : (
        jobCards
      )}
      {counts.openJobs > openJobs.length && (
        <Button component={Link} to={paths.jobList({ companyId: company.id, company: company.name })} variant="default">
          {t("profile.seeAll", { count: counts.openJobs, number: formatNumber(counts.openJobs) })}
        </Button>
      )}
    </Stack>
  );
}

export function CompanyGlanceCard({ profile }: { profile: CompanyProfile }) {
  const { t } = useTranslation("companies");
  const { company, counts } = profile;
  return (
    <Card component="section" aria-labelledby="company-glance">
      <Title order={2} fz="md" mb="md" id="company-glance">
        {t("profile.glance")}
      </Title>
      <SimpleGrid cols={2} mb="md">
        <Stat value={counts.openJobs} label={t("profile.openJobsStat", { count: counts.openJobs })} />
        <Stat value={counts.totalJobsPosted} label={t("profile.postedStat", { count: counts.totalJobsPosted })} />
      </SimpleGrid>
      <DetailList
        items={[
          { label: t("profile.industry"), value: company.industry },
          {
            label: t("profile.size"),
            value: company.sizeBand ? t("accounts:company.sizeOption", { size: company.sizeBand }) : null,
          },
          {
            label: t("profile.website"),
            value: company.website && (
              <Anchor href={company.website} target="_blank" rel="noopener noreferrer" size="sm">
                {displayUrl(company.website)}
              </Anchor>
            ),
          },
          { label: t("profile.since"), value: formatDate(company.createdAt) },
        ]}
      />
    </Card>
  );
}

export function CompanyLocationCard({ address }: { address: Place }) {
  const { t } = useTranslation("companies");
  return (
    <Card component="section" aria-labelledby="company-location">
      <Title order={2} fz="md" mb="md" id="company-location">
        {t("profile.location")}
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
