import { Alert, Anchor, Badge, Card, Group, List, Stack, Text, Title } from "@mantine/core";
import { DEGREE_LABELS } from "@stint/shared/account";
import { CEFR_LABELS, findPublishProblems, languageByCode, type Job } from "@stint/shared/jobs";
import { IconAlertCircle, IconCalendarEvent, IconCoin, IconLock, IconMapPin } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { CompanyAvatar } from "../../../components/company-avatar.tsx";
import { DetailList } from "../../../components/detail-list.tsx";
import { PageColumns } from "../../../components/page-columns.tsx";
import { Fact } from "../../../components/fact.tsx";
import { SectionCard } from "../../../components/section-card.tsx";
import { paths } from "@stint/shared/page-routes";
import { formatAgo, formatDate } from "../../../lib/format.ts";
import { usePageTitle } from "../../../lib/use-page-title.ts";
import { LazyPlaceMap } from "../../maps/components/lazy-place-map.tsx";
import { SkillList } from "../../skills/components/skill-list.tsx";
import { formatMonths, formatPay, jobPlaceLine, jobTypeLabel, workModeLabel } from "../job-format.ts";
import { JobOwnerActions } from "./job-owner-actions.tsx";
import { JobStatusBadge } from "./job-status-badge.tsx";
import { MarkdownView } from "../../../components/markdown-view.tsx";

function JobHeader({ job, owner }: { job: Job; owner: boolean }) {
  const place = jobPlaceLine(job);
  const pay = formatPay(job.pay);
  return (
    <Card>
      <Group align="flex-start" gap="md" wrap="nowrap">
        <CompanyAvatar company={job.company} size={64} radius="lg" visibleFrom="xs" />
        <Stack gap={8} style={{ minWidth: 0, flex: 1 }}>
          <Title order={1} fz={{ base: 22, sm: 28 }} lh={1.25} style={{ overflowWrap: "anywhere" }}>
            {job.title}
          </Title>
          <Anchor component={Link} to={paths.companyPage({ id: job.companyId })} fw={600} size="md" w="fit-content">
            {job.company.name}
          </Anchor>
          <Group gap={6} wrap="wrap">
            {(owner || job.status !== "published") && <JobStatusBadge status={job.status} />}
            <Badge variant="light" color="stint">
              {jobTypeLabel(job)}
            </Badge>
            <Badge variant="default">{workModeLabel(job)}</Badge>
          </Group>
          <Stack gap={4} mt={4}>
            {place && <Fact icon={IconMapPin}>{place}</Fact>}
            <Fact icon={IconCoin}>{pay ?? "Pay not set yet"}</Fact>
            <Fact icon={IconCalendarEvent}>
              {job.publishedAt ? `Posted ${formatAgo(job.publishedAt)}` : `Created ${formatAgo(job.createdAt)}`}
              {job.deadline && ` · Apply by ${formatDate(job.deadline)}`}
            </Fact>
          </Stack>
        </Stack>
      </Group>
    </Card>
  );
}

/** On a phone right under the job's header, beside it on a wide screen: only one of the two is ever shown. */
function OwnerCard({ job, ...visibility }: { job: Job; hiddenFrom?: "md"; visibleFrom?: "md" }) {
  const id = `job-owner-actions-${visibility.hiddenFrom ? "narrow" : "wide"}`;
  return (
    <Card component="section" aria-labelledby={id} {...visibility}>
      <Title order={2} fz="md" mb="md" id={id}>
        Manage this job
      </Title>
      <JobOwnerActions job={job} />
    </Card>
  );
}

/**
 * Pay, dates and openings: on a phone before the description (they decide whether to read on), beside it on a
 * wide screen. Only one of the two is ever shown.
 */
function AtAGlance({ job, ...visibility }: { job: Job; hiddenFrom?: "md"; visibleFrom?: "md" }) {
  return (
    <SectionCard title="At a glance" {...visibility}>
      <DetailList
        items={[
          { label: "Type", value: jobTypeLabel(job) },
          { label: "Work mode", value: workModeLabel(job) },
          { label: "Openings", value: String(job.positions) },
          { label: "Pay", value: formatPay(job.pay) },
          { label: "Start", value: formatDate(job.startDate) ?? "Flexible" },
          { label: "Duration", value: formatMonths(job.durationMonths) ?? "No end date" },
          { label: "Apply by", value: formatDate(job.deadline) ?? "No deadline" },
        ]}
      />
    </SectionCard>
  );
}

