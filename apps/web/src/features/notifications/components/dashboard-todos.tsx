import { Anchor, Badge, Button, Card, Group, Skeleton, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { useMessages } from "../../../i18n/messages.ts";
import { OVERDUE_AFTER_DAYS } from "@stint/shared/applications";
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
import { useTranslation } from "react-i18next";
import { useLabels } from "../../../i18n/labels.ts";
import { Link } from "react-router";
import { paths } from "@stint/shared/page-routes";
import { useApplicationCounts } from "../../../lib/application-counts.ts";
import { formatDate, formatDateTime, formatTimeAgo } from "../../../lib/format.ts";
import { useRateableMatches } from "../../../lib/rateable-matches.ts";
import { useRoundList } from "../../../lib/round-list.ts";
import { TODOS_SHOWN, useStudentTodos } from "../api/list-todos.ts";
import classes from "./dashboard-todos.module.css";
import { possessiveArgs } from "../../../lib/possessive.ts";

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

/**
 * "Rate <company/student>" for each started match the viewer has not rated yet (`/api/ratings/rateable`),
 * those whose other side has rated already first: theirs is revealed as soon as the viewer rates.
 */
function useRatingTodos() {
  const { t } = useTranslation("notifications");
  const rateable = useRateableMatches();
  const todos: Todo[] = [...(rateable.data ?? [])]
    .sort((a, b) => Number(b.theirRatingWaiting) - Number(a.theirRatingWaiting))
    .map((match) => ({
      key: `rate-${match.matchId}`,
      icon: IconStar,
      color: "yellow",
      title: t("todos.rate", { name: match.other.name }),
      detail: match.theirRatingWaiting
        ? t("todos.rateWaiting", { job: match.job.title, name: match.other.name })
        : t("todos.rateStarted", { job: match.job.title, date: formatDate(match.startDate) }),
      to: paths.ratingCreation({ matchId: match.matchId }),
      action: t("todos.rateAction"),
      actionLabel: t("todos.rateLabel", { name: match.other.name, job: match.job.title }),
    }));
  return { rateable, todos };
}

/**
 * What the viewer's placement rounds wait for (`GET /api/rounds`, each round's `todo`): a student ranks the
 * jobs or answers a place on the round's card; a company answers an invitation, ranks or answers places on
 * the round's screen. A round list that fails to load leaves the other to-dos as they are.
 */
function useRoundTodos(role: "student" | "company") {
  const { t } = useTranslation("notifications");
  const rounds = useRoundList();
  const todos: Todo[] = [];
  for (const round of rounds.data ?? []) {
    if (!round.todo) continue;
    const to = role === "student" ? paths.matchingList({ round: round.id }) : paths.roundDetail({ id: round.id });
    const name = round.name;
    if (round.todo === "answer-invitation") {
      todos.push({
        key: `round-${round.id}`,
        icon: IconArrowsSort,
        color: "orange",
        title: t("todos.roundInvited", { company: round.creatorCompanyName }),
        detail: t("todos.roundInvitedDetail", { name, date: formatDateTime(round.rankingDeadline) }),
        to,
        action: t("todos.answer"),
        actionLabel: t("todos.roundInvitedLabel", { name }),
      });
    } else if (round.todo === "rank") {
      todos.push({
        key: `round-${round.id}`,
        icon: IconArrowsSort,
        color: "orange",
        title: t("todos.roundRank", { role, name }),
        detail: t("todos.roundRankDetail", { date: formatDateTime(round.rankingDeadline) }),
        to,
        action: t("todos.rank"),
        actionLabel: t("todos.roundRankLabel", { role, name }),
      });
    } else {
      todos.push({
        key: `round-${round.id}`,
        icon: IconArrowsSort,
        color: "orange",
        title: t("todos.roundConfirm", { role, name }),
        detail: t("todos.roundConfirmDetail", { date: formatDateTime(round.confirmationDeadline) }),
        to,
        action: t("todos.answer"),
        actionLabel: t("todos.roundConfirmLabel", { role, name }),
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
  const { t } = useTranslation("notifications");
  const { error: message } = useMessages();
  const headingId = useId();
  const shown = todos?.slice(0, MAX_TODOS) ?? [];
  const hidden = (todos?.length ?? 0) - shown.length;
  return (
    <Card component="section" aria-labelledby={headingId}>
      <Group justify="space-between" gap="xs" mb="sm">
        <Title order={2} fz="lg" id={headingId}>
          {t("todos.title")}
        </Title>
        {todos && todos.length > 0 && (
          <Badge variant="light" color="orange" tt="none">
            {t("todos.items", { count: todos.length })}
          </Badge>
        )}
      </Group>
      {loading ? (
        <Stack gap="sm" role="status" aria-busy="true" aria-label={t("todos.loading")}>
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
            {t("todos.loadFailed", { message: message(error) })}
          </Text>
          <Button size="xs" variant="default" onClick={onRetry}>
            {t("common:tryAgain")}
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
              {t("todos.more", { label: more.label, count: hidden })}
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
  const { t } = useTranslation("notifications");
  const counts = useApplicationCounts();
  const ratings = useRatingTodos();
  const rounds = useRoundTodos("company");
  // Overdue answers first, then new applicants, then invitations; newest job first within each.
  const overdue: Todo[] = [];
  const fresh: Todo[] = [];
  const invited: Todo[] = [];
  for (const job of counts.data?.jobs ?? []) {
    const jobTitle = job.jobTitle;
    if (job.overdue > 0) {
      overdue.push({
        key: `${job.jobId}-overdue`,
        icon: IconClockExclamation,
        color: "red",
        title: t("todos.overdue", { count: job.overdue }),
        detail: t("todos.overdueDetail", { job: jobTitle, days: OVERDUE_AFTER_DAYS }),
        to: paths.jobApplicants({ id: job.jobId, overdue: "true" }),
        action: t("todos.answer"),
        actionLabel: t("todos.overdueLabel", { job: jobTitle }),
      });
    }
    if (job.byStatus.applied > 0) {
      fresh.push({
        key: `${job.jobId}-applied`,
        icon: IconUserPlus,
        color: "stint",
        title: t("todos.fresh", { count: job.byStatus.applied }),
        detail: t("todos.freshDetail", { job: jobTitle }),
        to: paths.jobApplicants({ id: job.jobId, status: "applied" }),
        action: t("todos.review"),
        actionLabel: t("todos.freshLabel", { job: jobTitle }),
      });
    }
    if (job.openInvitations > 0) {
      invited.push({
        key: `${job.jobId}-invited`,
        icon: IconMail,
        color: "grape",
        title: t("todos.invited", { count: job.openInvitations }),
        detail: t("todos.invitedDetail", { job: jobTitle }),
        to: paths.jobCandidates({ id: job.jobId, status: "invited" }),
        action: t("todos.see"),
        actionLabel: t("todos.invitedLabel", { job: jobTitle }),
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
      empty={t("todos.companyEmpty")}
      more={{ to: paths.matchingList(), label: t("todos.companyMore") }}
    />
  );
}

/**
 * A student's to-dos: invitations to answer, offers, and applications a company moved in the last two weeks,
 * each linking to the tab of the matching list it is on.
 */
export function StudentTodos() {
  const { t } = useTranslation("notifications");
  const labels = useLabels();
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
      title: t("todos.invitation", { company: invitation.job.companyName }),
      detail: invitation.job.title,
      to: invited,
      action: t("todos.answer"),
      actionLabel: t("todos.invitationLabel", {
        ...possessiveArgs(invitation.job.companyName),
        job: invitation.job.title,
      }),
    });
  }
  const moreInvitations = (invitations.data?.total ?? 0) - (invitations.data?.items.length ?? 0);
  if (moreInvitations > 0) {
    todos.push({
      key: "invitations-more",
      icon: IconMail,
      color: "grape",
      title: t("todos.moreInvitations", { count: moreInvitations }),
      detail: t("todos.moreInvitationsDetail"),
      to: invited,
      action: t("todos.seeAll"),
      actionLabel: t("todos.moreInvitationsLabel"),
    });
  }
  // An offer waits for the student while it is open (accepted: the company hires next); answered on the job's page.
  for (const application of offers.data?.items ?? []) {
    if (application.offer && application.offer.status !== "open") continue;
    todos.push({
      key: `offer-${application.id}`,
      icon: IconGift,
      color: "teal",
      title: t("todos.offer", { company: application.job.companyName }),
      detail: application.offer
        ? t("todos.offerDetail", { job: application.job.title, date: formatDate(application.offer.answerBy) })
        : application.job.title,
      to: paths.jobDetail({ id: application.job.id }),
      action: t("todos.answer"),
      actionLabel: t("todos.offerLabel", { job: application.job.title }),
    });
  }
  const moreOffers = (offers.data?.total ?? 0) - (offers.data?.items.length ?? 0);
  if (moreOffers > 0) {
    todos.push({
      key: "offers-more",
      icon: IconGift,
      color: "teal",
      title: t("todos.moreOffers", { count: moreOffers }),
      detail: t("todos.moreOffersDetail"),
      to: applied,
      action: t("todos.seeAll"),
      actionLabel: t("todos.moreOffersLabel"),
    });
  }
  todos.push(...ratings.todos);
  for (const application of (moved.data ?? []).slice(0, TODOS_SHOWN)) {
    todos.push({
      key: `moved-${application.id}`,
      icon: IconProgress,
      color: application.status === "rejected" ? "gray" : "stint",
      title: t("todos.moved", { status: labels.applicationStatus(application.status), job: application.job.title }),
      detail: t("todos.movedDetail", {
        company: application.job.companyName,
        ago: formatTimeAgo(application.updatedAt),
      }),
      to: applied,
      action: t("todos.see"),
      actionLabel: t("todos.movedLabel", { job: application.job.title }),
    });
  }

  return (
    <TodoCard
      todos={loading ? undefined : todos}
      loading={loading}
      error={error}
      onRetry={() => queries.forEach((query) => void query.refetch())}
      empty={t("todos.studentEmpty")}
      more={{ to: applied, label: t("todos.studentMore") }}
    />
  );
}
