import { Alert, Anchor, Button, Group, Skeleton, Stack, Text, Title } from "@mantine/core";
import { REJECT_REASON_LABELS } from "@stint/shared/applications";
import { IconChevronDown, IconChevronUp, IconMail, IconPhone } from "@tabler/icons-react";
import { useId, useState, type ReactNode } from "react";
import { Link } from "react-router";
import { cvDetailPath } from "../../../config/paths.ts";
import { formatDate } from "../../../lib/format.ts";
import { useApplication } from "../api/get-application.ts";
import { useMatch } from "../api/get-match.ts";
import { ApplicationHistory } from "./application-history.tsx";
import type { PipelineApplicant } from "./pipeline-applicant.ts";
import classes from "./company-applicant-details.module.css";

function Retry({ what, error, retry }: { what: string; error: Error; retry: () => void }) {
  return (
    <Text size="sm" c="red.9">
      {what} could not be loaded: {error.message}{" "}
      <Button variant="subtle" size="compact-sm" onClick={retry}>
        Try again
      </Button>
    </Text>
  );
}

/** The student's contact details, shared while the match is on (fetched per match: the list has none). */
function StudentContact({ matchId, name }: { matchId: string; name: string }) {
  const detail = useMatch(matchId);
  if (detail.isPending) return <Skeleton height={40} aria-label={`Loading the contact details of ${name}`} />;
  if (detail.isError) {
    return <Retry what="The contact details" error={detail.error} retry={() => void detail.refetch()} />;
  }
  const contact = detail.data.contact?.student;
  if (!contact) {
    return (
      <Text size="sm" c="dimmed">
        This match has ended: contact details are no longer shared.
      </Text>
    );
  }
  return (
    <Stack gap={4} component="section" aria-label={`Contact details of ${contact.name}`}>
      <Title order={4} fz="sm">
        Contact {contact.name}
      </Title>
      <Group gap="lg" wrap="wrap" style={{ rowGap: 4 }}>
        <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
          <IconMail size={16} aria-hidden style={{ flexShrink: 0 }} />
          <Anchor href={`mailto:${contact.email}`} size="sm" style={{ overflowWrap: "anywhere" }}>
            {contact.email}
          </Anchor>
        </Group>
        {contact.phone && (
          <Group gap={6} wrap="nowrap">
            <IconPhone size={16} aria-hidden style={{ flexShrink: 0 }} />
            <Anchor href={`tel:${contact.phone.replace(/[^\d+]/g, "")}`} size="sm">
              {contact.phone}
            </Anchor>
          </Group>
        )}
      </Group>
    </Stack>
  );
}

/** The application itself: when and with which CV, the student's note, why it ended, and its history. */
function ApplicationBody({ applicant, jobId }: { applicant: PipelineApplicant; jobId: string }) {
  const application = useApplication(applicant.applicationId);
  if (application.isPending) {
    return <Skeleton height={96} aria-label={`Loading the application of ${applicant.name}`} />;
  }
  if (application.isError) {
    return <Retry what="The application" error={application.error} retry={() => void application.refetch()} />;
  }
  const data = application.data;
  return (
    <Stack gap="sm">
      <Text size="sm">
        Applied {formatDate(data.createdAt)} with{" "}
        {data.cv ? (
          <Anchor component={Link} to={cvDetailPath(data.cv.id, { jobId })} size="sm" fw={600}>
            {data.cv.title}
          </Anchor>
        ) : (
          "a CV the student has deleted since"
        )}
        .
      </Text>
      <div>
        <Text size="sm" fw={600}>
          Note from {applicant.name}
        </Text>
        <Text size="sm" c={data.note ? undefined : "dimmed"} className={classes.text}>
          {data.note ?? "No note."}
        </Text>
      </div>
      {data.status === "rejected" && (
        <Alert variant="light" color="gray" title="Rejected">
          {data.reasonCode ? REJECT_REASON_LABELS[data.reasonCode] : "No reason was given."}
          {data.reasonText && (
            <Text size="sm" mt={4} className={classes.text}>
              {data.reasonText}
            </Text>
          )}
        </Alert>
      )}
      {data.status === "withdrawn" && (
        <Text size="sm" c="dimmed" className={classes.text}>
          {applicant.name} withdrew{data.reasonText ? `: “${data.reasonText}”` : "."}
        </Text>
      )}
      <div>
        <Title order={4} fz="sm" mb="xs">
          History
        </Title>
        <ApplicationHistory
          events={data.events}
          companyName={data.job.companyName}
          studentName={applicant.name}
          viewer="company"
          label={`History of ${applicant.name}'s application`}
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
};

/**
 * Under an applicant's row: the student's contact details once matched, and on request the application (note,
 * CV, reason, history) and `more`, fetched the first time it is opened.
 */
export function CompanyApplicantDetails({ applicant, jobId, more }: Props) {
  const [opened, setOpened] = useState(false);
  const panelId = useId();
  return (
    <Stack gap="sm" mt="sm" className={classes.details}>
      {applicant.matchId && <StudentContact matchId={applicant.matchId} name={applicant.name} />}
      <div>
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => setOpened((value) => !value)}
          aria-expanded={opened}
          aria-controls={panelId}
          rightSection={opened ? <IconChevronUp size={14} aria-hidden /> : <IconChevronDown size={14} aria-hidden />}
          aria-label={`${opened ? "Hide" : "Show"} the application of ${applicant.name}`}
        >
          {opened ? "Hide the application" : "Show the application"}
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
