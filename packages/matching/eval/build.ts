import type { CefrLevel } from "@stint/shared/languages";
import type { DegreeLevel } from "@stint/shared/account";
import type { JobType, WorkMode } from "@stint/shared/jobs";
import type { MatchCv, MatchJob, MatchPlace, MatchStudentProfile } from "../src/types.ts";

/** Compact builders for the evaluation data: "python:4 sql:3" for skills, "en:C1 de:B2" for languages. */

export type EvalCv = MatchCv & { readonly id: string; readonly name: string; readonly student?: MatchStudentProfile };
export type EvalJob = MatchJob & { readonly id: string; readonly company: string };

export function skills(spec: string) {
  return spec
    .split(/\s+/)
    .filter(Boolean)
    .map((item) => {
      const [skillId, level] = item.split(":");
      return { skillId: skillId!, level: Number(level) };
    });
}

export function languages(spec: string) {
  return spec
    .split(/\s+/)
    .filter(Boolean)
    .map((item) => {
      const [language, level] = item.split(":");
      return { language: language!, level: level as CefrLevel };
    });
}

type CvSpec = {
  id: string;
  name: string;
  /** [degree, field, school, start, end|null] */
  education?: [DegreeLevel, string, string, string, string | null][];
  /** [title, organisation, start, end|null, description] */
  experience?: [string, string, string, string | null, string][];
  skills: string;
  languages: string;
  types?: JobType[];
  modes?: WorkMode[];
  places?: MatchPlace[];
  radius?: number;
  relocate?: boolean;
  from?: string | null;
  to?: string | null;
  student?: MatchStudentProfile;
};

export function cv(spec: CvSpec): EvalCv {
  return {
    id: spec.id,
    name: spec.name,
    education: (spec.education ?? []).map(([degreeLevel, field, , start, end]) => ({ degreeLevel, field, start, end })),
    experience: (spec.experience ?? []).map(([title, , start, end, description]) => ({
      title,
      start,
      end,
      description,
    })),
    skills: skills(spec.skills),
    languages: languages(spec.languages),
    desiredTypes: spec.types ?? [],
    desiredWorkModes: spec.modes ?? [],
    preferredPlaces: spec.places ?? [],
    radiusKm: spec.radius ?? 50,
    willingToRelocate: spec.relocate ?? false,
    availableFrom: spec.from ?? null,
    availableTo: spec.to ?? null,
    ...(spec.student ? { student: spec.student } : {}),
  };
}

type JobSpec = {
  id: string;
  company: string;
  title: string;
  type: JobType;
  mode: WorkMode;
  place: MatchPlace;
  required: string;
  nice?: string;
  languages: string;
  degree?: DegreeLevel | null;
  fields?: string[];
  start: string | null;
  months: number | null;
};

export function job(spec: JobSpec): EvalJob {
  return {
    id: spec.id,
    company: spec.company,
    title: spec.title,
    type: spec.type,
    workMode: spec.mode,
    location: spec.place,
    requiredSkills: skills(spec.required),
    niceToHaveSkills: skills(spec.nice ?? ""),
    languages: languages(spec.languages),
    minDegree: spec.degree ?? null,
    fieldsOfStudy: spec.fields ?? [],
    startDate: spec.start,
    durationMonths: spec.months,
  };
}
