import type { Role } from "./account.ts";

/** A search parameter's value: left out of the URL when null, undefined or empty. */
type SearchValue = string | null | undefined;
export type SearchParams = Record<string, SearchValue>;

/** The names of a path pattern's parameters: `"id"` for `/job-detail/:id`. */
type ParamName<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamName<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;
export type PathParams<P extends string> = { [Name in ParamName<P>]: string };

/** One screen of the web app: its path pattern (`:name` for one segment), whether it is public. */
export interface Screen<P extends string = string, S extends SearchParams = SearchParams> {
  readonly path: P;
  /** Open without signing in, for search engines too (robots.txt). */
  readonly public: boolean;
  /** For the type checker only: the search parameters the screen reads. */
  readonly search?: S;
}

function screen<const P extends string, S extends SearchParams = Record<never, never>>(
  path: P,
  options: { public?: boolean; search?: S } = {},
): Screen<P, S> {
  return { path, public: options.public ?? false };
}

/** Declares a screen's search parameters to the type checker; nothing at run time. */
function takes<S extends SearchParams>(): S {
  return undefined as unknown as S;
}

/**
 * Every screen the web app has, the one place a screen path is written: the router takes its paths from here,
 * the web builds its links with `paths`, the API its mail and notification links. The server answers these
 * paths with the app and 200, any other page path with the app and 404, so that the app shows its not-found
 * screen with the status a link checker or crawler reads (issue 30); robots.txt is written from it. A renamed
 * screen or a missing parameter is a type error wherever a link to it is built.
 */
export const SCREENS = {
  landing: screen("/", { public: true, search: takes<{ next?: string | null }>() }),
  chooseSignUpRole: screen("/choose-sign-up-role", { public: true }),
  login: screen("/login", { public: true, search: takes<{ next?: string | null; email?: string | null }>() }),
  signUpStudent: screen("/sign-up/student", { public: true }),
  signUpCompany: screen("/sign-up/company", { public: true }),
  forgetPassword: screen("/forget-password", { search: takes<{ email?: string | null }>() }),
  resetPassword: screen("/reset-password", { search: takes<{ token: string }>() }),
  confirmAccount: screen("/confirm-account", { search: takes<{ token: string }>() }),
  confirmEmail: screen("/confirm-email", { search: takes<{ token: string }>() }),
  dashboard: screen("/job-dashboard"),
  /** The job search; its search parameters are the job search's URL form, e.g. `{ mine: "true" }`. */
  jobList: screen("/job-posting-list", { search: takes<SearchParams>() }),
  /** A job; `cvId` is the student's CV its match is shown for (the primary one when left out). */
  jobDetail: screen("/job-detail/:id", { search: takes<{ cvId?: string | null }>() }),
  jobCreation: screen("/job-creation"),
  /** A student's saved searches that tell of new jobs. */
  jobAlerts: screen("/job-alerts"),
  jobEdit: screen("/job-edit/:id"),
  /** A company's public page (its own account screen is `companyDetail`). */
  companyPage: screen("/company-detail/:id"),
  cvList: screen("/cv-list"),
  cvCreation: screen("/cv-creation"),
  cvEdit: screen("/cv-edit/:id"),
  /** A CV; `jobId` is the company's job its match is shown against (from that job's candidates). */
  cvDetail: screen("/cv-detail/:id", { search: takes<{ jobId?: string | null }>() }),
  /** A student's lists (`tab`; `round`: a placement round's card, scrolled to), a company's jobs. */
  matchingList: screen("/matching-list", {
    search: takes<{ tab?: "applied" | "invited" | "matched" | null; round?: string | null }>(),
  }),
  /** A company's job above the tabs of its candidate screens (opens the first, `companyMatching`). */
  matchingApplicants: screen("/matching-applicants/:id"),
  /** A company's job's candidates: students open to offers, ranked for it. */
  companyMatching: screen("/matching-applicants/:id/company-matching"),
  /**
   * A company's job's applicants (the pipeline), optionally filtered: `{ status: "applied" }` for the new ones,
   * `{ overdue: "true" }` for those waiting too long for an answer.
   */
  jobApplicants: screen("/matching-applicants/:id/student-matching", {
    search: takes<{ status?: string | null; overdue?: "true" | null }>(),
  }),
  /** Every candidate of a company's job (applicants, invitees, matches), optionally filtered by status. */
  jobCandidates: screen("/matching-applicants/:id/filtered-list", { search: takes<{ status?: string | null }>() }),
  /** A new rating; `matchId` preselects the match to rate. */
  ratingCreation: screen("/rating-creation", { search: takes<{ matchId?: string | null }>() }),
  /** The viewer's ratings: `tab` given (the default) or received, `q` the words searched for. */
  ratingList: screen("/rating-list", {
    search: takes<{ tab?: "given" | "received" | null; q?: string | null }>(),
  }),
  ratingEdit: screen("/rating-edit/:id"),
  ratingDetail: screen("/rating-detail/:id"),
  /** A company's placement rounds (a student's are cards of the matching list: `matchingList({ round })`). */
  roundList: screen("/round-list"),
  roundDetail: screen("/round-detail/:id"),
  /** The inbox: the viewer's conversations, newest message first; `q` searches names and job titles. */
  messages: screen("/messages", { search: takes<{ q?: string | null }>() }),
  /**
   * A first message to a company or student about a job (a company names the `studentId`, a student the
   * `companyId`; `to` and `job` are their names for the heading): the target of every "Message" button. Sent, it
   * lands in the one conversation of the two, made if there is none.
   */
  messageStart: screen("/messages/new", {
    search: takes<{
      studentId?: string | null;
      companyId?: string | null;
      jobId?: string | null;
      to?: string | null;
      job?: string | null;
    }>(),
  }),
  /** One conversation, beside the inbox on a wide screen (`q` keeps the inbox's search). */
  conversation: screen("/messages/:id", { search: takes<{ q?: string | null }>() }),
  studentDetail: screen("/account/student/detail"),
  studentEdit: screen("/account/student/edit"),
  companyDetail: screen("/account/company/detail"),
  companyEdit: screen("/account/company/edit"),
  /** The operator console's overview (issue 37): the sections the operator may open. */
  admin: screen("/admin"),
  /** Placement figures over time (issue 37): the range and breakdown are the page's address, to share a view. */
  adminFigures: screen("/admin/figures", {
    search: takes<{ from?: string | null; to?: string | null; by?: string | null }>(),
  }),
  /** The reported ratings and messages, a tab each (`tab`; ratings when absent). */
  adminModeration: screen("/admin/moderation", { search: takes<{ tab?: "ratings" | "messages" | null }>() }),
  /** Companies to verify (issue 37): waiting first; verify, refuse or take a verification back. */
  adminCompanies: screen("/admin/companies"),
  /** The console's accounts (issue 37): find one by email or name (`q`), suspend it with a reason, resume it. */
  adminAccounts: screen("/admin/accounts", { search: takes<{ q?: string | null }>() }),
  adminOperators: screen("/admin/operators"),
  adminAuditLog: screen("/admin/audit-log"),
} as const;

