/**
 * The query keys of everything the app caches, in one place: a feature that changes what another feature shows
 * (a job's company page, the session after an account edit) refreshes it by key, without importing that feature.
 * Each feature's `api/` files build their query options from these.
 */

/** The session (`GET /api/me`). */
export const meQueryKey = ["me"] as const;

/**
 * Signing in safely: the email change waiting for its link (`/api/me/email-change`) and the signed-in sessions
 * (`/api/me/sessions`). A password change refreshes both (it signs out the other sessions and cancels the change).
 */
export const signInSecurityKeys = {
  all: ["sign-in-security"] as const,
  emailChange: ["sign-in-security", "email-change"] as const,
  sessions: ["sign-in-security", "sessions"] as const,
  methods: ["sign-in-security", "methods"] as const,
};

export const jobKeys = {
  all: ["jobs"] as const,
  detail: (id: string) => ["jobs", "detail", id] as const,
  searches: ["jobs", "search"] as const,
  /** "Jobs like this" on a job's page (`/api/jobs/{id}/similar`). */
  similar: (id: string) => ["jobs", "similar", id] as const,
  summary: ["jobs", "mine", "summary"] as const,
};

export const companyKeys = {
  all: ["companies"] as const,
  detail: (id: string) => ["companies", id] as const,
};

export const cvKeys = {
  all: ["cvs"] as const,
  list: ["cvs", "list"] as const,
  detail: (id: string) => ["cvs", "detail", id] as const,
};

/** Computed match scores (`/api/matching/*`): they change whenever a CV, a job or a student's profile does. */
export const matchingKeys = {
  all: ["matching"] as const,
  jobs: ["matching", "jobs"] as const,
  candidates: ["matching", "candidates"] as const,
  score: (cvId: string, jobId: string) => ["matching", "score", cvId, jobId] as const,
};

/**
 * Applications (`/api/applications`): a student's or a company's lists, one application with its history, and
 * the student's application to one job (`forJob`, what a job's page shows).
 */
export const applicationKeys = {
  all: ["applications"] as const,
  lists: ["applications", "list"] as const,
  forJob: (jobId: string) => ["applications", "for-job", jobId] as const,
  detail: (id: string) => ["applications", "detail", id] as const,
};

/** Invitations (`/api/invitations`) and a student's invitation setting. */
export const invitationKeys = {
  all: ["invitations"] as const,
  lists: ["invitations", "list"] as const,
  openCount: ["invitations", "open-count"] as const,
};

/** A company's saved candidate filters (`/api/saved-filters`): one job's (with those for all its jobs). */
/** A student's saved jobs (`/api/saved-jobs`, issue 36). */
export const savedJobKeys = {
  all: ["saved-jobs"] as const,
};

export const savedFilterKeys = {
  all: ["saved-filters"] as const,
  forJob: (jobId: string) => ["saved-filters", "job", jobId] as const,
};

/** Company verification (issue 37): the operators' list by state and words, and a company's own standing. */
export const verificationKeys = {
  all: ["company-verification"] as const,
  admin: ["company-verification", "admin"] as const,
  adminList: (status: string, q: string) => ["company-verification", "admin", status, q] as const,
  own: ["company-verification", "own"] as const,
};

/** A student's job alerts (`/api/job-alerts`). */
export const jobAlertKeys = { all: ["job-alerts"] as const };

/** The console's accounts (`/api/admin/accounts`): every search's pages. */
export const adminAccountKeys = {
  all: ["admin", "accounts"] as const,
  search: (q: string) => ["admin", "accounts", { q }] as const,
};
/** The operator console's operators (`/api/admin/operators`) and audit log (`/api/admin/audit-log`). */
export const adminOperatorKeys = { all: ["admin", "operators"] as const };
export const adminAuditKeys = { all: ["admin", "audit-log"] as const };

