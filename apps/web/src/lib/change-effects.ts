import type { ApplicationDetail } from "@stint/shared/applications";
import type { OwnVerification } from "@stint/shared/company-verification";
import type { Cv } from "@stint/shared/cvs";
import type { CalendarFeed } from "@stint/shared/interviews";
import type { Job } from "@stint/shared/jobs";
import type { Rating } from "@stint/shared/ratings";
import type { JobRanking, Round } from "@stint/shared/rounds";
import type { InvalidateQueryFilters, QueryClient, QueryFilters, QueryKey } from "@tanstack/react-query";
import {
  applicationKeys,
  companyKeys,
  conversationKeys,
  moderationKeys,
  cvKeys,
  interviewKeys,
  invitationKeys,
  jobKeys,
  matchingKeys,
  matchKeys,
  meQueryKey,
  notificationKeys,
  ratingKeys,
  roundKeys,
  savedFilterKeys,
  savedJobKeys,
  adminAuditKeys,
  adminOperatorKeys,
  jobAlertKeys,
  signInSecurityKeys,
  verificationKeys,
  adminAccountKeys,
} from "./query-keys.ts";

/**
 * What one change on the server means for the client's cache: answers the server just gave, kept as they are
 * (`keep`: no second request for what is already known), answers that no longer exist (`drop`), and queries read
 * again (`refresh`: at once when shown, else when next shown).
 */
export type ChangeEffects = {
  keep?: ReadonlyArray<readonly [QueryKey, unknown]>;
  drop?: readonly QueryFilters[];
  refresh: readonly InvalidateQueryFilters[];
};

/**
 * The student's marks on jobs: the job lists mark each job (`forYou`: applied, invited, matched) and the
 * recommendations leave out jobs applied to, so whatever changes the student's relation to a job touches both.
 */
const jobMarks: InvalidateQueryFilters[] = [{ queryKey: jobKeys.searches }, { queryKey: matchingKeys.jobs }];

/** Every query under `all` but one record's detail (`[…, "detail", id]`), which was just kept or is going away. */
const allBut = (all: QueryKey, id: string | undefined): InvalidateQueryFilters => ({
  queryKey: all,
  predicate: (query) => !(query.queryKey[1] === "detail" && query.queryKey[2] === id),
});

/**
 * A CV feeds the match scores and recommendations (`/api/matching/*` is computed from the primary CV), and one
 * made primary takes the flag from another: every other CV is read again.
 */
const cvSaved = (cv: Cv): ChangeEffects => ({
  keep: [[cvKeys.detail(cv.id), cv]],
  refresh: [allBut(cvKeys.all, cv.id), { queryKey: matchingKeys.all }],
});

/** A job feeds the searches, the company's dashboard summary, its company page and the match scores. */
const jobListed = (job: Pick<Job, "id" | "companyId">): InvalidateQueryFilters[] => [
  { queryKey: jobKeys.searches },
  { queryKey: matchingKeys.all },
  { queryKey: jobKeys.summary },
  { queryKey: companyKeys.detail(job.companyId) },
];

const jobSaved = (job: Job): ChangeEffects => ({ keep: [[jobKeys.detail(job.id), job]], refresh: jobListed(job) });

/**
 * The student changed their own application (applied, withdrew, answered an offer): applying accepts an open
 * invitation to the job, accepting an invitation or an offer keeps or makes a match, withdrawing and declining
 * end one, and the job's marks follow the application.
 */
const ownApplicationSaved = (application: ApplicationDetail): ChangeEffects => ({
  keep: [
    [applicationKeys.detail(application.id), application],
    [applicationKeys.forJob(application.job.id), application],
  ],
  refresh: [
    { queryKey: applicationKeys.lists },
    { queryKey: invitationKeys.all },
    { queryKey: matchKeys.all },
    ...jobMarks,
  ],
});

/**
 * The company moved applications (one, or many when rejecting in bulk; none known when the server refused
 * because someone moved it first): shortlisting makes a match, rejecting ends one, the ranked candidates show
 * each application's status, and the lists and counts per status follow.
 */
const applicantsMoved = (saved: readonly ApplicationDetail[] = []): ChangeEffects => ({
  keep: saved.map((application) => [applicationKeys.detail(application.id), application] as const),
  refresh: [{ queryKey: matchingKeys.candidates }, { queryKey: applicationKeys.all }, { queryKey: matchKeys.all }],
});

/** An invitation answered (or found answered already): the lists, the open count and the job's marks. */
const invitationAnswered = (): ChangeEffects => ({
  refresh: [{ queryKey: invitationKeys.lists }, { queryKey: invitationKeys.openCount }, ...jobMarks],
});

