import { Badge, Button, Card, EmptyState, Text } from "@mantine/core";
import type { Match } from "@stint/shared/applications";
import { IconHeartHandshake } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ListRow } from "../../../components/list-row.tsx";
import { NoSearchResults } from "../../../components/no-search-results.tsx";
import { PagedList } from "../../../components/paged-list.tsx";
import { paths } from "@stint/shared/page-routes";
import { formatDate } from "../../../lib/format.ts";
import { studentMatchesQuery, useMatchPages } from "../api/list-matches.ts";
import { MatchContact } from "./match-contact.tsx";
import { MessageButton } from "../../../components/message-button.tsx";
import { CompanyWithBadge } from "../../../components/verified-badge.tsx";

type Props = {
  q: string;
  onSearch: (q: string) => void;
  /** Where open invitations are answered (the Invited tab). */
  onShowInvitations: () => void;
  onShowApplications: () => void;
};

function MatchRow({ match }: { match: Match }) {
  const { t } = useTranslation("applications");
  const { job } = match;
  const ended = match.endedAt !== null;
  return (
    <ListRow
      title={job.title}
      to={paths.jobDetail({ id: job.id })}
      subtitle={<CompanyWithBadge name={job.companyName} verified={job.companyVerified} />}
      actions={
        job.removed ? null : (
          <MessageButton size="sm" to={{ companyId: job.companyId, name: job.companyName }} job={job} />
        )
      }
      badge={
        <Badge variant="light" color={ended ? "gray" : "teal"} tt="none">
          {ended ? t("matches.ended") : t("matches.matched")}
        </Badge>
      }
    >
      <Text size="sm">
        <Text span fw={600} size="sm">
          {t("matches.start")}
        </Text>{" "}
        {formatDate(match.startDate) ?? t("matches.startNotSet")}
        <Text span c="dimmed" size="sm">
          {" "}
          · {t("matches.since", { date: formatDate(match.createdAt), via: match.source })}
        </Text>
      </Text>
      {ended ? (
        <Text size="sm" c="dimmed">
          {t("matches.endedText", { date: formatDate(match.endedAt) })}
        </Text>
      ) : (
        <MatchContact matchId={match.id} side="company" name={job.companyName} />
      )}
    </ListRow>
  );
}

/**
 * A student's matches, newest first: each with its start date and, while it is on, the company's contact
 * details. Searched by job title and company.
 */
export function StudentMatches({ q, onSearch, onShowInvitations, onShowApplications }: Props) {
  const { t } = useTranslation("applications");
  const query = useMatchPages(studentMatchesQuery(q));
  return (
    <PagedList<Match>
      query={query}
      q={q}
      onSearch={onSearch}
      searchTexts={(match) => [match.job.title, match.job.companyName]}
      searchLabel={t("matches.searchLabel")}
      placeholder={t("list.placeholder")}
      noun={[t("matches.nounOne"), t("matches.nounMany")]}
      what={t("matches.what")}
      getKey={(match) => match.id}
      renderItem={(match) => <MatchRow match={match} />}
      empty={
        <Card padding="xl">
          <EmptyState
            icon={<IconHeartHandshake size={32} aria-hidden />}
            withIndicatorBackground
            title={t("matches.emptyTitle")}
            description={t("matches.emptyText")}
          >
            <EmptyState.Actions>
              <Button onClick={onShowInvitations}>{t("matches.yourInvitations")}</Button>
              <Button variant="default" onClick={onShowApplications}>
                {t("list.searchLabel")}
              </Button>
              <Button component={Link} to={paths.jobList()} variant="default">
                {t("list.browseJobs")}
              </Button>
            </EmptyState.Actions>
          </EmptyState>
        </Card>
      }
      noResults={
        <NoSearchResults
          title={t("matches.noResultsTitle")}
          text={t("list.noResultsText")}
          showAll={t("matches.showAll")}
          onShowAll={() => onSearch("")}
        />
      }
    />
  );
}
