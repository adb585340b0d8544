import { type NotificationKind, type NotificationLink } from "@stint/shared/notifications";
import { RATING_CATEGORIES, type RatingDirection, ratingRevealsAt } from "@stint/shared/ratings";
import {
  ownRatingRevealedTitle,
  ratingDueBody,
  ratingDueTitle,
  ratingResponseTitle,
  ratingRevealedTitle,
} from "../modules/ratings/rating-messages.ts";
import { seededRandom } from "./generate-jobs.ts";
import { notificationPayload } from "../modules/notifications/notify.ts";
import type { Said } from "../i18n/said.ts";
import type { HistoryCompany, HistoryJob, HistoryRows, HistoryStudent } from "./plan-demo-history.ts";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * What happened to a started placement's ratings:
 * - both: both sides rated a few days apart (revealed); `response`: the company answered; `reported`: someone
 *   reported the student's rating and no operator has decided yet; `hidden`: an operator hid it, with a reason.
 * - student-alone / company-alone: one side rated long enough ago to be revealed by the clock, the other may
 *   still rate. student-waiting: the student rated days ago; blind until the company rates or 14 days pass.
 */
type Story = "both" | "response" | "reported" | "hidden" | "student-alone" | "company-alone" | "student-waiting";

/** Each featured company's earlier placements, in this order: revealed and shown, for its averages. */
const ALUMNI_STORIES: Story[] = ["response", "student-alone", "reported", "both"];
/** The featured students' placements, in their order: the first has hers to write and one to read. */
const FEATURED_STORIES: Story[] = ["company-alone", "response", "student-waiting", "hidden", "both"];

const STUDENT_TEXTS = [
  {
    title: "Real responsibility from the first week",
    text: "I owned a small feature end to end and my mentor reviewed every step with me. The team explained the why behind their decisions, and I learned more than in a semester.",
  },
  {
    title: "Friendly team, a little chaotic",
    text: "People were kind and always had time for questions, but priorities changed often and some weeks I waited for tasks. The pay was fair for an internship.",
  },
  {
    title: "Great mentoring, demanding deadlines",
    text: "Weekly one-to-ones, clear goals and honest feedback. The last month before the release was intense, but I was never left alone with a problem.",
  },
];
const COMPANY_TEXTS = [
  {
    title: "Reliable and curious",
    text: "Picked up our tooling within days, asked good questions and delivered what was agreed. We would be glad to work together again.",
  },
  {
    title: "Strong skills, grew in confidence",
    text: "Technically solid from the start; by the end presented results to the whole team. Communication in writing could be more frequent.",
  },
];
const RESPONSES = [
  "Thank you for the honest feedback! We have since planned the sprint work more steadily so interns are never left waiting.",
  "It was a pleasure to have you with us. Good luck with your studies, and our door is open.",
];
const HIDDEN = {
  title: "Avoid the team lead",
  text: "The team lead, whose full name everyone in the office knows, is the worst person I have ever worked for and should be fired.",
  reason: "It attacks a named person instead of describing the placement.",
};

/**
 * The demo's ratings of the placements that have started (matches past their start date, not ended before
 * it), written as the services would have: the ratings in every state (plan-demo-ratings' Story) with their
 * responses, reports, an operator's hide, and the notifications each sent (never mailed: the due and reveal
 * marks are set, so the rating sweep announces none of them again). The first featured student has a
 * company's rating of her and her own still to write; each featured company has revealed ratings enough for
 * its averages. Returns the rows with these added.
 */
