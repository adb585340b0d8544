import {
  isExcludedPrepared,
  type MatchStudentProfile,
  type PreparedCv,
  type PreparedJob,
  prepareCv,
  prepareJob,
  scorePrepared,
} from "@stint/matching";
import {
  type ApplicationStatus,
  companyMovesFrom,
  isFinalApplicationStatus,
  isOpenApplicationStatus,
  makesMatch,
  PIPELINE_STATUSES,
} from "@stint/shared/application-statuses";
import { type NotificationKind, type NotificationLink } from "@stint/shared/notifications";
import { OVERDUE_AFTER_DAYS, type RejectReason } from "@stint/shared/applications";
import type {
  applicationEvents,
  applications,
  invitations,
  matches,
  notifications,
  ratingReports,
  ratingResponses,
  ratings,
  roundJobOutcomes,
  roundJobRankings,
  roundJobs,
  roundMembers,
  roundOutcomes,
  roundRuns,
  roundStudentRankings,
  rounds,
} from "../db/schema/index.ts";
import {
  appliedTitle,
  invitationAcceptedTitle,
  invitationDeclinedTitle,
  invitedTitle,
  MATCHED_BODY,
  matchedTitle,
  statusChangeTitle,
  withdrawnTitle,
} from "../modules/applications/application-messages.ts";
import type { BulkCv } from "./generate-cvs.ts";
import { type Random, seededRandom } from "./generate-jobs.ts";
import type { BulkJob } from "../modules/jobs/insert-jobs-in-bulk.ts";
import { notificationPayload } from "../modules/notifications/notify.ts";
import type { Said } from "../i18n/said.ts";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** Generated students hired with the featured student for a featured company's past job. */
const COHORT = 3;

export type HistoryCompany = {
  id: string;
  name: string;
  /** A company people sign in as (DEMO_COMPANIES): it gets applicants, invitations and a past hire. */
  featured: boolean;
};
export type HistoryStudent = {
  id: string;
  name: string;
  openToOffers: boolean;
  /** A student people sign in as (DEMO_STUDENTS): applications in every state, invitations, a past hire. */
  featured: boolean;
  profile: MatchStudentProfile;
};
export type HistoryJob = BulkJob & { id: string };
export type HistoryCv = BulkCv & { id: string };

/** The rows of the demo history, ready for insertHistoryInBulk. */
export type HistoryRows = {
  // The demo's applications all have their job, company and student (none of them deleted an account).
  applications: (typeof applications.$inferInsert & {
    id: string;
    jobId: string;
    companyId: string;
    studentId: string;
  })[];
  ratings?: (typeof ratings.$inferInsert & { id: string })[];
  ratingResponses?: (typeof ratingResponses.$inferInsert)[];
  ratingReports?: (typeof ratingReports.$inferInsert)[];
  events: (typeof applicationEvents.$inferInsert)[];
  invitations: (typeof invitations.$inferInsert & { id: string })[];
  matches: (typeof matches.$inferInsert & { id: string })[];
  notifications: (typeof notifications.$inferInsert)[];
  /** Placement rounds (plan-demo-rounds.ts), with everything they wrote. */
  rounds?: DemoRoundRows;
};

/** The rows of the demo's placement rounds, as the rounds module writes them. */
export type DemoRoundRows = {
  rounds: (typeof rounds.$inferInsert & { id: string })[];
  members: (typeof roundMembers.$inferInsert)[];
  jobs: (typeof roundJobs.$inferInsert)[];
  studentRankings: (typeof roundStudentRankings.$inferInsert)[];
  jobRankings: (typeof roundJobRankings.$inferInsert)[];
  runs: (typeof roundRuns.$inferInsert)[];
  outcomes: (typeof roundOutcomes.$inferInsert)[];
  jobOutcomes: (typeof roundJobOutcomes.$inferInsert)[];
};

