import { Alert, Anchor, Badge, Card, Group, List, Stack, Text, Title } from "@mantine/core";
import { findPublishProblems, type Job } from "@stint/shared/jobs";
import { IconAlertCircle, IconCalendarEvent, IconCoin, IconLock, IconMapPin } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useLabels } from "../../../i18n/labels.ts";
import { useMessages } from "../../../i18n/messages.ts";
import { Link } from "react-router";
import { CompanyAvatar } from "../../../components/company-avatar.tsx";
import { DetailList } from "../../../components/detail-list.tsx";
import { PageColumns } from "../../../components/page-columns.tsx";
import { Fact } from "../../../components/fact.tsx";
import { SectionCard } from "../../../components/section-card.tsx";
import { paths } from "@stint/shared/page-routes";
import { formatDate, formatNumber } from "../../../lib/format.ts";
import { usePageTitle } from "../../../lib/use-page-title.ts";
import { LazyPlaceMap } from "../../maps/components/lazy-place-map.tsx";
import { SkillList } from "../../skills/components/skill-list.tsx";
import { useVocabularyNames } from "../../skills/components/vocabulary-names.ts";
import { useJobFormat } from "../job-format.ts";
import { JobOwnerActions } from "./job-owner-actions.tsx";
import { JobStatusBadge } from "./job-status-badge.tsx";
import { MarkdownView } from "../../../components/markdown-view.tsx";
import { VerifiedBadge } from "../../../components/verified-badge.tsx";

function JobHeader({ job, owner, action }: { job: Job; owner: boolean; action?: ReactNode }) {
  const { t } = useTranslation("jobs");
  const format = useJobFormat();
  const place = format.placeLine(job);
  const pay = format.pay(job.pay);
  return (
    <Card>
      <Group align="flex-start" gap="md" wrap="nowrap">
        <CompanyAvatar company={job.company} size={64} radius="lg" visibleFrom="xs" />
        <Stack gap={8} style={{ minWidth: 0, flex: 1 }}>
          <Title order={1} fz={{ base: 22, sm: 28 }} lh={1.25} style={{ overflowWrap: "anywhere" }}>
            {job.title}
          </Title>
          <Group gap="xs" wrap="wrap">
            <Anchor component={Link} to={paths.companyPage({ id: job.companyId })} fw={600} size="md" w="fit-content">
              {job.company.name}
            </Anchor>
            {job.company.verified && <VerifiedBadge />}
          </Group>
          <Group gap={6} wrap="wrap">
            {(owner || job.status !== "published") && <JobStatusBadge status={job.status} />}
            <Badge variant="light" color="stint">
              {format.labels.jobType(job.type)}
            </Badge>
            <Badge variant="default">{format.labels.workMode(job.workMode)}</Badge>
          </Group>
          <Stack gap={4} mt={4}>
            {place && <Fact icon={IconMapPin}>{place}</Fact>}
            <Fact icon={IconCoin}>{pay ?? t("card.noPay")}</Fact>
            <Fact icon={IconCalendarEvent}>
              {job.deadline
                ? t("detail.whenWithDeadline", { when: format.when(job), date: formatDate(job.deadline) })
                : format.when(job)}
            </Fact>
          </Stack>
        </Stack>
        {action}
      </Group>
    </Card>
  );
}

