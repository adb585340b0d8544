import { Alert, Anchor, Button, Card, EmptyState, Paper, Text } from "@mantine/core";
import type { Invitation } from "@stint/shared/applications";
import { IconCheck, IconSearch, IconUserSearch, IconX } from "@tabler/icons-react";
import { useState, type ReactNode } from "react";
import { Link } from "react-router";
import type { CvOption } from "../../../components/cv-select.tsx";
import { ListRow } from "../../../components/list-row.tsx";
import { PagedList } from "../../../components/paged-list.tsx";
import { paths } from "@stint/shared/page-routes";
import { formatAgo, formatDate, todayIso } from "../../../lib/format.ts";
import { studentInvitationsQuery, useInvitationPages } from "../api/list-invitations.ts";
import { AcceptInvitationDialog } from "./accept-invitation-dialog.tsx";
import { DeclineInvitationDialog } from "./decline-invitation-dialog.tsx";
import { InvitationStatusBadge } from "./invitation-status-badge.tsx";
import { MessageButton } from "../../../components/message-button.tsx";

type Props = {
  q: string;
  onSearch: (q: string) => void;
  /** The student's CVs, to accept with; undefined while they load. */
  cvs: readonly CvOption[] | undefined;
  /** Whether the student is open to offers (companies find and invite only those). */
  openToOffers: boolean;
  /** Where an accepted invitation's match is shown (the Matched tab). */
  onShowMatches: () => void;
  /** Where to find jobs (the Recommended tab). */
  onShowRecommended: () => void;
};

function takesApplications(invitation: Invitation) {
  const { job } = invitation;
  return job.status === "published" && (job.deadline === null || job.deadline >= todayIso());
}

function InvitationRow({
  invitation,
  cvs,
  onShowMatches,
}: {
  invitation: Invitation;
  cvs: Props["cvs"];
  onShowMatches: () => void;
}) {
  const [dialog, setDialog] = useState<"accept" | "decline" | null>(null);
  const { job } = invitation;
  const open = invitation.status === "open";
  const canAccept = open && takesApplications(invitation);
  let actions: ReactNode = null;
  if (open) {
    actions = (
      <>
        {canAccept && cvs && cvs.length === 0 ? (
          <Button component={Link} to={paths.cvCreation()} size="sm">
            Create a CV to accept
          </Button>
        ) : canAccept ? (
          <Button
            size="sm"
            leftSection={<IconCheck size={16} aria-hidden />}
            onClick={() => setDialog("accept")}
            loading={!cvs}
            aria-label={`Accept the invitation to ${job.title}`}
          >
            Accept
          </Button>
        ) : null}
        <Button
          size="sm"
          variant="default"
          leftSection={<IconX size={16} aria-hidden />}
          onClick={() => setDialog("decline")}
          aria-label={`Decline the invitation to ${job.title}`}
        >
          Decline
        </Button>
      </>
    );
  } else if (invitation.status === "accepted") {
    actions = (
      <Button size="sm" variant="light" onClick={onShowMatches}>
        See the match
      </Button>
    );
  }

  return (
    <ListRow
      title={job.title}
      to={paths.jobDetail({ id: job.id })}
      subtitle={job.companyName}
      badge={<InvitationStatusBadge status={invitation.status} />}
      actions={
        <>
          {actions}
          {!job.removed && (
            <MessageButton size="sm" to={{ companyId: job.companyId, name: job.companyName }} job={job} />
          )}
        </>
      }
    >
      <Paper bg="gray.0" p="sm" radius="md">
        <Text size="xs" fw={600} c="dimmed" mb={2}>
          Message from {job.companyName}
        </Text>
        <Text size="sm" style={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}>
          {invitation.message}
        </Text>
      </Paper>
      <Text size="sm" c="dimmed">
        Invited {formatAgo(invitation.createdAt)}
        {open && job.deadline && ` · Apply by ${formatDate(job.deadline)}`}
        {job.startDate && ` · Starts ${formatDate(job.startDate)}`}
      </Text>
      {open && !canAccept && (
        <Text size="sm" c="orange.9">
          This job no longer takes applications{job.status === "closed" ? ": it was closed" : ": its deadline passed"}.
        </Text>
      )}
      {invitation.status === "accepted" && (
        <Text size="sm">You accepted it {formatDate(invitation.respondedAt)} and applied with your CV.</Text>
      )}
      {invitation.status === "declined" && (
        <Text size="sm" c="dimmed">
          You declined it {formatDate(invitation.respondedAt)}
          {invitation.declineReason ? `: “${invitation.declineReason}”` : "."}
        </Text>
      )}
      {open && cvs && cvs.length > 0 && (
        <AcceptInvitationDialog
          opened={dialog === "accept"}
          onClose={() => setDialog(null)}
          invitation={invitation}
          cvs={cvs}
        />
      )}
      {open && (
        <DeclineInvitationDialog
          opened={dialog === "decline"}
          onClose={() => setDialog(null)}
          invitation={invitation}
        />
      )}
    </ListRow>
  );
}

/** Why no company can invite the student now, with the way to change it (the setting lives on the account). */
function ReachNotice({ openToOffers }: { openToOffers: boolean }) {
  if (openToOffers) return null;
  return (
    <Alert variant="light" color="yellow" icon={<IconUserSearch aria-hidden />} title="You are not open to offers">
      Companies cannot find your profile or invite you. Invitations you already have stay open.{" "}
      <Anchor component={Link} to={`${paths.studentEdit()}?focus=openToOffers`} size="sm" fw={600}>
        Change it in your account
      </Anchor>
    </Alert>
  );
}

/**
 * A student's invitations, newest first: the company's message, and Accept (with a CV) or Decline (with an
 * optional reason) while one is open. Searched by job title, company and message.
 */
export function StudentInvitations({ q, onSearch, cvs, openToOffers, onShowMatches, onShowRecommended }: Props) {
  const query = useInvitationPages(studentInvitationsQuery(q));
  return (
    <PagedList<Invitation>
      query={query}
      q={q}
      onSearch={onSearch}
      searchTexts={(invitation) => [invitation.job.title, invitation.job.companyName, invitation.message]}
      searchLabel="Your invitations"
      placeholder="Job title, company or words of the message"
      noun={["invitation", "invitations"]}
      what="your invitations"
      getKey={(invitation) => invitation.id}
      renderItem={(invitation) => <InvitationRow invitation={invitation} cvs={cvs} onShowMatches={onShowMatches} />}
      notice={<ReachNotice openToOffers={openToOffers} />}
      empty={
        <Card padding="xl">
          <EmptyState
            icon={<IconUserSearch size={32} aria-hidden />}
            withIndicatorBackground
            title="No invitations yet"
            description="Companies invite students who are open to offers and whose primary CV fits their jobs. Keep your primary CV complete (skills, languages, the jobs you wish for), and apply to jobs yourself meanwhile."
          >
            <EmptyState.Actions>
              <Button onClick={onShowRecommended}>See recommended jobs</Button>
              <Button component={Link} to={paths.cvList()} variant="default">
                Your CVs
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
            title="No invitation fits this search"
            description="Try other words: a job title, a company or a word of its message."
          >
            <EmptyState.Actions>
              <Button variant="default" onClick={() => onSearch("")}>
                Show every invitation
              </Button>
            </EmptyState.Actions>
          </EmptyState>
        </Card>
      }
    />
  );
}