/**
 * Ratings: the lists, what can be rated now and the company pages (their summaries count revealed ratings).
 * A kept or deleted rating's detail is left alone.
 */
const ratingsChanged = (skipId?: string): InvalidateQueryFilters[] => [
  {
    queryKey: ratingKeys.all,
    predicate: (query) => !(query.queryKey[1] === "detail" && query.queryKey[2] === skipId),
  },
  { queryKey: companyKeys.all },
];

/**
 * A round changed (or refused a change: what the screen shows may be out of date): the lists (status, to-dos)
 * and the rounds' details. The answer just kept is fresh; its job rankings are not (their counts and positions
 * follow the round). The company search is not about rounds.
 */
const roundSaved = (round?: Round): ChangeEffects => ({
  keep: round ? [[roundKeys.detail(round.id), round]] : [],
  refresh: [
    {
      queryKey: roundKeys.all,
      predicate: (query) =>
        !(query.queryKey[1] === "detail" && query.queryKey[2] === round?.id && query.queryKey.length === 3) &&
        query.queryKey[1] !== "company-search",
    },
  ],
});

/** Everything the conversation screens show. */
const conversationsChanged: InvalidateQueryFilters[] = [{ queryKey: conversationKeys.all }];

/**
 * The one table from a change the server made (named `subject.what-happened`) to what it touches in the
 * client's cache, derived from the server's side effects, so that no screen has to know another feature's keys.
 * Mutations declare their change (`useApiMutation({ changes })`, `useApiForm({ changes })`); anything else
 * that learns of a change calls `applyChange`.
 */