/** One move of an application: to `status`, by the student or the company. */
export type Step = {
  status: ApplicationStatus;
  by: "student" | "company";
  reasonCode?: RejectReason;
  reasonText?: string;
};
/** A student's best-fitting CV for a job, with the matching engine's score and whether it excludes the pair. */
export type Scored = { job: HistoryJob; student: HistoryStudent; cv: HistoryCv; score: number; excluded: boolean };
/** Scores a published job for a student (null when the student has no CV), once per pair. */
export type Fit = (student: HistoryStudent, job: HistoryJob) => Scored | null;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const firstName = (name: string) => name.split(" ")[0]!;

const NOTES = [
  (job: HistoryJob) =>
    `The ${job.fields.title} role fits what I have been studying, and I would love to learn from your team.`,
  (job: HistoryJob) =>
    `I have followed ${job.companyName} for a while; happy to talk about my projects whenever suits you.`,
  () => "My CV lists my courses and projects; I can start on the date in the posting.",
  () => "I'm especially interested in the hands-on parts of this role. Thank you for considering me!",
];
const INVITATION_MESSAGES = [
  (student: HistoryStudent, job: HistoryJob) =>
    `Hi ${firstName(student.name)}, your CV caught our eye for our ${job.fields.title} opening. We would be glad to receive your application.`,
  (student: HistoryStudent, job: HistoryJob) =>
    `Hello ${firstName(student.name)}, we think your skills fit "${job.fields.title}" well. Have a look and apply if it interests you.`,
  (student: HistoryStudent) =>
    `Dear ${firstName(student.name)}, we are building a small team and your profile stood out. Would you apply?`,
];
const DECLINE_REASONS = ["I have accepted another offer.", "The dates do not work with my semester.", null];
const WITHDRAW_REASONS = ["I accepted an offer elsewhere.", "The commute would be too long for me.", null];
const REJECTIONS: readonly (readonly [{ code: RejectReason; text: string | null }, number])[] = [
  [{ code: "skills-mismatch", text: null }, 30],
  [{ code: "skills-mismatch", text: "We are looking for more experience with the required tools." }, 10],
  [{ code: "experience", text: null }, 20],
  [{ code: "availability", text: "We need someone who can start earlier." }, 10],
  [{ code: "location", text: null }, 8],
  [{ code: "position-filled", text: null }, 12],
  [{ code: "other", text: "We decided to fill the role internally." }, 10],
];

/**
 * The demo data's history of applications, invitations and matches, with the notifications each step sent,
 * as the services would have written them over the past weeks (decision 010): every application's events
 * from `applied` to its status, the match made on shortlisting or on an accepted invitation (ended when the
 * application was then rejected or withdrawn), invitations open, accepted and declined.
 *
 * - Each featured student applies, with the best-fitting of their CVs, to the published jobs that fit them
 *   best (the matching engine's score; excluded pairs only when too few fit), the featured companies'
 *   first: an application in every state, and when open to offers an open, an accepted and a declined
 *   invitation. Each was hired for a job that has started since: a job that fitted them, closed and moved
 *   into the past here (published about four months ago, started three to six weeks ago).
 * - Each featured company's published jobs get generated applicants, the better fitting first, so its lists
 *   have dozens of rows: one job holds every state, overdue applications (untouched for more than 21 days)
 *   among them; the others a believable spread. Its past job was filled by a featured student and COHORT
 *   generated ones (the placements its ratings are about: plan-demo-ratings.ts), the other applicants rejected. It invited generated students too.
 *
 * Returns the jobs (the past ones changed), the rows and the fit of any student for any published job (what
 * later plans choose by). Deterministic for a seed, except the ids.
 */