export function planDemoRatings(options: {
  rows: HistoryRows;
  jobs: readonly HistoryJob[];
  companies: readonly HistoryCompany[];
  students: readonly HistoryStudent[];
  now: Date;
  seed?: number;
}): HistoryRows {
  const { rows, now } = options;
  const random = seededRandom(options.seed ?? 53);
  const today = isoDay(now);
  const jobOf = new Map(options.jobs.map((job) => [job.id, job]));
  const companyOf = new Map(options.companies.map((company) => [company.id, company]));
  const studentOf = new Map(options.students.map((student) => [student.id, student]));
  const featuredStudents = options.students.filter((student) => student.featured);
  const out = {
    ratings: [] as NonNullable<HistoryRows["ratings"]>,
    responses: [] as NonNullable<HistoryRows["ratingResponses"]>,
    reports: [] as NonNullable<HistoryRows["ratingReports"]>,
    notifications: [] as HistoryRows["notifications"],
  };
  const notify = (
    recipientId: string,
    kind: NotificationKind,
    at: Date,
    title: Said,
    link: NotificationLink,
    body?: Said | string,
  ) => {
    const readAt = now.getTime() - at.getTime() > 3 * DAY ? new Date(at.getTime() + 6 * HOUR) : null;
    out.notifications.push({
      recipientId,
      kind,
      payload: notificationPayload({ title, ...(body ? { body } : {}), link }),
      createdAt: at,
      readAt,
    });
  };

  const started = rows.matches
    .filter((match) => match.startDate && match.startDate <= today)
    .filter((match) => !match.endedAt || isoDay(match.endedAt) >= match.startDate!)
    .sort((a, b) => a.startDate!.localeCompare(b.startDate!));
  const alumniSeen = new Map<string, number>();
  const matches = rows.matches.map((match) => ({ ...match }));
  const matchById = new Map(matches.map((match) => [match.id, match]));

  for (const original of started) {
    const match = matchById.get(original.id)!;
    const job = jobOf.get(match.jobId)!;
    const company = companyOf.get(match.companyId)!;
    const student = studentOf.get(match.studentId)!;
    const startAt = new Date(`${match.startDate}T09:00:00Z`);
    const dueAt = new Date(Math.max(startAt.getTime(), match.createdAt!.getTime()));
    match.ratingDueNotifiedAt = dueAt;
    const link = { type: "rateable", id: match.id } as const;
    notify(student.id, "rating.due", dueAt, ratingDueTitle(job.fields.title), link, ratingDueBody(company.name));
    notify(company.id, "rating.due", dueAt, ratingDueTitle(job.fields.title), link, ratingDueBody(student.name));

    const story = storyOf(student, company);
    if (!story) continue;
    const afterStart = (min: number, max: number) =>
      new Date(
        Math.min(now.getTime() - HOUR, startAt.getTime() + random.int(min, max) * DAY + random.int(0, 8) * HOUR),
      );
    const both = !["student-alone", "company-alone", "student-waiting"].includes(story);
    // A lone rating is written soon after the start (three weeks ago at the latest): past its blind period.
    const alone = story === "student-alone" || story === "company-alone";
    const studentAt =
      story === "company-alone"
        ? null
        : story === "student-waiting"
          ? new Date(now.getTime() - 3 * DAY)
          : afterStart(alone ? 1 : 2, alone ? 2 : 9);
    const companyAt = both ? afterStart(3, 12) : story === "company-alone" ? afterStart(1, 2) : null;
    const written = {
      student: studentAt ? rate("student-to-company", studentAt, story) : null,
      company: companyAt ? rate("company-to-student", companyAt, story) : null,
    };
    for (const [own, other] of [
      [written.student, written.company],
      [written.company, written.student],
    ] as const) {
      if (!own) continue;
      const revealsAt = ratingRevealsAt(own, other);
      if (revealsAt > now) continue;
      own.revealNotifiedAt = revealsAt;
      const rated = own.direction === "student-to-company" ? company.id : student.id;
      const ratingLink = { type: "rating", id: own.id } as const;
      notify(rated, "rating.revealed", revealsAt, ratingRevealedTitle(job.fields.title), ratingLink);
      if (!other)
        notify(own.authorId, "rating.revealed", revealsAt, ownRatingRevealedTitle(job.fields.title), ratingLink);
    }
    const review = written.student;
    if (!review || !review.revealNotifiedAt) continue;
    if (story === "response") {
      const at = new Date(Math.min(now.getTime() - HOUR, review.revealNotifiedAt.getTime() + random.int(4, 48) * HOUR));
      const text = random.pick(RESPONSES);
      out.responses.push({ ratingId: review.id, text, createdAt: at, updatedAt: at });
      notify(
        student.id,
        "rating.response",
        at,
        ratingResponseTitle(company.name),
        { type: "rating", id: review.id },
        text,
      );
    }
    if (story === "reported" || story === "hidden") {
      // Reported by someone who could read it: a featured student other than its author.
      const reporter = featuredStudents.find((other) => other.id !== student.id)!;
      const at = new Date(Math.min(now.getTime() - HOUR, review.revealNotifiedAt.getTime() + 2 * DAY));
      const hidden = story === "hidden" ? new Date(Math.min(now.getTime() - HOUR / 2, at.getTime() + DAY)) : null;
      out.reports.push({
        ratingId: review.id,
        reporterId: story === "hidden" ? company.id : reporter.id,
        reason: story === "hidden" ? "offensive" : "false",
        details: story === "hidden" ? "It names our team lead." : "I was in the same team; this is not how it went.",
        createdAt: at,
        reviewedAt: hidden,
      });
      // By no one the demo has: operators are granted after the data is loaded, and the audit log is theirs.
      if (hidden) Object.assign(review, { hiddenAt: hidden, hiddenReason: HIDDEN.reason, hiddenBy: null });
    }

    function rate(direction: RatingDirection, at: Date, story: Story) {
      const fromStudent = direction === "student-to-company";
      const hiddenOne = story === "hidden" && fromStudent;
      const categories = Object.fromEntries(
        RATING_CATEGORIES[direction].map((key) => [key, hiddenOne ? 1 : random.int(3, 5)]),
      );
      const values = Object.values(categories);
      const overall = hiddenOne ? 1 : Math.round(values.reduce((sum, value) => sum + value, 0) / values.length);
      const words = hiddenOne ? HIDDEN : random.pick(fromStudent ? STUDENT_TEXTS : COMPANY_TEXTS);
      const row = {
        id: crypto.randomUUID(),
        matchId: match.id,
        jobId: match.jobId,
        direction,
        authorId: fromStudent ? student.id : company.id,
        companyId: company.id,
        studentId: student.id,
        overall,
        categories,
        title: words.title,
        text: words.text,
        wouldRecommend: overall >= 3,
        // Featured students sign theirs; most others stay anonymous.
        signed: fromStudent && (student.featured || random.chance(0.3)),
        createdAt: at,
        updatedAt: at,
        revealNotifiedAt: null as Date | null,
      };
      out.ratings.push(row);
      return row;
    }
  }

  /** Featured students' placements show the states one by one; companies' earlier ones fill their pages. */
  function storyOf(student: HistoryStudent, company: HistoryCompany): Story | null {
    if (student.featured) {
      return FEATURED_STORIES[featuredStudents.indexOf(student) % FEATURED_STORIES.length]!;
    }
    if (!company.featured) return random.chance(0.5) ? "both" : null;
    const seen = alumniSeen.get(company.id) ?? 0;
    alumniSeen.set(company.id, seen + 1);
    return ALUMNI_STORIES[seen % ALUMNI_STORIES.length]!;
  }

  const byTime = <T extends { createdAt?: Date | undefined }>(list: T[]) =>
    [...list].sort((a, b) => a.createdAt!.getTime() - b.createdAt!.getTime());
  return {
    ...rows,
    matches,
    ratings: out.ratings,
    ratingResponses: out.responses,
    ratingReports: out.reports,
    notifications: byTime([...rows.notifications, ...out.notifications]),
  };
}
