import { runDeferredAcceptance } from "@stint/matching";
import type { ApplicationStatus } from "@stint/shared/application-statuses";
import type { JobReason, StudentReason } from "@stint/shared/rounds";
import type { NotificationKind } from "@stint/shared/notifications";
import {
  answerBy,
  placeConfirmedByOtherTitle,
  placeDeclinedTitle,
  roundCompanyResultTitle,
  roundDeadlineTitle,
  roundInvitedTitle,
  roundOpenedCompanyBody,
  roundOpenedStudentBody,
  roundOpenedTitle,
  roundPlacedTitle,
  roundUnplacedTitle,
} from "../modules/rounds/round-messages.ts";
import { OPEN_STATUSES, RANKABLE_STATUSES } from "../modules/rounds/round-statuses.ts";
import { seededRandom } from "./generate-jobs.ts";
import type { Said } from "../i18n/said.ts";
import {
  type DemoRoundRows,
  type Fit,
  type HistoryCompany,
  type HistoryJob,
  type HistoryRows,
  type HistoryStudent,
  HistoryWriter,
  pathTo,
} from "./plan-demo-history.ts";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** The time sweep runs every minute: what it does at a deadline happens within a minute of it. */
const SWEEP_DELAY = 40_000;
/** The jobs a round prefers, in this order: internships first. */
const TYPE_ORDER = ["internship", "working-student", "part-time", "full-time"];
/**
 * A round's job needs generated students who could still apply to it (a ran round's job takes up to two, a
 * ranking round's four): jobs with more of them go first, up to this many; among equals, internships first.
 */
const ENOUGH_FITTING = 12;
const NOTES = [
  "I would love to spend my placement semester with your team.",
  "The projects in the posting are exactly what I want to work on next.",
];

const hourUp = (ms: number) => new Date(Math.ceil(ms / HOUR) * HOUR);
const hourDown = (ms: number) => new Date(Math.floor(ms / HOUR) * HOUR);
const pairKey = (studentId: string, jobId: string) => `${studentId} ${jobId}`;

type ApplicationRow = HistoryRows["applications"][number];
type OutcomeRow = DemoRoundRows["outcomes"][number];

/**
 * The demo's placement rounds, one in each state the demo accounts act in, written as the rounds module
 * would have written them (create, invite, join, add jobs, open, rank, run, answer), with the notifications
 * each step sent (never mailed) and the reminder marks set where the reminders would have gone, so the time
 * sweep has nothing to do at load time:
 *
 * - ranking: the first featured company's round with the second as a joined member, their jobs students can
 *   still apply to (internships first among equals), open for ranking until a week from now. Generated
 *   students and the first featured student applied and were shortlisted; some students ranked, she has not;
 *   the creator ranked one of its jobs, not the other.
 * - draft: the second featured company's round, the first invited and not yet joined.
 * - confirming: the first featured company's round that ran four days ago at its ranking deadline (the
 *   engine on the planned rankings), confirmation closes in three days. Its places: one confirmed by both
 *   (the application hired), one with the student's confirmation only, one declined by the student, and the
 *   first featured student's waiting for both; the second featured student got none, with the reasons.
 *
 * The students apply through the history writer (events, matches, notifications as the services write them).
 * Returns the jobs (round jobs may be published earlier, a confirming round's job offers at least two places)
 * and the rows with the rounds added; the rows unchanged when the featured companies lack the jobs.
 */
