import { Alert, Anchor, Button, Card, Group, Skeleton, Stack, Text, Title } from "@mantine/core";
import type { ApplicationDetail } from "@stint/shared/applications";
import { IconAlertTriangle, IconHeartHandshake, IconPlus, IconSend, IconX } from "@tabler/icons-react";
import { useId, useState } from "react";
import { Trans, useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { CvOption } from "../../../components/cv-select.tsx";
import { paths } from "@stint/shared/page-routes";
import { useLabels } from "../../../i18n/labels.ts";
import { useMessages } from "../../../i18n/messages.ts";
import { formatDate, todayIso } from "../../../lib/format.ts";
import { useMustConfirmEmail } from "../../../lib/use-must-confirm-email.ts";
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
  const { t } = useTranslation("applications");
  const labels = useLabels();
  if (application.status === "rejected") {
    return (
      <Alert variant="light" color="gray" title={t("yours.notSuccessful")} icon={<IconX aria-hidden />}>
        {application.reasonCode ? labels.rejectReason(application.reasonCode) : t("details.noReason")}
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
        {application.reasonText
          ? t("yours.withdrewWithReason", { reason: application.reasonText })
          : t("yours.withdrew")}
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
  const { t } = useTranslation("applications");
  const [withdrawing, setWithdrawing] = useState(false);
  const canWithdraw = application.allowedMoves.includes("withdrawn");
  const company = application.job.companyName;
  return (
    <Frame
      title={t("yours.title")}
      aside={
        <Group gap={6} wrap="nowrap">
          <Text size="sm" c="dimmed">
            {t("yours.status")}
          </Text>
          <ApplicationStatusBadge status={application.status} size="lg" />
        </Group>
      }
    >
      <Stack gap="md">
        <StudentOffer application={application} />
        {interview?.(application)}
        <Text size="sm">
          {application.cv ? (
            <Trans
              t={t}
              i18nKey="yours.sentWith"
              values={{ date: formatDate(application.createdAt), cv: application.cv.title }}
              components={{
                to: <Anchor component={Link} to={paths.cvDetail({ id: application.cv.id })} size="sm" fw={600} />,
              }}
            />
          ) : (
            t("yours.sentDeletedCv", { date: formatDate(application.createdAt) })
          )}
        </Text>
        {application.note && (
          <div>
            <Text size="sm" fw={600}>
              {t("yours.note")}
            </Text>
            <Text size="sm" style={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}>
              {application.note}
            </Text>
          </div>
        )}
        <EndReason application={application} />
        {application.matchId && (
          <Alert variant="light" color="teal" icon={<IconHeartHandshake aria-hidden />} title={t("yours.matched")}>
            {t("yours.matchedText", { company })}{" "}
            <Anchor component={Link} to={paths.matchingList({ tab: "matched" })} size="sm" fw={600}>
              {t("yours.seeContact")}
            </Anchor>
          </Alert>
        )}
        <div>
          <Title order={3} fz="sm" mb="xs">
            {t("history.label")}
          </Title>
          <ApplicationHistory events={application.events} companyName={application.job.companyName} />
        </div>
        <Group gap="sm">
          {!application.job.removed && (
            <MessageButton
              to={{ companyId: application.job.companyId, name: application.job.companyName }}
              job={application.job}
            >
              {t("yours.message", { company })}
            </MessageButton>
          )}
          {canWithdraw && (
            <Button variant="light" color="red" onClick={() => setWithdrawing(true)}>
              {t("withdraw.confirm")}
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
  const { t } = useTranslation(["applications", "components"]);
  const messages = useMessages();
  const application = useJobApplication(job.id);
  const [applying, setApplying] = useState(false);
  const mustConfirm = useMustConfirmEmail();
  const confirmFirstId = useId();

  let content: React.ReactNode;
  if (application.isPending) {
    content = <Skeleton height={120} radius="lg" role="status" aria-label={t("yours.loading")} />;
  } else if (application.isError) {
    content = (
      <Alert variant="light" color="orange" icon={<IconAlertTriangle aria-hidden />} title={t("yours.title")}>
        {t("yours.loadError", { reason: messages.error(application.error) })}{" "}
        <Button variant="subtle" size="compact-sm" onClick={() => void application.refetch()}>
          {t("common:tryAgain")}
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
      <Frame title={t("applyFrame.title")}>
        <Text size="sm" c="dimmed">
          {t("applyFrame.closed", { date: formatDate(job.deadline) })}
        </Text>
      </Frame>
    );
  } else if (cvs && cvs.length === 0) {
    content = (
      <Frame title={t("applyFrame.title")}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t("applyFrame.needCv")}</Text>
          <Button component={Link} to={paths.cvCreation()} leftSection={<IconPlus size={16} aria-hidden />}>
            {t("applyFrame.createCv")}
          </Button>
        </Stack>
      </Frame>
    );
  } else {
    content = (
      <Frame title={t("applyFrame.title")}>
        <Group justify="space-between" align="center" gap="md" wrap="wrap">
          <Text size="sm" style={{ flex: "1 1 16rem" }} id={mustConfirm ? confirmFirstId : undefined}>
            {mustConfirm ? t("components:confirmEmailFirst") : t("applyFrame.send", { company: job.companyName })}
            {job.deadline && <> {t("applyFrame.applyBy", { date: formatDate(job.deadline) })}</>}
          </Text>
          <Button
            onClick={() => setApplying(true)}
            disabled={mustConfirm}
            aria-describedby={mustConfirm ? confirmFirstId : undefined}
            loading={!cvs}
            leftSection={<IconSend size={16} aria-hidden />}
            size="md"
          >
            {t("applyFrame.apply")}
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