export function planDemoHistory(options: {
  companies: readonly HistoryCompany[];
  students: readonly HistoryStudent[];
  jobs: readonly HistoryJob[];
  cvs: readonly HistoryCv[];
  now: Date;
  seed?: number;
}): { jobs: HistoryJob[]; rows: HistoryRows; fit: Fit } {
  const { now } = options;
  const random = seededRandom(options.seed ?? 31);
  const today = isoDay(now);
  const companyOf = new Map(options.companies.map((company) => [company.id, company]));
  const studentOf = new Map(options.students.map((student) => [student.id, student]));
  const jobs = options.jobs.map((job) => ({ ...job, fields: { ...job.fields } }));
  const published = jobs.filter((job) => job.status === "published");
  const featuredCompanies = options.companies.filter((company) => company.featured);
  const featuredStudents = options.students.filter((student) => student.featured);

  // The engine's inputs, prepared once: every CV of a featured student, the primary CV of everyone else.
  const preparedJobs = new Map<string, PreparedJob>(published.map((job) => [job.id, prepareJob(job.fields)]));
  const cvsOf = new Map<string, { cv: HistoryCv; prepared: PreparedCv }[]>();
  for (const cv of options.cvs) {
    const student = studentOf.get(cv.studentId);
    if (!student || (!student.featured && !cv.fields.isPrimary)) continue;
    const list = cvsOf.get(cv.studentId) ?? [];
    list.push({ cv, prepared: prepareCv(cv.fields, { today, student: student.profile }) });
    cvsOf.set(cv.studentId, list);
  }
  /** The student's best-fitting CV for the job, scored (once: the steps below ask again). */
  const fits = new Map<string, Scored | null>();
  const fit: Fit = (student, job) => {
    const key = `${job.id} ${student.id}`;
    if (!fits.has(key)) fits.set(key, bestFit(student, job));
    return fits.get(key)!;
  };
  const bestFit = (student: HistoryStudent, job: HistoryJob): Scored | null => {
    let best: Scored | null = null;
    for (const { cv, prepared } of cvsOf.get(student.id) ?? []) {
      const preparedJob = preparedJobs.get(job.id)!;
      const excluded = isExcludedPrepared(prepared, preparedJob);
      const { score } = scorePrepared(prepared, preparedJob);
      const better = !best || (best.excluded && !excluded) || (best.excluded === excluded && score > best.score);
      if (better) best = { job, student, cv, score, excluded };
    }
    return best;
  };
  /** Fitting pairs first (best score first), then excluded ones (only when too few fit). */
  const byFit = (a: Scored, b: Scored) => Number(a.excluded) - Number(b.excluded) || b.score - a.score;

  const history = new HistoryWriter({ now, random, companyOf });
  const cohortRandom = seededRandom((options.seed ?? 31) + 1);

  // ---- past jobs: each featured student was hired for one (a featured company's first) --------------------
  const pastJobs = new Set<string>();
  const hires: Scored[] = [];
  const unhired = [...featuredStudents];
  const pickPast = (pool: readonly HistoryJob[]): boolean => {
    const pairs = unhired.flatMap((student) =>
      pool.filter((job) => !pastJobs.has(job.id)).flatMap((job) => fit(student, job) ?? []),
    );
    const best = pairs.sort(byFit)[0];
    if (!best) return false;
    pastJobs.add(best.job.id);
    hires.push(best);
    unhired.splice(unhired.indexOf(best.student), 1);
    return true;
  };
  for (const company of featuredCompanies) pickPast(published.filter((job) => job.companyId === company.id));
  while (unhired.length > 0 && pickPast(published));

  for (const hire of hires) {
    const job = hire.job;
    // Published about four months ago, filled within two, started three to six weeks ago (so a rating written
    // soon after the start is past its blind period: plan-demo-ratings.ts).
    const publishedAt = new Date(now.getTime() - random.int(110, 130) * DAY - random.int(0, 20) * HOUR);
    const closedAt = new Date(publishedAt.getTime() + random.int(55, 65) * DAY);
    const start = new Date(now.getTime() - random.int(21, 42) * DAY);
    job.status = "closed";
    job.publishedAt = publishedAt;
    job.createdAt = new Date(publishedAt.getTime() - random.int(1, 3) * DAY);
    job.updatedAt = closedAt;
    job.fields.deadline = isoDay(new Date(publishedAt.getTime() + 35 * DAY));
    job.fields.startDate = isoDay(
      new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate() < 15 ? 1 : 15)),
    );
    const window = { from: new Date(publishedAt.getTime() + 2 * HOUR), to: closedAt };
    const hiredAt = new Date(closedAt.getTime() - random.int(2, 6) * DAY);
    history.apply({
      ...hire,
      steps: pathTo("hired", random),
      window: { from: window.from, to: hiredAt },
      end: hiredAt,
      note: random.chance(0.6) ? random.pick(NOTES)(job) : null,
    });
    // Others applied too: turned down along the way, or when the position was filled. At a featured company
    // the first few were hired alongside (a cohort of interns), so its page has ratings from several.
    const others = generatedFits(job).slice(0, random.int(4, 7));
    const cohort = companyOf.get(job.companyId)!.featured ? COHORT : 0;
    for (const [index, other] of others.entries()) {
      const filled = index < 2 || random.chance(0.4);
      // Drawn whether used or not, so the rest of the history is the same with or without the cohort.
      const turnedDown = filled
        ? [
            ...pathTo(random.pick(["applied", "reviewed", "interview"] as const), random),
            rejection("position-filled", null),
          ]
        : random.chance(0.2)
          ? pathTo("withdrawn", random)
          : pathTo("rejected", random);
      const end = filled
        ? new Date(hiredAt.getTime() + random.int(2, 30) * HOUR)
        : new Date(window.from.getTime() + random.next() * (hiredAt.getTime() - window.from.getTime()));
      const steps = index < cohort ? pathTo("hired", cohortRandom) : turnedDown;
      history.apply({ ...other, steps, window: { from: window.from, to: end }, end, note: null });
    }
  }

  const open = published.filter((job) => !pastJobs.has(job.id));
  const openFits = (student: HistoryStudent, pool = open) => pool.flatMap((job) => fit(student, job) ?? []).sort(byFit);
  function generatedFits(job: HistoryJob): Scored[] {
    return options.students
      .filter((student) => !student.featured && !history.related(job.id, student.id))
      .flatMap((student) => {
        const scored = fit(student, job);
        return scored && !scored.excluded ? [scored] : [];
      })
      .sort(byFit);
  }

  // ---- featured students: an application in every state, and invitations ----------------------------------
  for (const student of featuredStudents) {
    const slots: Slot[] = student.openToOffers
      ? [
          "offer",
          "interview",
          "shortlisted",
          "accepted",
          "reviewed",
          "invited",
          "applied",
          "withdrawn",
          "declined",
          "rejected",
        ]
      : ["offer", "interview", "shortlisted", "reviewed", "applied", "withdrawn", "rejected"];
    // The featured companies' jobs first (both sides of the demo see each other), at most two per company.
    const featuredIds = new Set(featuredCompanies.map((company) => company.id));
    const weight = (pair: Scored) => pair.score + (featuredIds.has(pair.job.companyId) ? 15 : 0);
    const ranked = openFits(student).sort((a, b) => Number(a.excluded) - Number(b.excluded) || weight(b) - weight(a));
    const perCompany = new Map<string, number>();
    const chosen: Scored[] = [];
    for (const pair of ranked) {
      if (chosen.length === slots.length) break;
      const taken = perCompany.get(pair.job.companyId) ?? 0;
      if (taken >= 2 || history.related(pair.job.id, student.id)) continue;
      perCompany.set(pair.job.companyId, taken + 1);
      chosen.push(pair);
    }
    for (const [index, pair] of chosen.entries()) storyOf(pair, slots[index]!);
  }

  // ---- featured companies: applicants for every published job, invitations --------------------------------
  for (const company of featuredCompanies) {
    const ownJobs = open.filter((job) => job.companyId === company.id);
    if (ownJobs.length === 0) continue;
    const candidates = new Map(ownJobs.map((job) => [job.id, generatedFits(job)]));
    // The job with the most fitting students holds every state; it was posted long enough ago to be overdue.
    const busiest = [...ownJobs].sort((a, b) => candidates.get(b.id)!.length - candidates.get(a.id)!.length)[0]!;
    const earliest = new Date(now.getTime() - 45 * DAY);
    if (busiest.publishedAt! > earliest) {
      busiest.publishedAt = new Date(earliest.getTime() - random.int(0, 10) * DAY);
      busiest.createdAt = new Date(busiest.publishedAt.getTime() - DAY);
    }
    for (const job of ownJobs) {
      const pool = candidates.get(job.id)!.filter((pair) => history.applicationsOf(pair.student.id) < 4);
      const count = Math.min(pool.length, job === busiest ? random.int(26, 34) : random.int(3, 14));
      // Mostly the better fitting, some others: who applies is not only who fits best.
      const picked = random.sample(pool.slice(0, Math.ceil(count * 1.6)), count).sort(byFit);
      const template: Slot[] =
        job === busiest
          ? ["offer", "interview", "shortlisted", "reviewed", "overdue", "overdue", "withdrawn", "rejected"]
          : [];
      for (const [index, pair] of picked.entries()) {
        const upper = index < picked.length / 4;
        const slot =
          template[index] ??
          random.weighted<Slot>(
            upper
              ? [
                  ["applied", 20],
                  ["overdue", 5],
                  ["reviewed", 25],
                  ["shortlisted", 20],
                  ["interview", 15],
                  ["offer", 5],
                  ["rejected", 5],
                  ["withdrawn", 5],
                ]
              : [
                  ["applied", 28],
                  ["overdue", 8],
                  ["reviewed", 24],
                  ["shortlisted", 5],
                  ["interview", 2],
                  ["rejected", 25],
                  ["withdrawn", 8],
                ],
          );
        storyOf(pair, slot);
      }
    }
    // Invitations to students open to offers who have not applied: open, accepted, declined.
    const invitable = ownJobs.flatMap((job) =>
      generatedFits(job)
        .filter((pair) => pair.student.openToOffers)
        .slice(0, 3),
    );
    const slots: Slot[] = ["invited", "invited", "accepted", "declined"];
    for (const slot of slots) {
      const pair = invitable.find((candidate) => !history.related(candidate.job.id, candidate.student.id));
      if (pair) storyOf(pair, slot);
    }
  }

  /** One application or invitation of `pair`, ending in `slot`, timed within the job's life. */
  function storyOf(pair: Scored, slot: Slot) {
    const { job, student } = pair;
    const from = new Date(job.publishedAt!.getTime() + 2 * HOUR);
    const span = now.getTime() - from.getTime();
    const recent = (maxDays: number) =>
      new Date(now.getTime() - Math.min(span * 0.9, random.next() * maxDays * DAY + 2 * HOUR));
    const note = random.chance(0.5) ? random.pick(NOTES)(job) : null;
    if (slot === "invited" || slot === "declined" || slot === "accepted") {
      const invitedAt =
        slot === "invited" ? recent(6) : new Date(Math.max(from.getTime(), now.getTime() - random.int(8, 20) * DAY));
      const message = random.pick(INVITATION_MESSAGES)(student, job);
      if (slot === "invited") {
        history.invite({ job, student, at: invitedAt, message });
        return;
      }
      const answeredAt = new Date(Math.min(now.getTime() - HOUR, invitedAt.getTime() + random.int(4, 60) * HOUR));
      if (slot === "declined") {
        history.invite({
          job,
          student,
          at: invitedAt,
          message,
          declined: { at: answeredAt, reason: random.pick(DECLINE_REASONS) },
        });
        return;
      }
      const invitationId = history.invite({ job, student, at: invitedAt, message, acceptedAt: answeredAt });
      const final = random.pick(["applied", "reviewed", "interview"] as const);
      const steps = pathTo(final, random);
      const end = final === "applied" ? answeredAt : recent(8);
      history.apply({
        ...pair,
        steps,
        window: { from: answeredAt, to: end },
        end: end < answeredAt ? answeredAt : end,
        note,
        invitationId,
      });
      return;
    }
    const steps = slot === "overdue" ? pathTo("applied", random) : pathTo(slot, random);
    // Open applications were last touched lately, except the overdue ones; final ones any time.
    const overdueBefore = now.getTime() - (OVERDUE_AFTER_DAYS + 1) * DAY;
    let end: Date;
    if (slot === "overdue" && from.getTime() < overdueBefore) {
      end = new Date(from.getTime() + random.next() * (overdueBefore - from.getTime()));
    } else if (slot !== "overdue" && isFinalApplicationStatus(slot)) {
      end = recent(30);
    } else {
      end = recent(slot === "applied" || slot === "overdue" ? 12 : 18);
    }
    history.apply({ ...pair, steps, window: { from, to: end }, end, note });
  }

  return { jobs, rows: history.rows(), fit };
}

