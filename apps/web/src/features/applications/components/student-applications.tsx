import { Button, Card, EmptyState, Text } from "@mantine/core";
import { REJECT_REASON_LABELS, type Application } from "@stint/shared/applications";
import { OFFER_STATUS_LABELS, offerPayText } from "@stint/shared/offers";
import { IconArrowRight, IconGift, IconSearch, IconSend } from "@tabler/icons-react";
import { useState } from "react";
import { Link } from "react-router";
import { ListRow } from "../../../components/list-row.tsx";
import { PagedList } from "../../../components/paged-list.tsx";
import { paths } from "@stint/shared/page-routes";
import { formatAgo, formatDate } from "../../../lib/format.ts";
import { studentApplicationsQuery, useApplicationPages } from "../api/list-applications.ts";
import { ApplicationStatusBadge } from "./application-status-badge.tsx";
import { WithdrawDialog } from "./withdraw-dialog.tsx";
import { MessageButton } from "../../../components/message-button.tsx";

type Props = {
  q: string;
  onSearch: (q: string) => void;
  /** Where to find jobs to apply to (the Recommended tab). */
  onShowRecommended: () => void;
};

/** The offer in a line: its terms and the day to answer by while open, else how it ended. */
function offerLine({ offer, status }: Application): string | null {
  if (!offer) return null;
  if (offer.status !== "open" || status !== "offer") return `Offer ${OFFER_STATUS_LABELS[offer.status].toLowerCase()}`;
  const terms = [
    offer.pay && offerPayText(offer.pay),
    offer.startDate && `starting ${formatDate(offer.startDate)}`,
    `answer by ${formatDate(offer.answerBy)}`,
  ].filter(Boolean);
  return `Offer: ${terms.join(", ")}`;
}

function ApplicationRow({ application }: { application: Application }) {
  const [withdrawing, setWithdrawing] = useState(false);
  const { job } = application;
  const canWithdraw = application.allowedMoves.includes("withdrawn");
  const changed = application.updatedAt !== application.createdAt;
  const offerToAnswer = application.status === "offer" && application.offer?.status === "open";
  const offer = offerLine(application);
  return (
    <ListRow
      title={job.title}
      // A job whose company deleted its account is gone: named as it was, linked nowhere.
      to={job.removed ? null : paths.jobDetail({ id: job.id })}
      subtitle={job.removed ? `${job.companyName} (deleted its account)` : job.companyName}
      badge={<ApplicationStatusBadge status={application.status} />}
      actions={
        <>
          {job.removed ? null : offerToAnswer ? (
            <Button
              component={Link}
              to={paths.jobDetail({ id: job.id })}
              size="sm"
              color="green"
              leftSection={<IconGift size={16} aria-hidden />}
              aria-label={`Answer the offer for ${job.title}`}
            >
              Answer the offer
            </Button>
          ) : (
            <Button
              component={Link}
              to={paths.jobDetail({ id: job.id })}
              size="sm"
              variant="default"
              rightSection={<IconArrowRight size={16} aria-hidden />}
              aria-label={`Open the job ${job.title}`}
            >
              Open the job
            </Button>
          )}
          {!job.removed && (
            <MessageButton size="sm" to={{ companyId: job.companyId, name: job.companyName }} job={job} />
          )}
          {canWithdraw && (
            <Button
              size="sm"
              variant="subtle"
              color="red"
              onClick={() => setWithdrawing(true)}
              aria-label={`Withdraw the application to ${job.title}`}
            >
              Withdraw
            </Button>
          )}
        </>
      }
    >
      <Text size="sm" c="dimmed">
        Applied {formatDate(application.createdAt)}
        {application.cv ? ` with “${application.cv.title}”` : ""}
        {changed && ` · Updated ${formatAgo(application.updatedAt)}`}
      </Text>
      {offer && (
        <Text size="sm" fw={offerToAnswer ? 600 : undefined}>
          {offer}
        </Text>
      )}
      {application.status === "rejected" && application.reasonCode && (
        <Text size="sm">
          Reason: {job.removed ? application.reasonText : REJECT_REASON_LABELS[application.reasonCode]}
        </Text>
      )}
      {canWithdraw && (
        <WithdrawDialog application={application} opened={withdrawing} onClose={() => setWithdrawing(false)} />
      )}
    </ListRow>
  );
}

/**
 * A student's applications, newest first, each with its status and next step (open the job, withdraw while it
 * is open). Searched by job title and company.
 */
export function StudentApplications({ q, onSearch, onShowRecommended }: Props) {
  const query = useApplicationPages(studentApplicationsQuery(q));
  return (
    <PagedList<Application>
      query={query}
      q={q}
      onSearch={onSearch}
      searchTexts={(application) => [application.job.title, application.job.companyName, application.cv?.title]}
      searchLabel="Your applications"
      placeholder="Job title or company"
      noun={["application", "applications"]}
      what="your applications"
      getKey={(application) => application.id}
      renderItem={(application) => <ApplicationRow application={application} />}
      empty={
        <Card padding="xl">
          <EmptyState
            icon={<IconSend size={32} aria-hidden />}
            withIndicatorBackground
            title="You have not applied to a job yet"
            description="Open a job that fits you and press Apply on its page: you choose the CV to send and can add a note. Your applications and every answer to them show here."
          >
            <EmptyState.Actions>
              <Button onClick={onShowRecommended}>See recommended jobs</Button>
              <Button component={Link} to={paths.jobList()} variant="default">
                Browse all jobs
              </Button>
            </EmptyState.Actions>
          </EmptyState>
        </Card>
      }
      noResults={
        <Card padding="xl">
          <EmptyState
            icon={<IconSearch size={32} aria-hidden />}
            withIndicatorBackground
            title="No application fits this search"
            description="Try other words: a job title or a company name."
          >
            <EmptyState.Actions>
              <Button variant="default" onClick={() => onSearch("")}>
                Show every application
              </Button>
            </EmptyState.Actions>
          </EmptyState>
        </Card>
      }
    />
  );
}
