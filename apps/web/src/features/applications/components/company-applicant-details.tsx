import { Alert, Anchor, Button, Group, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconChevronDown, IconChevronUp } from "@tabler/icons-react";
import { useId, useState, type ReactNode } from "react";
import { Trans, useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "@stint/shared/page-routes";
import { useLabels } from "../../../i18n/labels.ts";
import { formatDate } from "../../../lib/format.ts";
import { useApplication } from "../api/get-application.ts";
import { ApplicationHistory } from "./application-history.tsx";
import { InlineLoadError } from "./inline-load-error.tsx";
import { MatchContact } from "./match-contact.tsx";
import { OfferStatusBadge, OfferSummary } from "./offer-summary.tsx";
import type { PipelineApplicant } from "./pipeline-applicant.ts";
import classes from "./company-applicant-details.module.css";
import { possessiveArgs } from "../../../lib/possessive.ts";

/** The application itself: when and with which CV, the student's note, why it ended, and its history. */
function ApplicationBody({ applicant, jobId }: { applicant: PipelineApplicant; jobId: string }) {
  const { t } = useTranslation("applications");
  const labels = useLabels();
  const name = applicant.name;
  const application = useApplication(applicant.applicationId);
  if (application.isPending) {
    return <Skeleton height={96} role="status" aria-label={t("details.loading", { name })} />;
  }
  if (application.isError) {
    return <InlineLoadError what="application" error={application.error} retry={() => void application.refetch()} />;
  }
  const data = application.data;
  return (
    <Stack gap="sm">
      <Text size="sm">
        {data.cv ? (
          <Trans
            t={t}
            i18nKey="details.appliedWith"
            values={{ date: formatDate(data.createdAt), cv: data.cv.title }}
            components={{
              to: <Anchor component={Link} to={paths.cvDetail({ id: data.cv.id, jobId })} size="sm" fw={600} />,
            }}
          />
        ) : (
          t("details.appliedDeletedCv", { date: formatDate(data.createdAt) })
        )}
      </Text>
      <div>
        <Text size="sm" fw={600}>
          {t("details.note", { name })}
        </Text>
        <Text size="sm" c={data.note ? undefined : "dimmed"} className={classes.text}>
          {data.note ?? t("details.noNote")}
        </Text>
      </div>
      {data.offer && (
        <Stack gap={6}>
          <Group gap="xs">
            <Text size="sm" fw={600}>
              {t("details.yourOffer")}
            </Text>
            <OfferStatusBadge status={data.offer.status} answerBy={data.offer.answerBy} />
          </Group>
          <OfferSummary offer={data.offer} from={null} />
        </Stack>
      )}
      {data.status === "rejected" && (
        <Alert variant="light" color="gray" title={t("details.rejected")}>
          {data.reasonCode ? labels.rejectReason(data.reasonCode) : t("details.noReason")}
          {data.reasonText && (
            <Text size="sm" mt={4} className={classes.text}>
              {data.reasonText}
            </Text>
          )}
        </Alert>
      )}
      {data.status === "withdrawn" && (
        <Text size="sm" c="dimmed" className={classes.text}>
          {data.reasonText
            ? t("details.withdrewWithReason", { name, reason: data.reasonText })
            : t("details.withdrew", { name })}
        </Text>
      )}
      <div>
        <Title order={4} fz="sm" mb="xs">
          {t("history.label")}
        </Title>
        <ApplicationHistory
          events={data.events}
          companyName={data.job.companyName}
          studentName={applicant.name}
          viewer="company"
          label={t("details.history", possessiveArgs(name))}
        />
      </div>
    </Stack>
  );
}

type Props = {
  applicant: PipelineApplicant;
  jobId: string;
  /** Shown with the application when it is opened (the student's ratings from other companies, from the route). */
  more?: ReactNode;
  /** Always shown, above the application: its interview (from the route: another feature's). */
  interview?: ReactNode;
};

/**
 * Under an applicant's row: the student's contact details once matched, and on request the application (note,
 * CV, reason, history) and `more`, fetched the first time it is opened.
 */
export function CompanyApplicantDetails({ applicant, jobId, more, interview }: Props) {
  const { t } = useTranslation("applications");
  const [opened, setOpened] = useState(false);
  const panelId = useId();
  return (
    <Stack gap="sm" mt="sm" className={classes.details}>
      {applicant.matchId && <MatchContact matchId={applicant.matchId} side="student" name={applicant.name} />}
      {interview}
      <div>
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => setOpened((value) => !value)}
          aria-expanded={opened}
          aria-controls={panelId}
          rightSection={opened ? <IconChevronUp size={14} aria-hidden /> : <IconChevronDown size={14} aria-hidden />}
          aria-label={t(opened ? "details.hideFor" : "details.showFor", { name: applicant.name })}
        >
          {opened ? t("details.hide") : t("details.show")}
        </Button>
        <div id={panelId} hidden={!opened} className={classes.panel}>
          {opened && (
            <Stack gap="md">
              <ApplicationBody applicant={applicant} jobId={jobId} />
              {more}
            </Stack>
          )}
        </div>
      </div>
    </Stack>
  );
}