/** Where a story ends: an application status, an overdue application, or an invitation's answer. */
type Slot = ApplicationStatus | "overdue" | "invited" | "accepted" | "declined";

function rejection(code: RejectReason, text: string | null): Step {
  return { status: "rejected", by: "company", reasonCode: code, ...(text ? { reasonText: text } : {}) };
}

/** The steps from applying to `final`: the pipeline (reviewed sometimes skipped), or a stop on the way and then out. */
export function pathTo(final: ApplicationStatus, random: Random): Step[] {
  const pipeline = (last: ApplicationStatus): Step[] => {
    const order: readonly ApplicationStatus[] = PIPELINE_STATUSES;
    const steps: Step[] = [];
    for (const status of order.slice(0, order.indexOf(last) + 1)) {
      if (status === "reviewed" && last !== "reviewed" && random.chance(0.2)) continue;
      steps.push({ status, by: status === "applied" ? "student" : "company" });
    }
    return steps;
  };
  if (final === "rejected") {
    const stop = random.weighted<ApplicationStatus>([
      ["applied", 40],
      ["reviewed", 35],
      ["shortlisted", 10],
      ["interview", 15],
    ]);
    const { code, text } = random.weighted(REJECTIONS);
    return [...pipeline(stop), rejection(code, text)];
  }
  if (final === "withdrawn") {
    const stop = random.weighted<ApplicationStatus>([
      ["applied", 50],
      ["reviewed", 30],
      ["shortlisted", 10],
      ["interview", 10],
    ]);
    const reason = random.pick(WITHDRAW_REASONS);
    return [...pipeline(stop), { status: "withdrawn", by: "student", ...(reason ? { reasonText: reason } : {}) }];
  }
  return pipeline(final);
}