export const changeEffects = {
  "cv.saved": cvSaved,
  /** The API makes another CV primary when the primary one goes; its own answer is forgotten by its screen. */
  "cv.deleted": (id: string): ChangeEffects => ({ refresh: [allBut(cvKeys.all, id), { queryKey: matchingKeys.all }] }),

  "job.saved": jobSaved,
  "job.published": jobSaved,
  "job.closed": jobSaved,
  "job.reopened": jobSaved,
  /** Its own answer is forgotten only once the screen showing it has moved on, or it would flash "not found". */
  "job.deleted": (job: Pick<Job, "id" | "companyId">): ChangeEffects => ({ refresh: jobListed(job) }),
  /** Closing rejects every open application in the same step: each rejection ends its match. */
  "job.closed-answering": (job: Pick<Job, "id" | "companyId">): ChangeEffects => ({
    refresh: [
      { queryKey: jobKeys.detail(job.id) },
      ...jobListed(job),
      { queryKey: applicationKeys.all },
      { queryKey: matchKeys.all },
    ],
  }),

  "application.sent": ownApplicationSaved,
  "application.withdrawn": ownApplicationSaved,
  "offer.accepted": ownApplicationSaved,
  "offer.declined": ownApplicationSaved,
  /** Accepting was refused (409: the offer was changed or withdrawn meanwhile): the application is read again. */
  "offer.refused": (): ChangeEffects => ({ refresh: [{ queryKey: applicationKeys.all }] }),
  /** Applying was refused (applied already elsewhere, the job closed or its deadline passed): the job's page. */
  "application.refused": (jobId: string): ChangeEffects => ({
    refresh: [{ queryKey: applicationKeys.forJob(jobId) }, { queryKey: jobKeys.detail(jobId) }],
  }),
  "application.moved": applicantsMoved,

  /** The job's candidate lists show the invitation on the student's row, the company's invitation lists list it. */
  "invitation.sent": (jobId: string): ChangeEffects => ({
    refresh: [{ queryKey: [...matchingKeys.candidates, jobId] }, { queryKey: invitationKeys.lists }],
  }),
  /** Accepting applies to the job and makes a match at once. */
  "invitation.accepted": (jobId: string): ChangeEffects => ({
    refresh: [
      ...invitationAnswered().refresh,
      { queryKey: applicationKeys.lists },
      { queryKey: applicationKeys.forJob(jobId) },
      { queryKey: matchKeys.all },
    ],
  }),
  "invitation.declined": invitationAnswered,
  /** Answering was refused (answered meanwhile, the job closed): the invitation lists may be out of date. */
  "invitation.refused": invitationAnswered,

  "rating.saved": (rating: Rating): ChangeEffects => ({
    keep: [[ratingKeys.detail(rating.id), rating]],
    refresh: ratingsChanged(rating.id),
  }),
  /** Reported, moderated, its response written elsewhere or deleted: nothing to keep. */
  "rating.changed": (): ChangeEffects => ({ refresh: ratingsChanged() }),
  /** The match can be rated again; the deleted rating's own answer is left to the screen that moves on. */
  "rating.deleted": (id: string): ChangeEffects => ({ refresh: ratingsChanged(id) }),

  "round.saved": roundSaved,
  "round.refused": (): ChangeEffects => roundSaved(),
  /** A place both sides confirmed hires its application, which ends the other applications' matches too. */
  "round.place-answered": (round: Round): ChangeEffects => ({
    ...roundSaved(round),
    refresh: [...roundSaved(round).refresh, { queryKey: applicationKeys.all }, { queryKey: matchKeys.all }],
  }),
  /** Deleted, or left by the viewer: no longer theirs to see. */
  "round.gone": (id: string): ChangeEffects => ({
    drop: [{ queryKey: roundKeys.detail(id) }],
    refresh: [{ queryKey: roundKeys.lists }],
  }),
  /** A job's ranking of its applicants: the round's counts and to-dos follow it. */
  "round.job-ranked": (roundId: string, jobId: string, ranking: JobRanking): ChangeEffects => ({
    keep: [[roundKeys.jobRanking(roundId, jobId), ranking]],
    refresh: [{ queryKey: roundKeys.detail(roundId), exact: true }, { queryKey: roundKeys.lists }],
  }),

  /**
   * An interview proposed, picked, moved, asked to move or cancelled, by the viewer or (live) the other side:
   * every interview list, and the applications (picking a time moves the application to `interview`, with its
   * history). The calendar feed's own query, under the same root, does not change with an interview.
   */
  "interviews.changed": (): ChangeEffects => ({
    refresh: [
      { queryKey: interviewKeys.all, predicate: (query) => query.queryKey[1] !== interviewKeys.calendarFeed[1] },
      { queryKey: applicationKeys.all },
    ],
  }),
  /**
   * The private calendar feed made, replaced (a new secret) or revoked: the server's answer is kept as the
   * feed's state. Its address comes in that answer only (the server keeps a hash of the secret): the screen that
   * made it shows it from the answer, as a later read of the feed has none.
   */
  "calendar-feed.changed": (feed: CalendarFeed): ChangeEffects => ({
    keep: [[interviewKeys.calendarFeed, { ...feed, url: null }]],
    refresh: [],
  }),

  /** A job saved or unsaved: the Saved tab, and every list whose cards show the saved mark. */
  "saved-job.changed": (): ChangeEffects => ({
    refresh: [{ queryKey: savedJobKeys.all }, ...jobMarks, { queryKey: [...jobKeys.all, "similar"] }],
  }),

  /** Saved, renamed or deleted (or found deleted already): every job's list of saved filters. */
  "saved-filter.changed": (): ChangeEffects => ({ refresh: [{ queryKey: savedFilterKeys.all }] }),

  /** A job alert saved, renamed, paused, resumed or deleted (or found deleted already): the student's alerts. */
  "job-alert.changed": (): ChangeEffects => ({ refresh: [{ queryKey: jobAlertKeys.all }] }),

  /**
   * An operator verified, refused or revoked a company (or was refused: someone decided first): the operators'
   * lists, and the badge on its page and its job cards.
   */
  "company-verification.decided": (): ChangeEffects => ({
    refresh: [{ queryKey: verificationKeys.admin }, { queryKey: companyKeys.all }, { queryKey: jobKeys.all }],
  }),
  /** A refused company asked again: its standing is the answer. */
  "company-verification.asked": (own: OwnVerification): ChangeEffects => ({
    keep: [[verificationKeys.own, own]],
    refresh: [],
  }),
  /** An operator suspended or resumed an account (or found it so already): the console's account lists. */
  "account.suspension": (): ChangeEffects => ({ refresh: [{ queryKey: adminAccountKeys.all }] }),

  /** Read (or refused: shown read too early): the count, and the lists (an unread-only list loses what was read). */
  "notifications.read": (): ChangeEffects => ({
    refresh: [{ queryKey: notificationKeys.lists }, { queryKey: notificationKeys.unreadCount }],
  }),
  /**
   * A notification arrived (told by the live channel, or the polled unread count grew): someone else changed
   * something of the viewer's (a company moved an application, a student applied or answered), so the count, the
   * lists and the applications, invitations and matches are read again.
   */
  "notifications.arrived": (): ChangeEffects => ({
    refresh: [
      { queryKey: notificationKeys.unreadCount },
      { queryKey: notificationKeys.lists },
      { queryKey: applicationKeys.all },
      { queryKey: invitationKeys.all },
      { queryKey: matchKeys.all },
    ],
  }),

  /**
   * A message sent or arrived (the live channel's `message` event): the inbox's order and previews, the
   * conversation and its messages, the header's unread count.
   */
  "conversations.message": (): ChangeEffects => ({ refresh: conversationsChanged }),
  /** Started, blocked or unblocked, the other side gone (the live channel's `conversation` event). */
  "conversations.changed": (): ChangeEffects => ({ refresh: conversationsChanged }),
  /** The viewer read a conversation: its unread badge in the inbox and the header's count. */
  "conversations.read": (): ChangeEffects => ({
    refresh: [{ queryKey: conversationKeys.lists }, { queryKey: conversationKeys.unreadCount }],
  }),
  /** An operator decided a report: both tabs of the queue (their counts), and the ratings a keep or hide changed. */
  "moderation.decided": (): ChangeEffects => ({
    refresh: [{ queryKey: moderationKeys.all }, ...ratingsChanged()],
  }),

  /**
   * An operator granted, changed or removed: the operators, the audit log that tells it, and the session (an
   * operator may have changed their own permissions).
   */
  "admin-operators.changed": (): ChangeEffects => ({
    refresh: [{ queryKey: adminOperatorKeys.all }, { queryKey: adminAuditKeys.all }, { queryKey: meQueryKey }],
  }),

  /** The account's email is confirmed: the session may now apply, invite and rate. */
  "account.confirmed": (): ChangeEffects => ({ refresh: [{ queryKey: meQueryKey }] }),
  /** The new sign-in email is in use: the session shows it, and nothing waits for a link any more. */
  "email-change.confirmed": (): ChangeEffects => ({
    refresh: [{ queryKey: meQueryKey }, { queryKey: signInSecurityKeys.emailChange }],
  }),
  /** A password change signs out the other sessions and cancels an email change waiting for its link. */
  "password.changed": (): ChangeEffects => ({ refresh: [{ queryKey: signInSecurityKeys.all }] }),
  /** One device or all others signed out (or refused: the list may be out of date). */
  "sessions.signed-out": (): ChangeEffects => ({ refresh: [{ queryKey: signInSecurityKeys.sessions }] }),
} satisfies Record<string, (...args: never[]) => ChangeEffects>;

