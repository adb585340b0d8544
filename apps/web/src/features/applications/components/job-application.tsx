import { Alert, Anchor, Button, Card, Group, Skeleton, Stack, Text, Title } from "@mantine/core";
import { REJECT_REASON_LABELS, type ApplicationDetail } from "@stint/shared/applications";
import { IconAlertTriangle, IconHeartHandshake, IconPlus, IconSend, IconX } from "@tabler/icons-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import type { CvOption } from "../../../components/cv-select.tsx";
import { paths } from "@stint/shared/page-routes";
import { formatDate, todayIso } from "../../../lib/format.ts";
import { CONFIRM_EMAIL_FIRST, useMustConfirmEmail } from "../../../lib/use-must-confirm-email.ts";
import { MessageButton } from "../../../components/message-button.tsx";
import { useJobApplication } from "../api/get-job-application.ts";
import { ApplicationHistory } from "./application-history.tsx";
import { ApplicationStatusBadge } from "./application-status-badge.tsx";
import { ApplyDialog, type ApplyJob } from "./apply-dialog.tsx";
import { StudentOffer } from "./student-offer.tsx";
import { WithdrawDialog } from "./withdraw-dialog.tsx";

export type ApplicationJob = ApplyJob & { status: "draft" | "published" | "closed"; deadline: string | null };

type Props = {
  job: ApplicationJob;
  /** The student's CVs; undefined while they load (or when they could not be loaded). */
  cvs: readonly CvOption[] | undefined;
  /** The CV the page's match is shown for: preselected in the form when it is not the primary one. */
  preferredCvId?: string | null;
  /** The application's interview (from the route: another feature's), shown under its offer. */
  interview?: (application: ApplicationDetail) => React.ReactNode;
};

function Frame({ title, children, aside }: { title: string; children: React.ReactNode; aside?: React.ReactNode }) {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId}>
      <Group justify="space-between" align="flex-start" gap="sm" mb="sm" wrap="wrap">
        <Title order={2} fz="lg" id={headingId}>
          {title}
        </Title>
        {aside}
      </Group>
      {children}
    </Card>
  );
}

/** Why an application ended: the company's reason for a rejection, the student's for a withdrawal. */
function EndReason({ application }: { application: ApplicationDetail }) {
  if (application.status === "rejected") {
    return (
      <Alert variant="light" color="gray" title="Not successful" icon={<IconX aria-hidden />}>
        {application.reasonCode ? REJECT_REASON_LABELS[application.reasonCode] : "No reason was given."}
        {application.reasonText && (
          <Text size="sm" mt={4} style={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}>
            {application.reasonText}
          </Text>
        )}
      </Alert>
    );
  }
  // A declined or expired offer ended it: the offer says so itself.
  const endedByOffer = application.offer?.status === "declined" || application.offer?.status === "expired";
  if (application.status === "withdrawn" && !endedByOffer) {
    return (
      <Text size="sm" c="dimmed">
        You withdrew this application{application.reasonText ? `: “${application.reasonText}”` : "."}
      </Text>
    );
  }
  return null;
}

/**
 * The student's application to the job: its offer (answered here), status, CV, note and history, and Withdraw
 * while it is open.
 */
