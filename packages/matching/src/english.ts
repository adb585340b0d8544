import { DEGREE_LABELS, type DegreeLevel } from "@stint/shared/account";
import { formatDistance } from "@stint/shared/distance-text";
import { JOB_TYPE_LABELS, type JobType, WORK_MODE_LABELS, type WorkMode } from "@stint/shared/jobs";
import { dayNumber, shownDate } from "./dates.ts";
import type { MatchNames, MatchText } from "./types.ts";

/*
 * The English of an explanation's texts: what the API's `detail`, `label`, `message` and `reasons` say, for
 * API clients (the web writes the same texts from its catalogues, in the page's language). Every key is
 * written here once.
 */

type Values = MatchText["values"];

const str = (values: Values, name: string) => String(values[name] ?? "");
const num = (values: Values, name: string) => Number(values[name] ?? 0);
const namesOf = (values: Values, name: string): MatchNames =>
  (values[name] as MatchNames | undefined) ?? { names: [], more: 0 };

/** "A", "A and B", "A, B and C", "A, B, C and 2 more". */
export function englishList({ names, more }: MatchNames): string {
  const all = more > 0 ? [...names, `${more} more`] : names;
  if (all.length <= 1) return all[0] ?? "";
  return `${all.slice(0, -1).join(", ")} and ${all[all.length - 1]}`;
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;
const day = (values: Values, name: string) => shownDate(dayNumber(str(values, name)));
const jobType = (code: string) => JOB_TYPE_LABELS[code as JobType];
const workMode = (code: string) => WORK_MODE_LABELS[code as WorkMode];
const degree = (code: string) => DEGREE_LABELS[code as DegreeLevel];
const lowerList = (values: Values, name: string, label: (code: string) => string) => {
  const list = namesOf(values, name);
  return englishList({ names: list.names.map((code) => label(code).toLowerCase()), more: list.more });
};

/** "12 km from Winterthur", or "in Winterthur" in the same city. */
const distance = (values: Values) =>
  formatDistance(values.near === "yes" ? 0 : num(values, "distance"), str(values, "from"));

function available(values: Values): string {
  if (values.bounds === "from") return `available from ${day(values, "from")}`;
  if (values.bounds === "to") return `available until ${day(values, "to")}`;
  return `available ${day(values, "from")} to ${day(values, "to")}`;
}

const runs = (values: Values) => `${day(values, "start")} to ${day(values, "end")}`;
const studying = (values: Values) =>
  `${degree(str(values, "degree"))}${values.studying === "yes" ? " (studying)" : ""}`;

const missingSkill = (values: Values, improve: boolean) =>
  `${str(values, "skill")} at level ${num(values, "level")}${improve ? ` (now ${num(values, "own")})` : ""}`;
const missingLanguage = (values: Values, improve: boolean) =>
  `${str(values, "languageName")} at ${str(values, "level")}${improve ? ` (now ${str(values, "own")})` : ""}`;

/** One text in English. */
export function englishText({ key, values: v }: MatchText): string {
  switch (key) {
    case "skills-none":
      return v.kind === "required" ? "No required skills listed" : "No nice-to-have skills listed";
    case "skills-met":
      return `${num(v, "met")} of ${plural(num(v, "count"), `${str(v, "kind")} skill`)}`;
    case "skill-through":
      return `${str(v, "skill")} through ${str(v, "related")}`;
    case "skill-level":
      return `${str(v, "skill")} at level ${num(v, "own")} of ${num(v, "level")}`;
    case "skills-missing":
      return `${englishList(namesOf(v, "skills"))} missing`;
    case "languages-none":
      return "No language asked";
    case "languages-met":
      return `${num(v, "met")} of ${plural(num(v, "count"), "language")}`;
    case "language-missing":
      return `${str(v, "languageName")} (${str(v, "level")}) missing`;
    case "language-level":
      return `${str(v, "languageName")} ${str(v, "own")} of ${str(v, "level")}`;
    case "education-none":
      return "No degree or field of study asked";
    case "degree-none":
      return `No degree given; ${degree(str(v, "askedDegree"))} asked`;
    case "degree-meets":
      return `${studying(v)} meets ${degree(str(v, "askedDegree"))}`;
    case "degree-below":
      return `${studying(v)} for ${degree(str(v, "askedDegree"))} asked`;
    case "field-none":
      return `No field of study given; ${englishList(namesOf(v, "fields"))} asked`;
    case "field-matches":
      return "field of study matches";
    case "field-related":
      return `related field (${str(v, "field")} ~ ${str(v, "askedField")})`;
    case "field-other":
      return `field not among ${englishList(namesOf(v, "fields"))}`;
    case "experience-none":
      return `No relevant experience yet (${num(v, "target")} months earn all points)`;
    case "experience":
      return `${plural(num(v, "months"), "month")} of relevant experience (${englishList(namesOf(v, "titles"))})`;
    case "experience-target":
      return `${num(v, "target")} months earn all points`;
    case "job-type-any":
      return "Open to any job type";
    case "job-type-wished":
      return `${jobType(str(v, "jobType"))}, as the CV asks`;
    case "job-type-other":
      return `${jobType(str(v, "jobType"))}; the CV asks for ${lowerList(v, "jobTypes", jobType)}`;
    case "work-mode-any":
      return "Open to any work mode";
    case "work-mode-wished":
      return `${workMode(str(v, "workMode"))}, as the CV asks`;
    case "work-mode-other":
      return `${workMode(str(v, "workMode"))}; the CV prefers ${lowerList(v, "workModes", workMode)}`;
    case "place-remote":
      return "Remote: near everyone";
    case "place-none":
      return "The job names no place";
    case "place-any":
      return `${str(v, "place")}; open to any place`;
    case "place-within":
      return `${str(v, "place")}, ${distance(v)} (within ${num(v, "radius")} km)`;
    case "place-beyond":
      return `${str(v, "place")}, ${distance(v)}, beyond ${num(v, "radius")} km${v.relocate === "yes" ? "; would relocate" : ""}`;
    case "availability-any":
      return "Available any time";
    case "availability-none":
      return `No overlap: ${available(v)}, the job runs ${runs(v)}`;
    case "availability-whole":
      return `Available for the whole job (${runs(v)})`;
    case "availability-share":
      return `Covers ${num(v, "share")}% of the job period: ${available(v)}, the job runs ${runs(v)}`;
    case "exclude-job-type":
      return `The CV asks for ${lowerList(v, "jobTypes", jobType)} jobs; this one is ${jobType(str(v, "jobType")).toLowerCase()}`;
    case "exclude-availability":
      return `No overlap: the CV is ${available(v)}; the job runs ${runs(v)}`;
    case "exclude-distance":
      return `${workMode(str(v, "workMode"))} in ${str(v, "place")}, ${distance(v)}, beyond the CV's ${num(v, "radius")} km, and the CV does not offer to relocate`;
    case "exclude-skills":
      return `None of the required skills (${englishList(namesOf(v, "skills"))}) is on the CV, nor a related one`;
    case "missing-skill":
      return missingSkill(v, false);
    case "missing-skill-improve":
      return missingSkill(v, true);
    case "missing-language":
      return missingLanguage(v, false);
    case "missing-language-improve":
      return missingLanguage(v, true);
    case "add-skill":
      return `Add ${missingSkill(v, false)}: +${num(v, "points")}`;
    case "add-skill-improve":
      return `Add ${missingSkill(v, true)}: +${num(v, "points")}`;
    case "add-language":
      return `Add ${missingLanguage(v, false)}: +${num(v, "points")}`;
    case "add-language-improve":
      return `Add ${missingLanguage(v, true)}: +${num(v, "points")}`;
  }
}

/** A part's clauses as its one line. */
export const englishDetail = (texts: readonly MatchText[]) => texts.map(englishText).join("; ");
