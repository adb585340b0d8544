import type { DegreeLevel } from "@stint/shared/account";
import {
  findPublishProblems,
  type Currency,
  type Job,
  type JobFields,
  type JobType,
  type PayPeriod,
  type WorkMode,
} from "@stint/shared/jobs";
import type { Place } from "@stint/shared/place";
import type { SkillRef } from "@stint/shared/skills/skills";
import type { LanguageRow } from "../../../components/language-fields.tsx";

/** A number input holds a number, or "" while empty. */
type NumberValue = number | string;

/**
 * What the job form holds. Field paths are the API's, so schema and server errors land on the input they are
 * about ("pay.max", "requiredSkills.2.skillId").
 */
export type JobFormValues = {
  title: string;
  type: JobType | null;
  workMode: WorkMode;
  positions: NumberValue;
  description: string;
  location: Place | null;
  requiredSkills: SkillRef[];
  niceToHaveSkills: SkillRef[];
  languages: LanguageRow[];
  minDegree: DegreeLevel | null;
  fieldsOfStudy: string[];
  startDate: string | null;
  durationMonths: NumberValue;
  deadline: string | null;
  pay: { min: NumberValue; max: NumberValue; currency: Currency; period: PayPeriod };
};

/** The form as the API's job fields; `type`, `positions` and language rows may still be missing (the schema says so). */
export type JobFormPayload = Omit<JobFields, "type" | "positions" | "languages"> & {
  type: JobType | null;
  positions: number | null;
  languages: LanguageRow[];
};

const CURRENCY_BY_COUNTRY: Partial<Record<string, Currency>> = {
  CH: "CHF",
  LI: "CHF",
  GB: "GBP",
  US: "USD",
  SE: "SEK",
  NO: "NOK",
  DK: "DKK",
  PL: "PLN",
  CZ: "CZK",
};

/** The currency people are paid in where the company is; euros when unknown. */
export function currencyFor(place: Place | null | undefined): Currency {
  return (place && CURRENCY_BY_COUNTRY[place.countryCode]) ?? "EUR";
}

export function emptyJobValues(companyAddress: Place | null): JobFormValues {
  return {
    title: "",
    type: null,
    workMode: "on-site",
    positions: 1,
    description: "",
    location: companyAddress,
    requiredSkills: [],
    niceToHaveSkills: [],
    languages: [],
    minDegree: null,
    fieldsOfStudy: [],
    startDate: null,
    durationMonths: "",
    deadline: null,
    pay: { min: "", max: "", currency: currencyFor(companyAddress), period: "month" },
  };
}

export function jobToValues(job: Job): JobFormValues {
  return {
    title: job.title,
    type: job.type,
    workMode: job.workMode,
    positions: job.positions,
    description: job.description,
    location: job.location,
    requiredSkills: job.requiredSkills,
    niceToHaveSkills: job.niceToHaveSkills,
    languages: job.languages,
    minDegree: job.minDegree,
    fieldsOfStudy: job.fieldsOfStudy,
    startDate: job.startDate,
    durationMonths: job.durationMonths ?? "",
    deadline: job.deadline,
    pay: job.pay
      ? { ...job.pay }
      : { min: "", max: "", currency: currencyFor(job.location ?? job.company.address), period: "month" },
  };
}

function toNumber(value: NumberValue): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  const text = value.trim();
  if (text === "") return null;
  const parsed = Number(text.replace(/[\s,']/g, ""));
  return Number.isFinite(parsed) ? parsed : Number.NaN;
}

/** A single amount is a fixed pay (min = max); no amount at all is no pay. */
function payToPayload(pay: JobFormValues["pay"]): JobFields["pay"] {
  const min = toNumber(pay.min);
  const max = toNumber(pay.max);
  if (min === null && max === null) return null;
  return { min: min ?? max ?? 0, max: max ?? min ?? 0, currency: pay.currency, period: pay.period };
}

export function jobValuesToPayload(values: JobFormValues): JobFormPayload {
  return {
    title: values.title.trim(),
    type: values.type,
    workMode: values.workMode,
    positions: toNumber(values.positions),
    description: values.description.trimEnd(),
    location: values.location,
    requiredSkills: values.requiredSkills,
    niceToHaveSkills: values.niceToHaveSkills,
    languages: values.languages,
    minDegree: values.minDegree,
    fieldsOfStudy: values.fieldsOfStudy.map((field) => field.trim()).filter(Boolean),
    startDate: values.startDate,
    durationMonths: toNumber(values.durationMonths),
    deadline: values.deadline,
    pay: payToPayload(values.pay),
  };
}

/**
 * What stands between the form and a published job, as field errors: the server's own rule
 * (findPublishProblems), checked before sending so the user sees all of it at once.
 */
export function publishProblemsOf(values: JobFormValues, options: { keepDeadline?: string | null } = {}) {
  const payload = jobValuesToPayload(values);
  const problems = findPublishProblems({
    ...payload,
    type: payload.type ?? "full-time",
    positions: payload.positions ?? 1,
  } as JobFields);
  // A deadline that passed on its own does not block an unrelated edit of a published job (as on the server).
  if (options.keepDeadline !== undefined && values.deadline === options.keepDeadline) delete problems.deadline;
  return problems;
}