function YourApplication({
  application,
  interview,
}: {
  application: ApplicationDetail;
  interview?: Props["interview"];
}) {
  const [withdrawing, setWithdrawing] = useState(false);
  const canWithdraw = application.allowedMoves.includes("withdrawn");
  return (
    <Frame
      title="Your application"
      aside={
        <Group gap={6} wrap="nowrap">
          <Text size="sm" c="dimmed">
            Status
          </Text>
          <ApplicationStatusBadge status={application.status} size="lg" />
        </Group>
      }
    >
      <Stack gap="md">
        <StudentOffer application={application} />
        {interview?.(application)}
        <Text size="sm">
          Sent {formatDate(application.createdAt)} with{" "}
          {application.cv ? (
            <>
              your CV{" "}
              <Anchor component={Link} to={paths.cvDetail({ id: application.cv.id })} size="sm" fw={600}>
                {application.cv.title}
              </Anchor>
            </>
          ) : (
            "a CV you have deleted since"
          )}
          .
        </Text>
        {application.note && (
          <div>
            <Text size="sm" fw={600}>
              Your note
            </Text>
            <Text size="sm" style={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}>
              {application.note}
            </Text>
          </div>
        )}
        <EndReason application={application} />
        {application.matchId && (
          <Alert variant="light" color="teal" icon={<IconHeartHandshake aria-hidden />} title="You matched">
            {application.job.companyName} and you can now contact each other.{" "}
            <Anchor component={Link} to={paths.matchingList({ tab: "matched" })} size="sm" fw={600}>
              See the contact details
            </Anchor>
          </Alert>
        )}
        <div>
          <Title order={3} fz="sm" mb="xs">
            History
          </Title>
          <ApplicationHistory events={application.events} companyName={application.job.companyName} />
        </div>
        <Group gap="sm">
          {!application.job.removed && (
            <MessageButton
              to={{ companyId: application.job.companyId, name: application.job.companyName }}
              job={application.job}
            >
              Message {application.job.companyName}
            </MessageButton>
          )}
          {canWithdraw && (
            <Button variant="light" color="red" onClick={() => setWithdrawing(true)}>
              Withdraw the application
            </Button>
          )}
        </Group>
      </Stack>
      <WithdrawDialog application={application} opened={withdrawing} onClose={() => setWithdrawing(false)} />
    </Frame>
  );
}

/**
 * On a job's page, for a student: Apply (a CV and a note, in a dialog) while the job takes applications, or
 * once applied, the application itself. A student without a CV is sent to write one first.
 */
export function JobApplication({ job, cvs, preferredCvId, interview }: Props) {
  const application = useJobApplication(job.id);
  const [applying, setApplying] = useState(false);
  const mustConfirm = useMustConfirmEmail();
  const confirmFirstId = useId();

  let content: React.ReactNode;
  if (application.isPending) {
    content = <Skeleton height={120} radius="lg" role="status" aria-label="Loading your application" />;
  } else if (application.isError) {
    content = (
      <Alert variant="light" color="orange" icon={<IconAlertTriangle aria-hidden />} title="Your application">
        It could not be loaded: {application.error.message}{" "}
        <Button variant="subtle" size="compact-sm" onClick={() => void application.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  } else if (application.data) {
    content = <YourApplication application={application.data} interview={interview} />;
  } else if (job.status !== "published") {
    // The job's own notice says it is closed (or a draft): nothing to apply to.
    content = null;
  } else if (job.deadline !== null && job.deadline < todayIso()) {
    content = (
      <Frame title="Apply to this job">
        <Text size="sm" c="dimmed">
          Applications closed on {formatDate(job.deadline)}: the deadline to apply has passed.
        </Text>
      </Frame>
    );
  } else if (cvs && cvs.length === 0) {
    content = (
      <Frame title="Apply to this job">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">
            You need a CV to apply: create one first, then come back to this job. A title and a few skills are enough to
            start.
          </Text>
          <Button component={Link} to={paths.cvCreation()} leftSection={<IconPlus size={16} aria-hidden />}>
            Create a CV
          </Button>
        </Stack>
      </Frame>
    );
  } else {
    content = (
      <Frame title="Apply to this job">
        <Group justify="space-between" align="center" gap="md" wrap="wrap">
          <Text size="sm" style={{ flex: "1 1 16rem" }} id={mustConfirm ? confirmFirstId : undefined}>
            {mustConfirm ? CONFIRM_EMAIL_FIRST : `Send ${job.companyName} one of your CVs with a note.`}
            {job.deadline && ` Apply by ${formatDate(job.deadline)}.`}
          </Text>
          <Button
            onClick={() => setApplying(true)}
            disabled={mustConfirm}
            aria-describedby={mustConfirm ? confirmFirstId : undefined}
            loading={!cvs}
            leftSection={<IconSend size={16} aria-hidden />}
            size="md"
          >
            Apply
          </Button>
        </Group>
      </Frame>
    );
  }

  return (
    <>
      {content}
      {/* Outside the states above: a refused application may refresh them while the dialog says why. */}
      {cvs && cvs.length > 0 && (
        <ApplyDialog
          opened={applying}
          onClose={() => setApplying(false)}
          job={job}
          cvs={cvs}
          preferredCvId={preferredCvId}
        />
      )}
    </>
  );
}