/**
 * The demo's history takes only the moves the product allows (companyMovesFrom and the student's withdrawal
 * from an open status); a step it may not take is a bug in the plan, not data to load. Hired follows an
 * accepted offer or a confirmed round place, and the demo's offers record every hired application's as accepted.
 */
export function checkMove(from: ApplicationStatus | null, step: Step): void {
  const allowed =
    from === null
      ? step.status === "applied" && step.by === "student"
      : step.by === "student"
        ? step.status === "withdrawn" && isOpenApplicationStatus(from)
        : companyMovesFrom(from, "accepted").includes(step.status);
  if (!allowed) throw new Error(`Demo history: ${from ?? "nothing"} → ${step.status} by the ${step.by} is no move.`);
}

/** An application the writer applied, as it stands: what its later steps need. */
type Story = {
  job: HistoryJob;
  student: HistoryStudent;
  row: HistoryRows["applications"][number];
  last: ApplicationStatus | null;
  match: HistoryRows["matches"][number] | null;
  invitationId: string | null;
};

/**
 * Collects the rows as the services write them, step by step: an application's events, the notifications
 * each step sends, the match it makes or ends; invitations and their answers. Given `rows`, it goes on from
 * that history (its pairs count as related; rows() returns them with the new ones).
 */
export class HistoryWriter {
  private readonly now: Date;
  private readonly random: Random;
  private readonly companyOf: ReadonlyMap<string, HistoryCompany>;
  private readonly out: HistoryRows;
  private readonly pairs = new Set<string>();
  private readonly perStudent = new Map<string, number>();
  private readonly stories = new Map<string, Story>();