function languagesOf(job: Job) {
  if (job.languages.length === 0) return null;
  return (
    <List size="sm" spacing={2} listStyleType="none" p={0}>
      {job.languages.map((ref) => (
        <List.Item key={ref.language}>
          {languageByCode(ref.language)?.name ?? ref.language} · {CEFR_LABELS[ref.level]}
        </List.Item>
      ))}
    </List>
  );
}

function StatusNotice({ job, owner }: { job: Job; owner: boolean }) {
  if (job.status === "closed") {
    return (
      <Alert variant="light" color="gray" icon={<IconLock aria-hidden />} title="This job is closed">
        {owner
          ? "It is out of the job search; anyone with the link can still read it, but no one can apply. Reopen it to take applications again."
          : "The company no longer takes applications for it."}
      </Alert>
    );
  }
  if (job.status === "draft" && owner) {
    const problems = Object.values(findPublishProblems(job));
    return (
      <Alert
        variant="light"
        color="yellow"
        icon={<IconAlertCircle aria-hidden />}
        title="A draft: only your company sees it"
      >
        {problems.length === 0 ? (
          "It has everything it needs. Publish it when you are ready."
        ) : (
          <>
            Before it can be published:
            <List size="sm" mt={4}>
              {problems.map((problem) => (
                <List.Item key={problem}>{problem}</List.Item>
              ))}
            </List>
            <Anchor
              component={Link}
              to={paths.jobEdit({ id: job.id })}
              size="sm"
              fw={600}
              mt={6}
              display="inline-block"
            >
              Finish the job
            </Anchor>
          </>
        )}
      </Alert>
    );
  }
  return null;
}

/**
 * A job as students and companies see it: header, status, description, skills and requirements, and beside them
 * the facts, the company (`company`, composed by the route) and the map. Its company also manages it here; a
 * student sees their application to it (`application`) and their match with it (`match`), both composed by the
 * route, right under the header.
 */
export function JobDetailView({
  job,
  owner,
  company,
  application,
  match,
}: {
  job: Job;
  owner: boolean;
  company: ReactNode;
  application?: ReactNode;
  match?: ReactNode;
}) {
  usePageTitle(`${job.title} at ${job.company.name}`);
  const mapPlace = job.location ?? job.company.address;

  return (
    <PageColumns
      main={
        <>
          <JobHeader job={job} owner={owner} />
          <StatusNotice job={job} owner={owner} />
          {owner && <OwnerCard job={job} hiddenFrom="md" />}
          {application}
          {match}
          <AtAGlance job={job} hiddenFrom="md" />
          <SectionCard title="About the job">
            {job.description.trim() ? (
              <MarkdownView markdown={job.description} />
            ) : (
              <Text size="sm" c="dimmed">
                No description yet.
              </Text>
            )}
          </SectionCard>
          <SectionCard title="Skills">
            <Stack gap="lg">
              <div>
                <Title order={3} fz="sm" mb={4}>
                  Required
                </Title>
                <SkillList skills={job.requiredSkills} emptyText="No skill is required." />
              </div>
              {job.niceToHaveSkills.length > 0 && (
                <div>
                  <Title order={3} fz="sm" mb={4}>
                    Nice to have
                  </Title>
                  <SkillList skills={job.niceToHaveSkills} />
                </div>
              )}
            </Stack>
          </SectionCard>
          <SectionCard title="Requirements">
            <DetailList
              items={[
                {
                  label: "Languages",
                  value: languagesOf(job) ?? (
                    <Text span size="sm" c="dimmed">
                      None asked for
                    </Text>
                  ),
                },
                {
                  label: "Minimum degree",
                  value: job.minDegree ? (
                    DEGREE_LABELS[job.minDegree]
                  ) : (
                    <Text span size="sm" c="dimmed">
                      Any
                    </Text>
                  ),
                },
                {
                  label: "Fields of study",
                  value:
                    job.fieldsOfStudy.length > 0 ? (
                      job.fieldsOfStudy.join(", ")
                    ) : (
                      <Text span size="sm" c="dimmed">
                        Any
                      </Text>
                    ),
                },
              ]}
            />
          </SectionCard>
        </>
      }
      aside={
        <>
          {owner && <OwnerCard job={job} visibleFrom="md" />}
          <AtAGlance job={job} visibleFrom="md" />
          {company}
          {mapPlace && (
            <SectionCard title="Location">
              <Stack gap="xs">
                <LazyPlaceMap pins={[{ lat: mapPlace.lat, lon: mapPlace.lon, label: mapPlace.label }]} height={220} />
                <Text size="sm" c="dimmed">
                  {job.location ? job.location.label : `${job.company.name} is based in ${mapPlace.label}.`}
                </Text>
              </Stack>
            </SectionCard>
          )}
        </>
      }
    />
  );
}
