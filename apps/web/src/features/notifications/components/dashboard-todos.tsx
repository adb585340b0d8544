import { Anchor, Badge, Button, Card, Group, Skeleton, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { APPLICATION_STATUS_LABELS, OVERDUE_AFTER_DAYS } from "@stint/shared/applications";
import {
  IconArrowRight,
  IconArrowsSort,
  IconCircleCheck,
  IconClockExclamation,
  IconGift,
  IconMail,
  IconProgress,
  IconStar,
  IconUserPlus,
} from "@tabler/icons-react";
import { useId, type ReactNode } from "react";
import { Link } from "react-router";
import { paths } from "@stint/shared/page-routes";
import { useApplicationCounts } from "../../../lib/application-counts.ts";
import { formatDate, formatDateTime, formatTimeAgo } from "../../../lib/format.ts";
import { useRateableMatches } from "../../../lib/rateable-matches.ts";
import { useRoundList } from "../../../lib/round-list.ts";
import { TODOS_SHOWN, useStudentTodos } from "../api/list-todos.ts";
import classes from "./dashboard-todos.module.css";
import { possessive } from "../../../lib/possessive.ts";

type Todo = {
  key: string;
  icon: typeof IconMail;
  color: string;
  /** What is waiting, e.g. "3 new applicants". */
  title: string;
  /** What it is about, e.g. the job's title. */
  detail: ReactNode;
  to: string;
  /** The link's words, e.g. "Review"; named with the title and detail for screen readers. */
  action: string;
  actionLabel: string;
};

/** At most this many rows; the rest is one click away. */
const MAX_TODOS = 8;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * "Rate <company/student>" for each started match the viewer has not rated yet (`/api/ratings/rateable`),
 * those whose other side has rated already first: theirs is revealed as soon as the viewer rates.
 */
function useRatingTodos() {
  const rateable = useRateableMatches();
  const todos: Todo[] = [...(rateable.data ?? [])]
    .sort((a, b) => Number(b.theirRatingWaiting) - Number(a.theirRatingWaiting))
    .map((match) => ({
      key: `rate-${match.matchId}`,
      icon: IconStar,
      color: "yellow",
      title: `Rate ${match.other.name}`,
      detail: match.theirRatingWaiting
        ? `${match.job.title} · ${match.other.name} rated you: rate them to see it`
        : `${match.job.title} · started ${formatDate(match.startDate)}`,
      to: paths.ratingCreation({ matchId: match.matchId }),
      action: "Rate",
      actionLabel: `Rate ${match.other.name} for “${match.job.title}”`,
    }));
  return { rateable, todos };
}

/**
 * What the viewer's placement rounds wait for (`GET /api/rounds`, each round's `todo`): a student ranks the
 * jobs or answers a place on the round's card; a company answers an invitation, ranks or answers places on
 * the round's screen. A round list that fails to load leaves the other to-dos as they are.
 */
function useRoundTodos(role: "student" | "company") {
  const rounds = useRoundList();
  const todos: Todo[] = [];
  for (const round of rounds.data ?? []) {
    if (!round.todo) continue;
    const to = role === "student" ? paths.matchingList({ round: round.id }) : paths.roundDetail({ id: round.id });
    const about = `“${round.name}”`;
    if (round.todo === "answer-invitation") {
      todos.push({
        key: `round-${round.id}`,
        icon: IconArrowsSort,
        color: "orange",
        title: `${round.creatorCompanyName} invites you to a placement round`,
        detail: `${round.name} · ranking closes ${formatDateTime(round.rankingDeadline)}`,
        to,
        action: "Answer",
        actionLabel: `Answer the invitation to ${about}`,
      });
    } else if (round.todo === "rank") {
      todos.push({
        key: `round-${round.id}`,
        icon: IconArrowsSort,
        color: "orange",
        title: role === "student" ? `Rank the jobs of ${round.name}` : `Rank your applicants in ${round.name}`,
        detail: `Placement round · ranking closes ${formatDateTime(round.rankingDeadline)}`,
        to,
        action: "Rank",
        actionLabel: role === "student" ? `Rank the jobs of ${about}` : `Rank your applicants in ${about}`,
      });
    } else {
      todos.push({
        key: `round-${round.id}`,
        icon: IconArrowsSort,
        color: "orange",
        title:
          role === "student" ? `Answer your place in ${round.name}` : `Answer the proposed places in ${round.name}`,
        detail: `Placement round · answers are due ${formatDateTime(round.confirmationDeadline)}`,
        to,
        action: "Answer",
        actionLabel: role === "student" ? `Answer your place in ${about}` : `Answer the proposed places in ${about}`,
      });
    }
  }
  return todos;
}

function TodoRow({ todo }: { todo: Todo }) {
  return (
    <Group component="li" gap="sm" wrap="nowrap" align="center" className={classes.row}>
      <ThemeIcon size={34} radius="md" variant="light" color={todo.color} aria-hidden>
        <todo.icon size={18} />
      </ThemeIcon>
      <Stack gap={0} className={classes.text}>
        <Text size="sm" fw={650}>
          {todo.title}
        </Text>
        <Text size="xs" c="gray.7" className={classes.detail}>
          {todo.detail}
        </Text>
      </Stack>
      <Button
        component={Link}
        to={todo.to}
        size="xs"
        variant="light"
        rightSection={<IconArrowRight size={14} aria-hidden />}
        aria-label={todo.actionLabel}
        className={classes.action}
      >
        {todo.action}
      </Button>
    </Group>
  );
}

type CardProps = {
  todos: Todo[] | undefined;
  loading: boolean;
  error: Error | null;
  onRetry: () => void;
  empty: ReactNode;
  /** Where the rest is when there are more than MAX_TODOS. */
  more: { to: string; label: string };
};

function TodoCard({ todos, loading, error, onRetry, empty, more }: CardProps) {
  const headingId = useId();
  const shown = todos?.slice(0, MAX_TODOS) ?? [];
  const hidden = (todos?.length ?? 0) - shown.length;
  return (
    <Card component="section" aria-labelledby={headingId}>
      <Group justify="space-between" gap="xs" mb="sm">
        <Title order={2} fz="lg" id={headingId}>
          To do
        </Title>
        {todos && todos.length > 0 && (
          <Badge variant="light" color="orange" tt="none">
            {plural(todos.length, "item", "items")}
          </Badge>
        )}
      </Group>
      {loading ? (
        <Stack gap="sm" role="status" aria-busy="true" aria-label="Loading what needs your attention">
          {[0, 1].map((index) => (
            <Group key={index} gap="sm" wrap="nowrap">
              <Skeleton height={34} width={34} radius="md" />
              <Stack gap={6} style={{ flex: 1 }}>
                <Skeleton height={14} width="50%" />
                <Skeleton height={10} width="35%" />
              </Stack>
            </Group>
          ))}
        </Stack>
      ) : error && (!todos || todos.length === 0) ? (
        <Group gap="sm" justify="space-between">
          <Text size="sm" c="dimmed">
            What needs your attention could not be loaded. {error.message}
          </Text>
          <Button size="xs" variant="default" onClick={onRetry}>
            Try again
          </Button>
        </Group>
      ) : shown.length === 0 ? (
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon size={34} radius="md" variant="light" color="teal" aria-hidden>
            <IconCircleCheck size={18} />
          </ThemeIcon>
          <Text size="sm" c="gray.7">
            {empty}
          </Text>
        </Group>
      ) : (
        <>
          <ul className={classes.list}>
            {shown.map((todo) => (
              <TodoRow key={todo.key} todo={todo} />
            ))}
          </ul>
          {hidden > 0 && (
            <Anchor component={Link} to={more.to} size="sm" fw={600} mt="sm" display="inline-block">
              {more.label} ({plural(hidden, "more item", "more items")})
            </Anchor>
          )}
        </>
      )}
    </Card>
  );
}

/**
 * A company's to-dos, from its applications counted per job (one request): answers overdue for more than
 * OVERDUE_AFTER_DAYS days, new applicants nobody has looked at yet, and invitations the students have not
 * answered. Each goes to the job's applicants (or candidates) with the right filter.
 */
export function CompanyTodos() {
  const counts = useApplicationCounts();
  const ratings = useRatingTodos();
  const rounds = useRoundTodos("company");
  // Overdue answers first, then new applicants, then invitations; newest job first within each.
  const overdue: Todo[] = [];
  const fresh: Todo[] = [];
  const invited: Todo[] = [];
  for (const job of counts.data?.jobs ?? []) {
    const about = `“${job.jobTitle}”`;
    if (job.overdue > 0) {
      overdue.push({
        key: `${job.jobId}-overdue`,
        icon: IconClockExclamation,
        color: "red",
        title: `${plural(job.overdue, "applicant waits", "applicants wait")} for an answer`,
        detail: `${job.jobTitle} · no answer for over ${OVERDUE_AFTER_DAYS} days`,
        to: paths.jobApplicants({ id: job.jobId, overdue: "true" }),
        action: "Answer",
        actionLabel: `Answer the overdue applicants of ${about}`,
      });
    }
    if (job.byStatus.applied > 0) {
      fresh.push({
        key: `${job.jobId}-applied`,
        icon: IconUserPlus,
        color: "stint",
        title: plural(job.byStatus.applied, "new applicant", "new applicants"),
        detail: `${job.jobTitle} · not reviewed yet`,
        to: paths.jobApplicants({ id: job.jobId, status: "applied" }),
        action: "Review",
        actionLabel: `Review the new applicants of ${about}`,
      });
    }
    if (job.openInvitations > 0) {
      invited.push({
        key: `${job.jobId}-invited`,
        icon: IconMail,
        color: "grape",
        title: `${plural(job.openInvitations, "invitation awaits", "invitations await")} an answer`,
        detail: `${job.jobTitle} · sent to students, not answered yet`,
        to: paths.jobCandidates({ id: job.jobId, status: "invited" }),
        action: "See",
        actionLabel: `See the open invitations of ${about}`,
      });
    }
  }
  const todos = counts.data ? [...rounds, ...overdue, ...fresh, ...invited, ...ratings.todos] : undefined;

  return (
    <TodoCard
      todos={todos}
      loading={counts.isPending}
      error={counts.error ?? ratings.rateable.error}
      onRetry={() => {
        void counts.refetch();
        void ratings.rateable.refetch();
      }}
      empty="Nothing waits for you. New applicants, answers that are overdue, invitations students have not answered and students to rate show up here."
      more={{ to: paths.matchingList(), label: "All your jobs in Matching" }}
    />
  );
}

/**
 * A student's to-dos: invitations to answer, offers, and applications a company moved in the last two weeks,
 * each linking to the tab of the matching list it is on.
 */
export function StudentTodos() {
  const { invitations, offers, moved } = useStudentTodos();
  const ratings = useRatingTodos();
  const rounds = useRoundTodos("student");
  const queries = [invitations, offers, moved, ratings.rateable];
  const loading = queries.some((query) => query.isPending && !query.isError);
  const error = queries.find((query) => query.isError)?.error ?? null;
  const todos: Todo[] = [...rounds];
  const invited = paths.matchingList({ tab: "invited" });
  const applied = paths.matchingList({ tab: "applied" });

  for (const invitation of invitations.data?.items ?? []) {
    todos.push({
      key: `invitation-${invitation.id}`,
      icon: IconMail,
      color: "grape",
      title: `${invitation.job.companyName} invites you to apply`,
      detail: invitation.job.title,
      to: invited,
      action: "Answer",
      actionLabel: `Answer ${possessive(invitation.job.companyName)} invitation to “${invitation.job.title}”`,
    });
  }
  const moreInvitations = (invitations.data?.total ?? 0) - (invitations.data?.items.length ?? 0);
  if (moreInvitations > 0) {
    todos.push({
      key: "invitations-more",
      icon: IconMail,
      color: "grape",
      title: `${plural(moreInvitations, "more invitation", "more invitations")} to answer`,
      detail: "Companies that would like you to apply",
      to: invited,
      action: "See all",
      actionLabel: "See all your open invitations",
    });
  }
  // An offer waits for the student while it is open (accepted: the company hires next); answered on the job's page.
  for (const application of offers.data?.items ?? []) {
    if (application.offer && application.offer.status !== "open") continue;
    todos.push({
      key: `offer-${application.id}`,
      icon: IconGift,
      color: "teal",
      title: `An offer from ${application.job.companyName}`,
      detail: application.offer
        ? `${application.job.title} · answer by ${formatDate(application.offer.answerBy)}`
        : application.job.title,
      to: paths.jobDetail({ id: application.job.id }),
      action: "Answer",
      actionLabel: `Answer the offer for “${application.job.title}”`,
    });
  }
  const moreOffers = (offers.data?.total ?? 0) - (offers.data?.items.length ?? 0);
  if (moreOffers > 0) {
    todos.push({
      key: "offers-more",
      icon: IconGift,
      color: "teal",
      title: plural(moreOffers, "more offer", "more offers"),
      detail: "Applications that reached the offer stage",
      to: applied,
      action: "See all",
      actionLabel: "See all your applications",
    });
  }
  todos.push(...ratings.todos);
  for (const application of (moved.data ?? []).slice(0, TODOS_SHOWN)) {
    todos.push({
      key: `moved-${application.id}`,
      icon: IconProgress,
      color: application.status === "rejected" ? "gray" : "stint",
      title: `${APPLICATION_STATUS_LABELS[application.status]}: ${application.job.title}`,
      detail: `${application.job.companyName} · ${formatTimeAgo(application.updatedAt)}`,
      to: applied,
      action: "See",
      actionLabel: `See your application to “${application.job.title}”`,
    });
  }

  return (
    <TodoCard
      todos={loading ? undefined : todos}
      loading={loading}
      error={error}
      onRetry={() => queries.forEach((query) => void query.refetch())}
      empty="Nothing waits for you. Invitations from companies, offers, news about your applications and companies to rate show up here."
      more={{ to: applied, label: "All your applications" }}
    />
  );
}