export type ChangeName = keyof typeof changeEffects;
export type ChangeArgs<Name extends ChangeName> = Parameters<(typeof changeEffects)[Name]>;

/** A change with what it needs, as a mutation declares it: the name alone when it needs nothing. */
export type Change = {
  [Name in ChangeName]: [] extends ChangeArgs<Name>
    ? Name | readonly [Name, ...ChangeArgs<Name>]
    : readonly [Name, ...ChangeArgs<Name>];
}[ChangeName];

/** What a change touches in the cache (for tests and for `applyChange`). */
export function effectsOf<Name extends ChangeName>(name: Name, ...args: ChangeArgs<Name>): ChangeEffects {
  return (changeEffects[name] as (...args: ChangeArgs<Name>) => ChangeEffects)(...args);
}

function effectsOfChange(change: Change): ChangeEffects {
  const [name, ...args] = typeof change === "string" ? [change] : change;
  // The `Change` type has checked the arguments against the change's entry.
  return (changeEffects[name] as (...args: unknown[]) => ChangeEffects)(...args);
}

/** Applies a change to the cache; the promise settles once the shown queries are read again. */
export function applyChange<Name extends ChangeName>(
  queryClient: QueryClient,
  name: Name,
  ...args: ChangeArgs<Name>
): Promise<void> {
  return startEffects(queryClient, effectsOf(name, ...args))();
}

/**
 * Applies a change as a mutation declared it (nothing for none), in two steps around the screen's own reaction:
 * what is kept from the answer is in the cache at once (the screen may move on to it); the returned function
 * drops what is gone and reads the shown queries again, once the screen has moved on (a dropped answer still on
 * screen would be fetched again and flash "not found").
 */
export function startChange(queryClient: QueryClient, change: Change | null | undefined): () => Promise<void> {
  return change ? startEffects(queryClient, effectsOfChange(change)) : () => Promise.resolve();
}

function startEffects(queryClient: QueryClient, effects: ChangeEffects) {
  for (const [queryKey, data] of effects.keep ?? []) queryClient.setQueryData(queryKey, data);
  return async () => {
    for (const filters of effects.drop ?? []) queryClient.removeQueries(filters);
    // The one place the web invalidates queries: every screen's refresh after a change comes through here.
    await Promise.all(effects.refresh.map((filters) => queryClient.invalidateQueries(filters)));
  };
}
