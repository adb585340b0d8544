import { z } from "zod";
import { DEGREE_LEVELS } from "./account.ts";
import { JOB_TYPES } from "./jobs.ts";

/**
 * Placement figures for operators (issue 37): per month the applications made then and what became of them, in
 * aggregate. A cell (month × group) that counts fewer than FIGURES_MIN_STUDENTS distinct students is not shown,
 * and neither is one that would let a hidden one be worked out (decision 037, "Figures").
 */
export const FIGURES_MIN_STUDENTS = 5;
/** The longest range one request covers, in months. */
export const FIGURES_MAX_MONTHS = 36;
export const FIGURES_BREAKDOWNS = ["none", "fieldOfStudy", "degree", "jobType"] as const;
export type FiguresBreakdown = (typeof FIGURES_BREAKDOWNS)[number];
/** The counted measures, in the order of the CSV's columns and the screen's charts. */
export const FIGURES_MEASURES = [
  "applications",
  "answered",
  "offers",
  "hires",
  "medianDaysToFirstAnswer",
  "students",
] as const;
export type FiguresMeasure = (typeof FIGURES_MEASURES)[number];

const yearMonth = z
  .string({ error: "Use the form YYYY-MM." })
  .regex(/^(19|20)\d{2}-(0[1-9]|1[0-2])$/, "Use the form YYYY-MM.");

/** `YYYY-MM` → months since year 0, to compare and count months without dates. */
export const monthIndex = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
export const monthFromIndex = (index: number) =>
  `${String(Math.floor(index / 12)).padStart(4, "0")}-${String((index % 12) + 1).padStart(2, "0")}`;

/** What is wrong with the range `from`..`to` (both included), or null. */
export function figuresRangeProblem(from: string, to: string): string | null {
  const months = monthIndex(to) - monthIndex(from) + 1;
  if (months < 1) return "End with the first month or a later one.";
  if (months > FIGURES_MAX_MONTHS) return `Choose at most ${FIGURES_MAX_MONTHS} months.`;
  return null;
}

/** The query; a missing `from`/`to` means the twelve months up to this one (the server's clock decides). */
export const figuresQuerySchema = z
  .strictObject({
    from: yearMonth.optional().meta({ description: "First month, YYYY-MM (default: eleven months before `to`)" }),
    to: yearMonth.optional().meta({ description: "Last month, YYYY-MM, included (default: this month)" }),
    by: z
      .enum(FIGURES_BREAKDOWNS, { error: "Choose none, fieldOfStudy, degree or jobType." })
      .default("none")
      .meta({ description: "The breakdown of each month" }),
  })
  .superRefine((query, context) => {
    const problem = query.from && query.to ? figuresRangeProblem(query.from, query.to) : null;
    if (problem) context.addIssue({ code: "custom", path: ["to"], message: problem });
  });
export type FiguresQuery = z.infer<typeof figuresQuerySchema>;

/**
 * A breakdown's group: a value of the students' field of study (normalised: trimmed, one case), degree or the
 * job's type; `notStated` for none given; `other` for the fields of study that are too few or too small to name.
 */
export const figuresGroupSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("fieldOfStudy"), value: z.string() }),
  z.object({ kind: z.literal("degree"), value: z.enum(DEGREE_LEVELS) }),
  z.object({ kind: z.literal("jobType"), value: z.enum(JOB_TYPES) }),
  z.object({ kind: z.literal("notStated") }),
  z.object({ kind: z.literal("other") }),
]);
export type FiguresGroup = z.infer<typeof figuresGroupSchema>;

/** Why a cell is hidden: too few students in it, or it would give away one that is (complementary). */
export const FIGURES_SUPPRESSIONS = ["fewStudents", "complementary"] as const;
export type FiguresSuppression = (typeof FIGURES_SUPPRESSIONS)[number];

const count = z.number().int().nonnegative().nullable();
/** One month of one group; every measure is null when the cell is suppressed. */
export const figuresCellSchema = z.object({
  month: z.string(),
  /** Index into `groups`; null without a breakdown. */
  group: z.number().int().nonnegative().nullable(),
  suppressed: z.enum(FIGURES_SUPPRESSIONS).nullable(),
  applications: count,
  answered: count,
  offers: count,
  hires: count,
  /** Over the answered applications; null when none was answered (or suppressed). */
  medianDaysToFirstAnswer: z.number().nonnegative().nullable(),
  students: count,
});
export type FiguresCell = z.infer<typeof figuresCellSchema>;

export const figuresSchema = z.object({
  from: z.string(),
  to: z.string(),
  by: z.enum(FIGURES_BREAKDOWNS),
  minimumStudents: z.number().int(),
  months: z.array(z.string()),
  groups: z.array(figuresGroupSchema),
  /** Month by month; within a month, in the order of `groups`. */
  cells: z.array(figuresCellSchema),
});
export type Figures = z.infer<typeof figuresSchema>;