  constructor(options: {
    now: Date;
    random: Random;
    companyOf: ReadonlyMap<string, HistoryCompany>;
    rows?: HistoryRows;
  }) {
    this.now = options.now;
    this.random = options.random;
    this.companyOf = options.companyOf;
    const rows = options.rows;
    this.out = {
      ...rows,
      applications: [...(rows?.applications ?? [])],
      events: [...(rows?.events ?? [])],
      invitations: [...(rows?.invitations ?? [])],
      matches: [...(rows?.matches ?? [])],
      notifications: [...(rows?.notifications ?? [])],
    };
    for (const row of [...this.out.applications, ...this.out.invitations])
      this.pairs.add(`${row.jobId} ${row.studentId}`);
    for (const row of this.out.applications) this.perStudent.set(row.studentId, this.applicationsOf(row.studentId) + 1);
  }

  /** Whether the student applied to or was invited to the job already. */
  related(jobId: string, studentId: string): boolean {
    return this.pairs.has(`${jobId} ${studentId}`);
  }

  applicationsOf(studentId: string): number {
    return this.perStudent.get(studentId) ?? 0;
  }

  /** Events sorted by time (their ids follow insertion order, and histories are read in id order). */
  rows(): HistoryRows {
    const byTime = <T extends { createdAt?: Date | undefined }>(list: T[]) =>
      [...list].sort((a, b) => a.createdAt!.getTime() - b.createdAt!.getTime());
    return { ...this.out, events: byTime(this.out.events), notifications: byTime(this.out.notifications) };
  }