export function planDemoRounds(options: {
  rows: HistoryRows;
  jobs: readonly HistoryJob[];
  companies: readonly HistoryCompany[];
  students: readonly HistoryStudent[];
  /** The history's fit of a student for a published job (planDemoHistory). */
  fit: Fit;
  now: Date;
  seed?: number;
}): { jobs: HistoryJob[]; rows: HistoryRows } {
  const { now } = options;
  const random = seededRandom(options.seed ?? 71);
  const jobs = options.jobs.map((job) => ({ ...job, fields: { ...job.fields } }));
  const companyOf = new Map(options.companies.map((company) => [company.id, company]));
  const studentOf = new Map(options.students.map((student) => [student.id, student]));
  // Students in their given order, not by id: the same seed tells and answers the same people at the same times.
  const studentIndex = new Map(options.students.map((student, index) => [student.id, index]));
  const inStudentOrder = (a: string, b: string) => studentIndex.get(a)! - studentIndex.get(b)!;
  const [creator, partner] = options.companies.filter((company) => company.featured);
  const [lena, unplaced] = options.students.filter((student) => student.featured);
  const unchanged = { jobs: [...options.jobs], rows: options.rows };
  if (!creator || !partner || !lena || !unplaced) return unchanged;
  const writer = new HistoryWriter({ now, random, companyOf, rows: options.rows });

  // ---- who fits: the matching engine's scores the history chose its applicants by --------------------------
  const fit = (student: HistoryStudent, job: HistoryJob) =>
    options.fit(student, job) ?? { cv: null, score: -Infinity, excluded: true };
  const generated = options.students.filter((student) => !student.featured);
  /** Generated students in no demo round yet who fit the job and have not applied to it, the best first. */
  const inRounds = new Set<string>();
  const available = (job: HistoryJob) =>
    generated
      .filter((student) => !inRounds.has(student.id) && !writer.related(job.id, student.id))
      .filter((student) => writer.applicationsOf(student.id) < 4)
      .map((student) => ({ student, scored: fit(student, job) }))
      .filter((pair) => !pair.scored.excluded)
      .sort((a, b) => b.scored.score - a.scored.score);
  const candidates = (job: HistoryJob, count: number) => {
    const chosen = available(job)
      .slice(0, count)
      .map((pair) => pair.student);
    for (const student of chosen) inRounds.add(student.id);
    return chosen;
  };

  // ---- the jobs: published, with students to apply, internships first, none the featured students are related
  // to already -------------------------------------------------------------------------------------------------
  const taken = new Set<string>();
  /** How many students could apply to the job, up to ENOUGH_FITTING: a round needs applicants to rank. */
  const fitting = (job: HistoryJob) => Math.min(ENOUGH_FITTING, available(job).length);
  const pick = (company: HistoryCompany, count: number, avoid: readonly HistoryStudent[]) => {
    const open = jobs
      .filter((job) => job.companyId === company.id && job.status === "published" && !taken.has(job.id))
      .filter((job) => avoid.every((student) => !writer.related(job.id, student.id)));
    const room = new Map(open.map((job) => [job, fitting(job)]));
    const chosen = open
      .sort(
        (a, b) => room.get(b)! - room.get(a)! || TYPE_ORDER.indexOf(a.fields.type) - TYPE_ORDER.indexOf(b.fields.type),
      )
      .slice(0, count);
    for (const job of chosen) taken.add(job.id);
    return chosen;
  };
  // The ran round first: its story needs the most (a generated student placed beside Lena, so the second
  // featured student is left without a place).
  const ranJobs = pick(creator, 2, [lena, unplaced]);
  const rankingJobs = [...pick(creator, 2, [lena]), ...pick(partner, 1, [lena])];
  const draftJobs = pick(partner, 2, []);
  if (rankingJobs.length < 3 || ranJobs.length < 2) return unchanged;

  /** The job was published long enough before `opened` for applications to have come in. */
  const makeRoom = (job: HistoryJob, opened: Date) => {
    const latest = opened.getTime() - 14 * DAY;
    if (job.publishedAt!.getTime() <= latest) return;
    job.publishedAt = new Date(latest - random.int(0, 6) * DAY - random.int(0, 12) * HOUR);
    job.createdAt = new Date(job.publishedAt.getTime() - DAY);
  };
  /** The student applied to the job and got to `final` before `before`. Returns the application's id. */
  const applications = new Map<string, string>();
  const applyTo = (student: HistoryStudent, job: HistoryJob, final: ApplicationStatus, before: Date) => {
    const from = new Date(job.publishedAt!.getTime() + 2 * HOUR);
    const end = new Date(before.getTime() - random.int(6, 96) * HOUR);
    const id = writer.apply({
      job,
      student,
      cv: fit(student, job).cv!,
      steps: pathTo(final, random),
      window: { from, to: end },
      end,
      note: random.chance(0.4) ? random.pick(NOTES) : null,
    });
    applications.set(pairKey(student.id, job.id), id);
    return id;
  };
  const rankable = () => random.pick<ApplicationStatus>(["shortlisted", "interview"]);
  const year = now.getUTCFullYear() + 1;
  const between = (from: Date, to: Date) => new Date(from.getTime() + random.next() * (to.getTime() - from.getTime()));

  // ---- the rounds' timelines, and the applications (all made before their round opened) --------------------
  const ranking = {
    id: crypto.randomUUID(),
    name: `Summer internships ${year}`,
    createdAt: new Date(now.getTime() - 6 * DAY - random.int(0, 8) * HOUR),
    openedAt: new Date(now.getTime() - 3 * DAY - random.int(0, 6) * HOUR),
    rankingDeadline: hourUp(now.getTime() + 7 * DAY),
    confirmationDeadline: hourUp(now.getTime() + 14 * DAY),
  };
  const ran = {
    id: crypto.randomUUID(),
    name: `Spring placements ${year}`,
    createdAt: new Date(now.getTime() - 24 * DAY - random.int(0, 8) * HOUR),
    openedAt: new Date(now.getTime() - 18 * DAY - random.int(0, 6) * HOUR),
    rankingDeadline: hourDown(now.getTime() - 4 * DAY),
    confirmationDeadline: hourUp(now.getTime() + 3 * DAY),
  };
  const ranAt = new Date(ran.rankingDeadline.getTime() + SWEEP_DELAY);
  const rankingRemindedAt = new Date(ran.rankingDeadline.getTime() - DAY + SWEEP_DELAY);
  const draft = {
    id: crypto.randomUUID(),
    name: `Autumn placements ${year}`,
    createdAt: new Date(now.getTime() - DAY - random.int(0, 8) * HOUR),
    rankingDeadline: hourUp(now.getTime() + 12 * DAY),
    confirmationDeadline: hourUp(now.getTime() + 19 * DAY),
  };

  // Ranking: a few shortlisted applicants per job, some applying to a second job of the round; Lena to two.
  const rankingBefore = new Date(ranking.openedAt.getTime() - 2 * HOUR);
  for (const job of rankingJobs) makeRoom(job, ranking.openedAt);
  const rankingStudents: HistoryStudent[] = [];
  for (const job of rankingJobs) {
    for (const student of candidates(job, 4)) {
      rankingStudents.push(student);
      applyTo(student, job, rankable(), rankingBefore);
      const second = rankingJobs.find((other) => other !== job && !writer.related(other.id, student.id));
      if (second && random.chance(0.4) && !fit(student, second).excluded) {
        applyTo(
          student,
          second,
          random.pick<ApplicationStatus>(["reviewed", "shortlisted", "interview"]),
          rankingBefore,
        );
      }
    }
  }
  applyTo(lena, rankingJobs[0]!, "shortlisted", rankingBefore);
  applyTo(lena, rankingJobs[2]!, "interview", rankingBefore);

  // Ran: A (two places) ranks Lena, g1, the unplaced student; B (two places) ranks g2, Lena, g3. Lena wants
  // A then B, g1 A, g2 B, g3 A then B (A did not shortlist her), the unplaced student A then B (B did not
  // shortlist him): A = {Lena, g1}, B = {g2, g3}, nobody else.
  const [jobA, jobB] = ranJobs as [HistoryJob, HistoryJob];
  const ranBefore = new Date(ran.openedAt.getTime() - 2 * HOUR);
  for (const job of ranJobs) {
    makeRoom(job, ran.openedAt);
    job.fields.positions = Math.max(job.fields.positions, 2);
  }
  const [g1] = candidates(jobA, 1);
  const [g2, g3] = candidates(jobB, 2);
  if (g1) applyTo(g1, jobA, rankable(), ranBefore);
  if (g2) applyTo(g2, jobB, rankable(), ranBefore);
  if (g3) {
    applyTo(g3, jobB, rankable(), ranBefore);
    if (!writer.related(jobA.id, g3.id)) applyTo(g3, jobA, "reviewed", ranBefore);
  }
  applyTo(lena, jobA, "interview", ranBefore);
  applyTo(lena, jobB, "shortlisted", ranBefore);
  applyTo(unplaced, jobA, "shortlisted", ranBefore);
  applyTo(unplaced, jobB, "reviewed", ranBefore);

  // ---- what the applications were at a time: the rounds read them then ------------------------------------
  const snapshot = writer.rows();
  const eventsOf = new Map<string, { at: number; status: ApplicationStatus }[]>();
  for (const event of snapshot.events) {
    const list = eventsOf.get(event.applicationId) ?? [];
    list.push({ at: event.createdAt!.getTime(), status: event.toStatus });
    eventsOf.set(event.applicationId, list);
  }
  const statusAt = (applicationId: string, at: Date): ApplicationStatus | null => {
    let status: ApplicationStatus | null = null;
    for (const event of eventsOf.get(applicationId) ?? []) {
      if (event.at > at.getTime()) break;
      status = event.status;
    }
    return status;
  };
  const applicationsOf = new Map<string, ApplicationRow[]>();
  for (const application of snapshot.applications) {
    applicationsOf.set(application.jobId, [...(applicationsOf.get(application.jobId) ?? []), application]);
  }
  /** The round's applications in one of `statuses` at `at`. */
  const applicationsAt = (jobIds: readonly string[], at: Date, statuses: readonly ApplicationStatus[]) =>
    jobIds.flatMap((jobId) =>
      (applicationsOf.get(jobId) ?? []).filter((application) => {
        const status = statusAt(application.id, at);
        return status !== null && statuses.includes(status);
      }),
    );
  /** roundStudents(): who has an open application to a job of the round at `at`. */
  const studentsAt = (jobIds: readonly string[], at: Date) =>
    [...new Set(applicationsAt(jobIds, at, OPEN_STATUSES).map((application) => application.studentId))].sort(
      inStudentOrder,
    );

  const out: DemoRoundRows = {
    rounds: [],
    members: [],
    jobs: [],
    studentRankings: [],
    jobRankings: [],
    runs: [],
    outcomes: [],
    jobOutcomes: [],
  };
  const tell = (recipientId: string, kind: NotificationKind, at: Date, roundId: string, title: Said, body?: Said) =>
    writer.notify(recipientId, kind, at, title, { type: "round", id: roundId }, body);
  const addJobs = (roundId: string, list: readonly HistoryJob[], capacity: (job: HistoryJob) => number, at: Date) => {
    for (const job of list) {
      out.jobs.push({ roundId, jobId: job.id, companyId: job.companyId, capacity: capacity(job), addedAt: at });
    }
  };
  const rankStudent = (roundId: string, student: HistoryStudent, jobIds: readonly string[], at: Date) => {
    jobIds.forEach((jobId, index) =>
      out.studentRankings.push({ roundId, studentId: student.id, jobId, position: index + 1, rankedAt: at }),
    );
  };
  const rankJob = (roundId: string, job: HistoryJob, applicationIds: readonly string[], at: Date) => {
    applicationIds.forEach((applicationId, index) =>
      out.jobRankings.push({ roundId, jobId: job.id, applicationId, position: index + 1, rankedAt: at }),
    );
  };
  /** The round is opened: every student with an open application and the other joined members are told. */
  const announceOpening = (
    round: { id: string; name: string; openedAt: Date; rankingDeadline: Date },
    jobIds: readonly string[],
    members: readonly HistoryCompany[],
  ) => {
    const deadline = round.rankingDeadline;
    const title = roundOpenedTitle(round.name);
    for (const studentId of studentsAt(jobIds, round.openedAt)) {
      tell(studentId, "round.opened", round.openedAt, round.id, title, roundOpenedStudentBody(deadline));
    }
    for (const company of members) {
      tell(company.id, "round.opened", round.openedAt, round.id, title, roundOpenedCompanyBody(deadline));
    }
  };

  // ---- ranking ---------------------------------------------------------------------------------------------
  {
    const invitedAt = new Date(ranking.createdAt.getTime() + HOUR);
    const joinedAt = new Date(invitedAt.getTime() + random.int(2, 20) * HOUR);
    out.rounds.push({
      ...ranking,
      creatorCompanyId: creator.id,
      status: "ranking",
      closedAt: null,
      rankingRemindedAt: null,
      confirmRemindedAt: null,
      updatedAt: ranking.openedAt,
    });
    out.members.push(
      {
        roundId: ranking.id,
        companyId: creator.id,
        status: "joined",
        invitedAt: ranking.createdAt,
        joinedAt: ranking.createdAt,
      },
      { roundId: ranking.id, companyId: partner.id, status: "joined", invitedAt, joinedAt },
    );
    tell(partner.id, "round.invited", invitedAt, ranking.id, roundInvitedTitle(creator.name, ranking.name));
    const [h1, h2, n1] = rankingJobs as [HistoryJob, HistoryJob, HistoryJob];
    const capacity = (job: HistoryJob) => Math.min(job.fields.positions, 2);
    addJobs(ranking.id, [h1, h2], capacity, new Date(ranking.createdAt.getTime() + 10 * 60_000));
    addJobs(ranking.id, [n1], capacity, new Date(joinedAt.getTime() + 30 * 60_000));
    const jobIds = rankingJobs.map((job) => job.id);
    announceOpening(ranking, jobIds, [partner]);

    // Two in three of the generated students ranked, their better-fitting job first; Lena has not.
    const lastEvent = (applicationId: string) => eventsOf.get(applicationId)!.at(-1)!.at;
    rankingStudents.forEach((student, index) => {
      if (index % 3 === 2) return;
      const at = between(new Date(ranking.openedAt.getTime() + 2 * HOUR), new Date(now.getTime() - HOUR));
      const open = rankingJobs.filter((job) => {
        const id = applications.get(pairKey(student.id, job.id));
        return id !== undefined && OPEN_STATUSES.includes(statusAt(id, at)!);
      });
      const preferred = open.sort((a, b) => fit(student, b).score - fit(student, a).score);
      rankStudent(
        ranking.id,
        student,
        preferred.map((job) => job.id),
        at,
      );
    });
    // The creator ranked its first job (by the match score, leaving the weakest out when there are several),
    // not its second; the member has not ranked yet.
    const rankedAt = new Date(now.getTime() - DAY - random.int(0, 12) * HOUR);
    const shortlisted = applicationsAt([h1.id], rankedAt, RANKABLE_STATUSES)
      .filter((application) => lastEvent(application.id) <= rankedAt.getTime())
      .map((application) => ({ application, score: fit(studentOf.get(application.studentId)!, h1).score }))
      .sort((a, b) => b.score - a.score);
    const ranked = shortlisted.length >= 4 ? shortlisted.slice(0, -1) : shortlisted;
    rankJob(
      ranking.id,
      h1,
      ranked.map(({ application }) => application.id),
      rankedAt,
    );
  }

  // ---- draft: the partner's, the creator invited ----------------------------------------------------------
  {
    const invitedAt = new Date(draft.createdAt.getTime() + 2 * HOUR);
    out.rounds.push({
      ...draft,
      creatorCompanyId: partner.id,
      status: "draft",
      openedAt: null,
      closedAt: null,
      rankingRemindedAt: null,
      confirmRemindedAt: null,
      updatedAt: draft.createdAt,
    });
    out.members.push(
      {
        roundId: draft.id,
        companyId: partner.id,
        status: "joined",
        invitedAt: draft.createdAt,
        joinedAt: draft.createdAt,
      },
      { roundId: draft.id, companyId: creator.id, status: "invited", invitedAt, joinedAt: null },
    );
    addJobs(draft.id, draftJobs, (job) => job.fields.positions, new Date(draft.createdAt.getTime() + 15 * 60_000));
    tell(creator.id, "round.invited", invitedAt, draft.id, roundInvitedTitle(partner.name, draft.name));
  }

  // ---- ran: opened, ranked, reminded, run by the sweep at the deadline, answered since ---------------------
  {
    const jobIds = ranJobs.map((job) => job.id);
    const capacity = 2;
    out.rounds.push({
      ...ran,
      creatorCompanyId: creator.id,
      status: "confirming",
      closedAt: null,
      rankingRemindedAt,
      confirmRemindedAt: null,
      updatedAt: ranAt,
    });
    out.members.push({
      roundId: ran.id,
      companyId: creator.id,
      status: "joined",
      invitedAt: ran.createdAt,
      joinedAt: ran.createdAt,
    });
    addJobs(ran.id, ranJobs, () => capacity, new Date(ran.createdAt.getTime() + 20 * 60_000));
    announceOpening(ran, jobIds, []);

    const rankedBy = (from: number, to: number) =>
      between(new Date(ran.openedAt.getTime() + from * DAY), new Date(rankingRemindedAt.getTime() - to * HOUR));
    const applicationOf = (student: HistoryStudent | undefined, job: HistoryJob) =>
      student ? applications.get(pairKey(student.id, job.id)) : undefined;
    const studentRankings: [HistoryStudent | undefined, HistoryJob[]][] = [
      [lena, [jobA, jobB]],
      [g1, [jobA]],
      [g2, [jobB]],
      [g3, [jobA, jobB]],
      [unplaced, [jobA, jobB]],
    ];
    for (const [student, ranked] of studentRankings) {
      if (!student) continue;
      const own = ranked.filter((job) => applicationOf(student, job));
      rankStudent(
        ran.id,
        student,
        own.map((job) => job.id),
        rankedBy(1, 6),
      );
    }
    const jobRankings: [HistoryJob, (HistoryStudent | undefined)[]][] = [
      [jobA, [lena, g1, unplaced]],
      [jobB, [g2, lena, g3]],
    ];
    for (const [job, ranked] of jobRankings) {
      const ids = ranked.flatMap((student) => applicationOf(student, job) ?? []);
      rankJob(ran.id, job, ids, rankedBy(2, 3));
    }

    // A day before the deadline, the sweep reminded whoever had not ranked (every joined member had).
    const rankedStudents = new Set(
      out.studentRankings
        .filter((row) => row.roundId === ran.id && row.rankedAt! <= rankingRemindedAt)
        .map((row) => row.studentId),
    );
    const reminderBody = roundOpenedStudentBody(ran.rankingDeadline);
    for (const studentId of studentsAt(jobIds, rankingRemindedAt)) {
      if (rankedStudents.has(studentId)) continue;
      tell(studentId, "round.deadline", rankingRemindedAt, ran.id, roundDeadlineTitle(ran.name), reminderBody);
    }

    // The run, as run-round.ts reads its input and writes its outcomes and notifications.
    const open = applicationsAt(jobIds, ranAt, OPEN_STATUSES);
    const openOf = new Map(open.map((application) => [pairKey(application.studentId, application.jobId), application]));
    const rankableIds = new Set(applicationsAt(jobIds, ranAt, RANKABLE_STATUSES).map((application) => application.id));
    const byPosition = <T extends { position: number }>(list: T[]) => [...list].sort((a, b) => a.position - b.position);
    const input = {
      students: [...new Set(open.map((application) => application.studentId))].sort().map((studentId) => ({
        id: studentId,
        ranking: byPosition(out.studentRankings.filter((row) => row.roundId === ran.id && row.studentId === studentId))
          .filter((row) => openOf.has(pairKey(studentId, row.jobId)))
          .map((row) => row.jobId),
      })),
      jobs: ranJobs.map((job) => ({
        id: job.id,
        capacity,
        ranking: byPosition(out.jobRankings.filter((row) => row.roundId === ran.id && row.jobId === job.id))
          .filter((row) => rankableIds.has(row.applicationId))
          .map((row) => snapshot.applications.find((application) => application.id === row.applicationId)!.studentId),
      })),
    };
    const result = runDeferredAcceptance(input);
    const jobOf = new Map(ranJobs.map((job) => [job.id, job]));
    out.runs.push({
      roundId: ran.id,
      run: 1,
      ranAt,
      ranBy: null,
      students: input.students.length,
      placed: result.assignments.length,
    });
    const outcomes = result.students.map((student): OutcomeRow & { id: string } => {
      const place = student.assigned;
      const reasons: StudentReason[] = student.missedChoices.map((reason) => ({
        jobId: reason.jobId,
        jobTitle: jobOf.get(reason.jobId)?.fields.title ?? "",
        choice: reason.studentRank,
        code: reason.code,
        capacity,
      }));
      return {
        id: crypto.randomUUID(),
        roundId: ran.id,
        run: 1,
        studentId: student.studentId,
        jobId: place?.jobId ?? null,
        applicationId: place ? (openOf.get(pairKey(student.studentId, place.jobId))?.id ?? null) : null,
        studentChoice: place?.studentRank ?? null,
        jobRank: place?.jobRank ?? null,
        status: place ? "proposed" : "unplaced",
        studentAnswer: null,
        companyAnswer: null,
        answeredAt: null,
        reasons,
        createdAt: ranAt,
      };
    });
    outcomes.sort((a, b) => inStudentOrder(a.studentId, b.studentId));
    out.outcomes.push(...outcomes);
    for (const job of result.jobExplanations) {
      out.jobOutcomes.push({
        roundId: ran.id,
        run: 1,
        jobId: job.jobId,
        reasons: job.missedStudents.map((reason): Omit<JobReason, "studentName"> => ({
          applicationId: openOf.get(pairKey(reason.studentId, job.jobId))?.id ?? "",
          rank: reason.jobRank,
          code: reason.code,
        })),
      });
    }
    const answerBody = answerBy(ran.confirmationDeadline);
    for (const outcome of outcomes) {
      const job = outcome.jobId ? jobOf.get(outcome.jobId) : undefined;
      const title = job ? roundPlacedTitle(ran.name, job.fields.title) : roundUnplacedTitle(ran.name);
      tell(outcome.studentId, "round.result", ranAt, ran.id, title, job ? answerBody : undefined);
    }
    const placed = result.assignments.length;
    tell(
      creator.id,
      "round.result",
      ranAt,
      ran.id,
      roundCompanyResultTitle(ran.name, placed),
      placed > 0 ? answerBody : undefined,
    );

    // The answers since (answer-place.ts): g1 and the company confirmed (hired), g2 confirmed and waits for
    // the company, g3 declined; Lena's place waits for both.
    const after = (hours: number) => new Date(Math.min(now.getTime() - HOUR, ranAt.getTime() + hours * HOUR));
    for (const outcome of outcomes) {
      const job = outcome.jobId ? jobOf.get(outcome.jobId) : undefined;
      const student = studentOf.get(outcome.studentId)!;
      if (!job || !outcome.applicationId) continue;
      if (student === g1) {
        const studentAt = after(random.int(4, 20));
        const companyAt = after(random.int(26, 50));
        Object.assign(outcome, {
          studentAnswer: "confirmed",
          companyAnswer: "confirmed",
          status: "confirmed",
          answeredAt: companyAt,
        });
        tell(
          creator.id,
          "round.confirm",
          studentAt,
          ran.id,
          placeConfirmedByOtherTitle(student.name, job.fields.title),
        );
        writer.advance(outcome.applicationId, { status: "hired", by: "company" }, companyAt);
      } else if (student === g2) {
        const at = after(random.int(20, 60));
        Object.assign(outcome, { studentAnswer: "confirmed", answeredAt: at });
        tell(creator.id, "round.confirm", at, ran.id, placeConfirmedByOtherTitle(student.name, job.fields.title));
      } else if (student === g3) {
        const at = after(random.int(2, 12));
        Object.assign(outcome, { studentAnswer: "declined", status: "declined", answeredAt: at });
        tell(creator.id, "round.confirm", at, ran.id, placeDeclinedTitle(student.name, job.fields.title));
      }
    }
  }

  return { jobs, rows: { ...writer.rows(), rounds: out } };
}