export type ScreenName = keyof typeof SCREENS;

/** A screen's link builder: its path parameters and search parameters in one object. */
type PathBuilder<T> =
  T extends Screen<infer P, infer S>
    ? [ParamName<P>] extends [never]
      ? Record<never, never> extends S
        ? (search?: S) => string
        : (search: S) => string
      : (values: PathParams<P> & S) => string
    : never;

/** As URLSearchParams writes a value (form encoding: a space is "+"), which this package's libraries lack. */
function formEncode(value: string) {
  return encodeURIComponent(value)
    .replace(/[!'()~]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, "+");
}

function withSearch(path: string, search: SearchParams) {
  const pairs = Object.entries(search).filter((pair): pair is [string, string] => Boolean(pair[1]));
  const text = pairs.map(([name, value]) => `${formEncode(name)}=${formEncode(value)}`).join("&");
  return text ? `${path}?${text}` : path;
}

function pathBuilder(pattern: string) {
  return (values: SearchParams = {}) => {
    const search = { ...values };
    const path = pattern.replace(/:(\w+)/g, (_, name: string) => {
      const value = search[name] ?? "";
      delete search[name];
      return encodeURIComponent(value);
    });
    return withSearch(path, search);
  };
}

/** The path of a screen: `paths.jobDetail({ id, cvId })`, `paths.dashboard()`. */
export const paths = Object.fromEntries(
  Object.entries(SCREENS).map(([name, { path }]) => [name, pathBuilder(path)]),
) as unknown as { readonly [Name in ScreenName]: PathBuilder<(typeof SCREENS)[Name]> };

/** Every screen, as a list: what the server answers 200 for, and what robots.txt keeps crawlers out of. */
export const PAGE_ROUTES: readonly Screen[] = Object.values(SCREENS);

const segments = (path: string) => path.split("/").filter(Boolean);
const patterns = PAGE_ROUTES.map((route) => segments(route.path));

/**
 * Whether the app has a screen at `pathname` (a URL's path, still percent-encoded). As the router matches:
 * letters in any case, a trailing slash ignored, `:id` any one non-empty segment.
 */
export function isPageRoute(pathname: string): boolean {
  if (pathname.includes("//")) return false;
  const parts = segments(pathname.toLowerCase());
  return patterns.some(
    (pattern) =>
      pattern.length === parts.length &&
      pattern.every((segment, index) => segment.startsWith(":") || segment === parts[index]),
  );
}

/** The signed-in user's own account screen. */
export function accountDetailPath(role: Role) {
  return role === "student" ? paths.studentDetail() : paths.companyDetail();
}

export function accountEditPath(role: Role) {
  return role === "student" ? paths.studentEdit() : paths.companyEdit();
}

/** The id of the account screen's notifications section, the target of `notificationsPath`. */
export const NOTIFICATIONS_SECTION_ID = "notifications";

/** The full list of notifications: a section of the account screen (the bell's "See all"). */
export function notificationsPath(role: Role) {
  return `${accountDetailPath(role)}#${NOTIFICATIONS_SECTION_ID}`;
}

export const SIGN_IN_SECURITY_SECTION_ID = "sign-in-security";

/** The account screen's sign-in and security section: the sign-in email, the password and the devices. */
export function signInSecurityPath(role: Role) {
  return `${accountDetailPath(role)}#${SIGN_IN_SECURITY_SECTION_ID}`;
}

/** The id of the account screen's calendar feed section (the private webcal link of the user's interviews). */
export const CALENDAR_FEED_SECTION_ID = "calendar-feed";

/** The account screen's calendar feed section: where "Add to calendar" sends a user who has no feed yet. */
export function calendarFeedPath(role: Role) {
  return `${accountDetailPath(role)}#${CALENDAR_FEED_SECTION_ID}`;
}

/**
 * Where a user lands after sign-in or finishing the account (the dashboard), and after signing up (PRODUCT §2:
 * a company goes on to post its first job, a student to write a first CV).
 */
export function homePath(role?: Role | null, after: "sign-in" | "sign-up" = "sign-in") {
  if (after === "sign-up" && role === "company") return paths.jobCreation();
  if (after === "sign-up" && role === "student") return paths.cvCreation();
  return paths.dashboard();
}