  /** Times for `count` steps ending at `end`, one to six days apart, squeezed into `window` when it is short. */
  private times(count: number, window: { from: Date; to: Date }, end: Date): Date[] {
    const latest = this.now.getTime() - 60_000;
    const last = Math.min(
      latest,
      Math.max(window.from.getTime() + (count - 1) * HOUR, Math.min(end.getTime(), latest)),
    );
    const gaps = Array.from({ length: count - 1 }, () => (1 + this.random.next() * 5) * DAY);
    const total = gaps.reduce((sum, gap) => sum + gap, 0);
    const room = Math.max(0, (last - window.from.getTime()) * 0.95);
    const scale = total > room ? room / total : 1;
    const times = [new Date(last)];
    for (const gap of gaps.reverse()) times.unshift(new Date(times[0]!.getTime() - gap * scale));
    return times;
  }

  /** A notification as notify() writes it (without its mail), read a while after it came unless it is recent. */
  notify(
    recipientId: string,
    kind: NotificationKind,
    at: Date,
    title: Said,
    link: NotificationLink,
    body?: Said | string | null,
  ) {
    const age = this.now.getTime() - at.getTime();
    // Read a while after it came, unless it came in the last three days.
    const readAt =
      age > 3 * DAY ? new Date(at.getTime() + Math.min(age / 2, (2 + this.random.next() * 34) * HOUR)) : null;
    this.out.notifications.push({
      id: crypto.randomUUID(),
      recipientId,
      kind,
      payload: notificationPayload({ title, ...(body ? { body } : {}), link }),
      createdAt: at,
      readAt,
    });
  }

  invite(input: {
    job: HistoryJob;
    student: HistoryStudent;
    at: Date;
    message: string;
    declined?: { at: Date; reason: string | null };
    acceptedAt?: Date;
  }): string {
    const { job, student, at } = input;
    const id = crypto.randomUUID();
    this.pairs.add(`${job.id} ${student.id}`);
    const company = this.companyOf.get(job.companyId)!;
    this.out.invitations.push({
      id,
      jobId: job.id,
      companyId: job.companyId,
      studentId: student.id,
      message: input.message,
      status: input.declined ? "declined" : input.acceptedAt ? "accepted" : "open",
      declineReason: input.declined?.reason ?? null,
      createdAt: at,
      respondedAt: input.declined?.at ?? input.acceptedAt ?? null,
    });
    this.notify(
      student.id,
      "invitation.created",
      at,
      invitedTitle(company.name, job.fields.title),
      { type: "invitation", id },
      input.message,
    );
    if (input.declined) {
      const title = invitationDeclinedTitle(student.name, job.fields.title);
      this.notify(
        job.companyId,
        "invitation.declined",
        input.declined.at,
        title,
        { type: "invitation", id },
        input.declined.reason,
      );
    }
    return id;
  }

