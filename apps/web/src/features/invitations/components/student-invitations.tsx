import { Alert, Anchor, Button, Card, EmptyState, Paper, Text } from "@mantine/core";
import type { Invitation } from "@stint/shared/applications";
import { IconCheck, IconUserSearch, IconX } from "@tabler/icons-react";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { CvOption } from "../../../components/cv-select.tsx";
import { ListRow } from "../../../components/list-row.tsx";
import { NoSearchResults } from "../../../components/no-search-results.tsx";
import { PagedList } from "../../../components/paged-list.tsx";
import { paths } from "@stint/shared/page-routes";
import { formatAgo, formatDate, todayIso } from "../../../lib/format.ts";
import { studentInvitationsQuery, useInvitationPages } from "../api/list-invitations.ts";
import { AcceptInvitationDialog } from "./accept-invitation-dialog.tsx";
import { DeclineInvitationDialog } from "./decline-invitation-dialog.tsx";
import { InvitationStatusBadge } from "./invitation-status-badge.tsx";
import { MessageButton } from "../../../components/message-button.tsx";
import { CompanyWithBadge } from "../../../components/verified-badge.tsx";

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
  const { t } = useTranslation("invitations");
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
            {t("list.createCv")}
          </Button>
        ) : canAccept ? (
          <Button
            size="sm"
            leftSection={<IconCheck size={16} aria-hidden />}
            onClick={() => setDialog("accept")}
            loading={!cvs}
            aria-label={t("accept.label", { job: job.title })}
          >
            {t("list.accept")}
          </Button>
        ) : null}
        <Button
          size="sm"
          variant="default"
          leftSection={<IconX size={16} aria-hidden />}
          onClick={() => setDialog("decline")}
          aria-label={t("list.declineLabel", { job: job.title })}
        >
          {t("list.decline")}
        </Button>
      </>
    );
  } else if (invitation.status === "accepted") {
    actions = (
      <Button size="sm" variant="light" onClick={onShowMatches}>
        {t("list.seeMatch")}
      </Button>
    );
  }

  return (
    <ListRow
      title={job.title}
      to={paths.jobDetail({ id: job.id })}
      subtitle={<CompanyWithBadge name={job.companyName} verified={job.companyVerified} />}
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
          {t("list.messageFrom", { company: job.companyName })}
        </Text>
        <Text size="sm" style={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}>
          {invitation.message}
        </Text>
      </Paper>
      <Text size="sm" c="dimmed">
        {[
          t("list.invited", { ago: formatAgo(invitation.createdAt) }),
          open && job.deadline ? t("list.applyBy", { date: formatDate(job.deadline) }) : null,
          job.startDate ? t("list.starts", { date: formatDate(job.startDate) }) : null,
        ]
          .filter(Boolean)
          .join(" · ")}
      </Text>
      {open && !canAccept && (
        <Text size="sm" c="orange.9">
          {t("list.noLonger", { closed: String(job.status === "closed") })}
        </Text>
      )}
      {invitation.status === "accepted" && (
        <Text size="sm">{t("list.accepted", { date: formatDate(invitation.respondedAt) })}</Text>
      )}
      {invitation.status === "declined" && (
        <Text size="sm" c="dimmed">
          {invitation.declineReason
            ? t("list.declinedReason", {
                date: formatDate(invitation.respondedAt),
                reason: invitation.declineReason,
              })
            : t("list.declined", { date: formatDate(invitation.respondedAt) })}
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
  const { t } = useTranslation("invitations");
  if (openToOffers) return null;
  return (
    <Alert variant="light" color="yellow" icon={<IconUserSearch aria-hidden />} title={t("reach.title")}>
      {t("reach.text")}{" "}
      <Anchor component={Link} to={`${paths.studentEdit()}?focus=openToOffers`} size="sm" fw={600}>
        {t("reach.change")}
      </Anchor>
    </Alert>
  );
}

/**
 * A student's invitations, newest first: the company's message, and Accept (with a CV) or Decline (with an
 * optional reason) while one is open. Searched by job title, company and message.
 */
export function StudentInvitations({ q, onSearch, cvs, openToOffers, onShowMatches, onShowRecommended }: Props) {
  const { t } = useTranslation("invitations");
  const query = useInvitationPages(studentInvitationsQuery(q));
  return (
    <PagedList<Invitation>
      query={query}
      q={q}
      onSearch={onSearch}
      searchTexts={(invitation) => [invitation.job.title, invitation.job.companyName, invitation.message]}
      searchLabel={t("list.searchLabel")}
      placeholder={t("list.placeholder")}
      noun={[t("list.one"), t("list.many")]}
      what={t("list.what")}
      getKey={(invitation) => invitation.id}
      renderItem={(invitation) => <InvitationRow invitation={invitation} cvs={cvs} onShowMatches={onShowMatches} />}
      notice={<ReachNotice openToOffers={openToOffers} />}
      empty={
        <Card padding="xl">
          <EmptyState
            icon={<IconUserSearch size={32} aria-hidden />}
            withIndicatorBackground
            title={t("empty.title")}
            description={t("empty.text")}
          >
            <EmptyState.Actions>
              <Button onClick={onShowRecommended}>{t("empty.recommended")}</Button>
              <Button component={Link} to={paths.cvList()} variant="default">
                {t("empty.cvs")}
              </Button>
            </EmptyState.Actions>
          </EmptyState>
        </Card>
      }
      noResults={
        <NoSearchResults
          title={t("noResults.title")}
          text={t("noResults.text")}
          showAll={t("noResults.all")}
          onShowAll={() => onSearch("")}
        />
      }
    />
  );
}
