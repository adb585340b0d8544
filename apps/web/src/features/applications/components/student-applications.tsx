import { Button, Card, EmptyState, Text } from "@mantine/core";
import type { Application } from "@stint/shared/applications";
import { IconArrowRight, IconGift, IconSend } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ListRow } from "../../../components/list-row.tsx";
import { NoSearchResults } from "../../../components/no-search-results.tsx";
import { PagedList } from "../../../components/paged-list.tsx";
import { paths } from "@stint/shared/page-routes";
import { useLabels } from "../../../i18n/labels.ts";
import { formatAgo, formatDate } from "../../../lib/format.ts";
import { offerLine } from "../offer-text.ts";
import { studentApplicationsQuery, useApplicationPages } from "../api/list-applications.ts";
import { ApplicationStatusBadge } from "./application-status-badge.tsx";
import { WithdrawDialog } from "./withdraw-dialog.tsx";
import { MessageButton } from "../../../components/message-button.tsx";
import { CompanyWithBadge } from "../../../components/verified-badge.tsx";

type Props = {
  q: string;
  onSearch: (q: string) => void;
  /** Where to find jobs to apply to (the Recommended tab). */
  onShowRecommended: () => void;
};

function ApplicationRow({ application }: { application: Application }) {
  const { t } = useTranslation("applications");
  const labels = useLabels();
  const [withdrawing, setWithdrawing] = useState(false);
  const { job } = application;
  const canWithdraw = application.allowedMoves.includes("withdrawn");
  const changed = application.updatedAt !== application.createdAt;
  const offerToAnswer = application.status === "offer" && application.offer?.status === "open";
  const offer = offerLine(t, application);
  return (
    <ListRow
      title={job.title}
      // A job whose company deleted its account is gone: named as it was, linked nowhere.
      to={job.removed ? null : paths.jobDetail({ id: job.id })}
      subtitle={
        job.removed ? (
          t("list.companyRemoved", { company: job.companyName })
        ) : (
          <CompanyWithBadge name={job.companyName} verified={job.companyVerified} />
        )
      }
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
              aria-label={t("list.answerOfferFor", { title: job.title })}
            >
              {t("list.answerOffer")}
            </Button>
          ) : (
            <Button
              component={Link}
              to={paths.jobDetail({ id: job.id })}
              size="sm"
              variant="default"
              rightSection={<IconArrowRight size={16} aria-hidden />}
              aria-label={t("list.openJobFor", { title: job.title })}
            >
              {t("list.openJob")}
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
              aria-label={t("list.withdrawFor", { title: job.title })}
            >
              {t("list.withdraw")}
            </Button>
          )}
        </>
      }
    >
      <Text size="sm" c="dimmed">
        {application.cv
          ? t("list.appliedWith", { date: formatDate(application.createdAt), cv: application.cv.title })
          : t("list.applied", { date: formatDate(application.createdAt) })}
        {changed && <> · {t("list.updated", { ago: formatAgo(application.updatedAt) })}</>}
      </Text>
      {offer && (
        <Text size="sm" fw={offerToAnswer ? 600 : undefined}>
          {offer}
        </Text>
      )}
      {application.status === "rejected" && application.reasonCode && (
        <Text size="sm">
          {t("list.reason", {
            reason: job.removed ? (application.reasonText ?? "") : labels.rejectReason(application.reasonCode),
          })}
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
  const { t } = useTranslation("applications");
  const query = useApplicationPages(studentApplicationsQuery(q));
  return (
    <PagedList<Application>
      query={query}
      q={q}
      onSearch={onSearch}
      searchTexts={(application) => [application.job.title, application.job.companyName, application.cv?.title]}
      searchLabel={t("list.searchLabel")}
      placeholder={t("list.placeholder")}
      noun={[t("list.nounOne"), t("list.nounMany")]}
      what={t("list.what")}
      getKey={(application) => application.id}
      renderItem={(application) => <ApplicationRow application={application} />}
      empty={
        <Card padding="xl">
          <EmptyState
            icon={<IconSend size={32} aria-hidden />}
            withIndicatorBackground
            title={t("list.emptyTitle")}
            description={t("list.emptyText")}
          >
            <EmptyState.Actions>
              <Button onClick={onShowRecommended}>{t("list.seeRecommended")}</Button>
              <Button component={Link} to={paths.jobList()} variant="default">
                {t("list.browseJobs")}
              </Button>
            </EmptyState.Actions>
          </EmptyState>
        </Card>
      }
      noResults={
        <NoSearchResults
          title={t("list.noResultsTitle")}
          text={t("list.noResultsText")}
          showAll={t("list.showAll")}
          onShowAll={() => onSearch("")}
        />
      }
    />
  );
}
