import { Badge, Button, Card, EmptyState, Text } from "@mantine/core";
import type { Match } from "@stint/shared/applications";
import { IconHeartHandshake, IconSearch } from "@tabler/icons-react";
import { Link } from "react-router";
import { ListRow } from "../../../components/list-row.tsx";
import { PagedList } from "../../../components/paged-list.tsx";
import { paths } from "@stint/shared/page-routes";
import { formatDate } from "../../../lib/format.ts";
import { studentMatchesQuery, useMatchPages } from "../api/list-matches.ts";
import { MatchContact } from "./match-contact.tsx";
import { MessageButton } from "../../../components/message-button.tsx";

type Props = {
  q: string;
  onSearch: (q: string) => void;
  /** Where open invitations are answered (the Invited tab). */
  onShowInvitations: () => void;
  onShowApplications: () => void;
};

function MatchRow({ match }: { match: Match }) {
  const { job } = match;
  const ended = match.endedAt !== null;
  return (
    <ListRow
      title={job.title}
      to={paths.jobDetail({ id: job.id })}
      subtitle={job.companyName}
      actions={
        job.removed ? null : (
          <MessageButton size="sm" to={{ companyId: job.companyId, name: job.companyName }} job={job} />
        )
      }
      badge={
        <Badge variant="light" color={ended ? "gray" : "teal"} tt="none">
          {ended ? "Ended" : "Matched"}
        </Badge>
      }
    >
      <Text size="sm">
        <Text span fw={600} size="sm">
          Start:
        </Text>{" "}
        {formatDate(match.startDate) ?? "not set yet"}
        <Text span c="dimmed" size="sm">
          {" "}
          · Matched {formatDate(match.createdAt)}
          {match.source === "invitation" ? " when you accepted the invitation" : " when the company shortlisted you"}
        </Text>
      </Text>
      {ended ? (
        <Text size="sm" c="dimmed">
          This match ended {formatDate(match.endedAt)}: the application was withdrawn or not successful. Contact details
          are no longer shared.
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
  const query = useMatchPages(studentMatchesQuery(q));
  return (
    <PagedList<Match>
      query={query}
      q={q}
      onSearch={onSearch}
      searchTexts={(match) => [match.job.title, match.job.companyName]}
      searchLabel="Your matches"
      placeholder="Job title or company"
      noun={["match", "matches"]}
      what="your matches"
      getKey={(match) => match.id}
      renderItem={(match) => <MatchRow match={match} />}
      empty={
        <Card padding="xl">
          <EmptyState
            icon={<IconHeartHandshake size={32} aria-hidden />}
            withIndicatorBackground
            title="No matches yet"
            description="You match with a company when it shortlists your application or when you accept its invitation. Then you both see each other's contact details here."
          >
            <EmptyState.Actions>
              <Button onClick={onShowInvitations}>Your invitations</Button>
              <Button variant="default" onClick={onShowApplications}>
                Your applications
              </Button>
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
            title="No match fits this search"
            description="Try other words: a job title or a company name."
          >
            <EmptyState.Actions>
              <Button variant="default" onClick={() => onSearch("")}>
                Show every match
              </Button>
            </EmptyState.Actions>
          </EmptyState>
        </Card>
      }
    />
  );
}