  /** The student applies and the application takes `steps` within `window`, the last at `end`. Returns its id. */
  apply(input: {
    job: HistoryJob;
    student: HistoryStudent;
    cv: HistoryCv;
    steps: Step[];
    window: { from: Date; to: Date };
    end: Date;
    note: string | null;
    invitationId?: string;
  }): string {
    const { job, student, steps } = input;
    const applicationId = crypto.randomUUID();
    const times = this.times(steps.length, input.window, input.end);
    this.pairs.add(`${job.id} ${student.id}`);
    this.perStudent.set(student.id, this.applicationsOf(student.id) + 1);
    if (input.invitationId) {
      const invitation = this.out.invitations.find((row) => row.id === input.invitationId)!;
      invitation.applicationId = applicationId;
      invitation.respondedAt = times[0]!;
    }
    const row: HistoryRows["applications"][number] = {
      id: applicationId,
      jobId: job.id,
      companyId: job.companyId,
      studentId: student.id,
      cvId: input.cv.id,
      note: input.note,
      status: steps[0]!.status,
      reasonCode: null,
      reasonText: null,
      invitationId: input.invitationId ?? null,
      createdAt: times[0]!,
      updatedAt: times[0]!,
      companyActedAt: null,
    };
    const story: Story = { job, student, row, last: null, match: null, invitationId: input.invitationId ?? null };
    this.stories.set(applicationId, story);
    steps.forEach((step, index) => this.step(story, step, times[index]!));
    this.out.applications.push(row);
    return applicationId;
  }

  /** A later step of an application this writer applied (after its last one), at `at`. */
  advance(applicationId: string, step: Step, at: Date): void {
    this.step(this.stories.get(applicationId)!, step, at);
  }

  /** One step: its event, the notification it sends, the match it makes or ends, the application's new state. */
  private step(story: Story, step: Step, at: Date): void {
    checkMove(story.last, step);
    const { job, student, row } = story;
    const company = this.companyOf.get(job.companyId)!;
    const link = { type: "application", id: row.id } as const;
    const openMatch = (source: "shortlisted" | "invitation") => {
      if (story.match) return;
      const match = {
        id: crypto.randomUUID(),
        jobId: job.id,
        companyId: job.companyId,
        studentId: student.id,
        applicationId: row.id,
        source,
        startDate: job.fields.startDate,
        createdAt: at,
        updatedAt: at,
        endedAt: null,
      };
      story.match = match;
      this.out.matches.push(match);
      const matchLink = { type: "match", id: match.id } as const;
      this.notify(
        student.id,
        "match.created",
        at,
        matchedTitle(company.name, job.fields.title),
        matchLink,
        MATCHED_BODY,
      );
      this.notify(
        job.companyId,
        "match.created",
        at,
        matchedTitle(student.name, job.fields.title),
        matchLink,
        MATCHED_BODY,
      );
    };
    const endMatch = () => {
      if (story.match && !story.match.endedAt) Object.assign(story.match, { endedAt: at, updatedAt: at });
    };

    const actorId = step.by === "student" ? student.id : job.companyId;
    this.out.events.push({
      applicationId: row.id,
      fromStatus: story.last,
      toStatus: step.status,
      actorId,
      actorRole: step.by,
      reasonCode: step.reasonCode ?? null,
      reasonText: step.reasonText ?? null,
      createdAt: at,
    });
    if (step.status === "applied") {
      if (story.invitationId) {
        this.notify(
          job.companyId,
          "invitation.accepted",
          at,
          invitationAcceptedTitle(student.name, job.fields.title),
          link,
        );
        openMatch("invitation");
      } else {
        this.notify(job.companyId, "application.created", at, appliedTitle(student.name, job.fields.title), link);
      }
    } else if (step.status === "withdrawn") {
      this.notify(
        job.companyId,
        "application.withdrawn",
        at,
        withdrawnTitle(student.name, job.fields.title),
        link,
        step.reasonText,
      );
      endMatch();
    } else {
      row.companyActedAt = at;
      const title = statusChangeTitle(job.fields.title, step.status, step.reasonCode ?? null);
      this.notify(student.id, "application.status", at, title, link, step.reasonText);
      if (makesMatch(step.status)) openMatch("shortlisted");
      if (step.status === "rejected") endMatch();
    }
    story.last = step.status;
    Object.assign(row, {
      status: step.status,
      reasonCode: step.reasonCode ?? null,
      reasonText: step.reasonText ?? null,
      updatedAt: at,
    });
  }
}