/** Matches (`/api/matches`): lists, and one match with its contact details. */
export const matchKeys = {
  all: ["matches"] as const,
  lists: ["matches", "list"] as const,
  detail: (id: string) => ["matches", "detail", id] as const,
};

/**
 * The notification centre (`/api/notifications`): the header bell's unread count, the lists (the bell's latest,
 * the full list, all or unread only) and the per-kind mail settings.
 */
export const notificationKeys = {
  all: ["notifications"] as const,
  unreadCount: ["notifications", "unread-count"] as const,
  lists: ["notifications", "list"] as const,
  settings: ["notifications", "settings"] as const,
};

/**
 * A company's applications counted per job and status (`/api/applications/counts`): under the applications'
 * lists, so whatever refreshes those (a move, a rejection) refreshes the counts too.
 */
export const applicationCountKeys = {
  all: ["applications", "list", "counts"] as const,
};

/**
 * Ratings (`/api/ratings`): the lists (the viewer's given and received ones, a company's or a student's), one
 * rating, and the viewer's matches that can be rated now (`rateable`, read by the rating screens and by the
 * dashboard's to-dos). A rating written, edited or deleted refreshes all of them, and the company pages (their
 * summaries count revealed ratings).
 */
export const ratingKeys = {
  all: ["ratings"] as const,
  lists: ["ratings", "list"] as const,
  detail: (id: string) => ["ratings", "detail", id] as const,
  rateable: ["ratings", "rateable"] as const,
};

/**
 * Placement rounds (`/api/rounds`): the viewer's list (read by the rounds screens, the student's matching list
 * and the dashboards' to-dos), one round as the viewer sees it, a job's ranking of its applicants (under its
 * round, so whatever refreshes the round refreshes it too) and the companies found to invite.
 */
export const roundKeys = {
  all: ["rounds"] as const,
  lists: ["rounds", "list"] as const,
  detail: (id: string) => ["rounds", "detail", id] as const,
  jobRanking: (roundId: string, jobId: string) => ["rounds", "detail", roundId, "ranking", jobId] as const,
  companySearch: (q: string) => ["rounds", "company-search", q] as const,
};

/**
 * Conversations (`/api/conversations`), every key under `all`, the root the live channel refreshes: the inbox's
 * pages per search, one conversation, its messages (pages going back in time) and the header's unread count.
 */
export const conversationKeys = {
  all: ["conversations"] as const,
  lists: ["conversations", "list"] as const,
  list: (q: string) => ["conversations", "list", q] as const,
  detail: (id: string) => ["conversations", "detail", id] as const,
  messages: (id: string) => ["conversations", "detail", id, "messages"] as const,
  unreadCount: ["conversations", "unread-count"] as const,
};

/**
 * The operators' moderation queue (`/api/admin/moderation`): the reported ratings' pages and the reported
 * messages. A decision refreshes both tabs (their counts) and the ratings everywhere.
 */
export const moderationKeys = {
  all: ["moderation"] as const,
  ratings: ["moderation", "ratings"] as const,
  rating: (id: string) => ["moderation", "ratings", id] as const,
  messages: ["moderation", "messages"] as const,
};

/** The signed-in user's own files (`GET /api/files`), e.g. to attach one to a message. */
export const fileKeys = {
  all: ["files"] as const,
  mine: ["files", "mine"] as const,
};

/**
 * Interviews (`/api/interviews`, `/api/applications/{id}/interviews`): an application's interviews, the viewer's
 * upcoming ones (the dashboard) and their private calendar feed (`/api/calendar-feed`, account settings). A
 * change to one interview refreshes them all: the lists are short and each shows the same interviews.
 */
export const interviewKeys = {
  all: ["interviews"] as const,
  forApplication: (applicationId: string) => ["interviews", "application", applicationId] as const,
  upcoming: ["interviews", "upcoming"] as const,
  calendarFeed: ["interviews", "calendar-feed"] as const,
};