/** On a phone right under the job's header, beside it on a wide screen: only one of the two is ever shown. */
function OwnerCard({ job, ...visibility }: { job: Job; hiddenFrom?: "md"; visibleFrom?: "md" }) {
  const { t } = useTranslation("jobs");
  const id = `job-owner-actions-${visibility.hiddenFrom ? "narrow" : "wide"}`;
  return (
    <Card component="section" aria-labelledby={id} {...visibility}>
      <Title order={2} fz="md" mb="md" id={id}>
        {t("detail.manage")}
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
  const { t } = useTranslation("jobs");
  const format = useJobFormat();
  return (
    <SectionCard title={t("detail.glance")} {...visibility}>
      <DetailList
        items={[
          { label: t("detail.type"), value: format.labels.jobType(job.type) },
          { label: t("detail.workMode"), value: format.labels.workMode(job.workMode) },
          { label: t("detail.openings"), value: formatNumber(job.positions) },
          { label: t("detail.pay"), value: format.pay(job.pay) },
          { label: t("detail.start"), value: formatDate(job.startDate) ?? t("detail.flexible") },
          { label: t("detail.duration"), value: format.months(job.durationMonths) ?? t("detail.noEnd") },
          { label: t("detail.applyBy"), value: formatDate(job.deadline) ?? t("detail.noDeadline") },
        ]}
      />
    </SectionCard>
  );
}

function JobLanguages({ job }: { job: Job }) {
  const { t } = useTranslation("jobs");
  const labels = useLabels();
  const names = useVocabularyNames();
  if (job.languages.length === 0) {
    return (
      <Text span size="sm" c="dimmed">
        {t("detail.noLanguages")}
      </Text>
    );
  }
  return (
    <List size="sm" spacing={2} listStyleType="none" p={0}>
      {job.languages.map((ref) => (
        <List.Item key={ref.language}>
          {t("detail.language", {
            language: names.language(ref.language),
            level: labels.cefr(ref.level),
          })}
        </List.Item>
      ))}
    </List>
  );
}

function StatusNotice({ job, owner }: { job: Job; owner: boolean }) {
  const { t } = useTranslation("jobs");
  const messages = useMessages();
  if (job.status === "closed") {
    return (
      <Alert variant="light" color="gray" icon={<IconLock aria-hidden />} title={t("detail.closedTitle")}>
        {owner ? t("detail.closedOwner") : t("detail.closedOther")}
      </Alert>
    );
  }
  if (job.status === "draft" && owner) {
    const problems = Object.values(findPublishProblems(job)).map(messages.field);
    return (
      <Alert variant="light" color="yellow" icon={<IconAlertCircle aria-hidden />} title={t("detail.draftTitle")}>
        {problems.length === 0 ? (
          t("detail.draftReady")
        ) : (
          <>
            {t("detail.draftMissing")}
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
              {t("detail.finish")}
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
  headerAction,
  related,
}: {
  job: Job;
  owner: boolean;
  company: ReactNode;
  application?: ReactNode;
  match?: ReactNode;
  /** Beside the title, e.g. a student's Save toggle. */
  headerAction?: ReactNode;
  /** Below the job, e.g. jobs like it. */
  related?: ReactNode;
}) {
  const { t } = useTranslation("jobs");
  const labels = useLabels();
  const names = useVocabularyNames();
  usePageTitle(t("detail.pageTitle", { title: job.title, company: job.company.name }));
  const mapPlace = job.location ?? job.company.address;

  return (
    <PageColumns
      main={
        <>
          <JobHeader job={job} owner={owner} action={headerAction} />
          <StatusNotice job={job} owner={owner} />
          {owner && <OwnerCard job={job} hiddenFrom="md" />}
          {application}
          {match}
          <AtAGlance job={job} hiddenFrom="md" />
          <SectionCard title={t("detail.about")}>
            {job.description.trim() ? (
              <MarkdownView markdown={job.description} />
            ) : (
              <Text size="sm" c="dimmed">
                {t("detail.noDescription")}
              </Text>
            )}
          </SectionCard>
          <SectionCard title={t("detail.skills")}>
            <Stack gap="lg">
              <div>
                <Title order={3} fz="sm" mb={4}>
                  {t("detail.required")}
                </Title>
                <SkillList skills={job.requiredSkills} emptyText={t("detail.noRequired")} />
              </div>
              {job.niceToHaveSkills.length > 0 && (
                <div>
                  <Title order={3} fz="sm" mb={4}>
                    {t("detail.niceToHave")}
                  </Title>
                  <SkillList skills={job.niceToHaveSkills} />
                </div>
              )}
            </Stack>
          </SectionCard>
          <SectionCard title={t("detail.requirements")}>
            <DetailList
              items={[
                { label: t("detail.languages"), value: <JobLanguages job={job} /> },
                {
                  label: t("detail.minDegree"),
                  value: job.minDegree ? (
                    labels.degree(job.minDegree)
                  ) : (
                    <Text span size="sm" c="dimmed">
                      {t("detail.any")}
                    </Text>
                  ),
                },
                {
                  label: t("detail.fieldsOfStudy"),
                  value:
                    job.fieldsOfStudy.length > 0 ? (
                      // Fields of study are the company's own words (German names: helper H, issue 35).
                      job.fieldsOfStudy.map(names.fieldOfStudy).join(", ")
                    ) : (
                      <Text span size="sm" c="dimmed">
                        {t("detail.any")}
                      </Text>
                    ),
                },
              ]}
            />
          </SectionCard>
          {related}
        </>
      }
      aside={
        <>
          {owner && <OwnerCard job={job} visibleFrom="md" />}
          <AtAGlance job={job} visibleFrom="md" />
          {company}
          {mapPlace && (
            <SectionCard title={t("detail.location")}>
              <Stack gap="xs">
                <LazyPlaceMap pins={[{ lat: mapPlace.lat, lon: mapPlace.lon, label: mapPlace.label }]} height={220} />
                <Text size="sm" c="dimmed">
                  {job.location
                    ? job.location.label
                    : t("detail.basedIn", { company: job.company.name, place: mapPlace.label })}
                </Text>
              </Stack>
            </SectionCard>
          )}
        </>
      }
    />
  );
}
