import type { CefrLevel } from "@stint/shared/languages";
import type { DegreeLevel } from "@stint/shared/account";
import type { JobType, WorkMode } from "@stint/shared/jobs";
import type { MatchText } from "@stint/shared/matching";

export type { MatchNames, MatchText, MatchTextKey } from "@stint/shared/matching";

/**
 * The inputs are the narrowest shapes the engine reads. `Cv` (packages/shared/src/cvs.ts) and `Job` /
 * `JobFields` (packages/shared/src/jobs.ts) are assignable to them, so the API passes its rows as they are.
 */

export type MatchSkillRef = { readonly skillId: string; readonly level: number };
export type MatchLanguageRef = { readonly language: string; readonly level: CefrLevel };
/** A city-level place; only the coordinates count, the label is shown in explanations. */
export type MatchPlace = {
  readonly lat: number;
  readonly lon: number;
  readonly label?: string;
  readonly city?: string;
};

export type MatchEducationEntry = {
  readonly degreeLevel: DegreeLevel;
  readonly field: string;
  /** `YYYY-MM` */
  readonly start: string;
  /** `YYYY-MM`, or null while ongoing. */
  readonly end: string | null;
};

export type MatchExperienceEntry = {
  readonly title: string;
  readonly description: string;
  /** `YYYY-MM` */
  readonly start: string;
  /** `YYYY-MM`, or null while ongoing. */
  readonly end: string | null;
};

export type MatchCv = {
  readonly education: readonly MatchEducationEntry[];
  readonly experience: readonly MatchExperienceEntry[];
  readonly skills: readonly MatchSkillRef[];
  readonly languages: readonly MatchLanguageRef[];
  /** Empty: open to any job type. */
  readonly desiredTypes: readonly JobType[];
  /** Empty: open to any work mode. */
  readonly desiredWorkModes: readonly WorkMode[];
  /** Empty: open to any place. */
  readonly preferredPlaces: readonly MatchPlace[];
  readonly radiusKm: number;
  readonly willingToRelocate: boolean;
  /** `YYYY-MM-DD` or null (open). */
  readonly availableFrom: string | null;
  /** `YYYY-MM-DD` or null (open). */
  readonly availableTo: string | null;
};

export type MatchJob = {
  readonly title: string;
  readonly type: JobType;
  readonly workMode: WorkMode;
  readonly location: MatchPlace | null;
  readonly requiredSkills: readonly MatchSkillRef[];
  readonly niceToHaveSkills: readonly MatchSkillRef[];
  readonly languages: readonly MatchLanguageRef[];
  readonly minDegree: DegreeLevel | null;
  readonly fieldsOfStudy: readonly string[];
  /** `YYYY-MM-DD`, or null: as soon as possible. */
  readonly startDate: string | null;
  readonly durationMonths: number | null;
};

/** What the student account says about studies (packages/shared/src/account.ts), used when a CV lists none. */
export type MatchStudentProfile = {
  readonly degreeLevel: DegreeLevel | null;
  readonly fieldOfStudy: string | null;
  /** `YYYY-MM`: when given and past, the degree counts as finished; otherwise as being studied. */
  readonly expectedGraduation?: string | null;
};

export type MatchContext = {
  /** `YYYY-MM-DD`: the engine never reads the clock, so a result depends on its inputs alone. */
  readonly today: string;
  /** The student's profile, the fallback for degree and field when the CV has no education entries. */
  readonly student?: MatchStudentProfile | null;
};

export type PartKey =
  | "required-skills"
  | "nice-to-have-skills"
  | "languages"
  | "education"
  | "experience"
  | "job-type"
  | "work-mode"
  | "place"
  | "availability";

export type MatchPart = {
  readonly key: PartKey;
  readonly label: string;
  /** `job`: the student against the job's requirements (jobFit); `student`: the job against the CV's wishes. */
  readonly side: "job" | "student";
  readonly points: number;
  readonly max: number;
  /** One line, e.g. "4 of 5 required skills; Docker missing". */
  readonly detail: string;
  /** `detail` as data, its clauses in order: what a client shows in another language. */
  readonly texts: MatchText[];
};

/** Something the student could add to the CV, and exactly how many jobFit points it would add. */
export type MissingItem =
  | {
      readonly kind: "skill";
      readonly skillId: string;
      /** The level to reach (the job's minimum). */
      readonly level: number;
      /** Whether the job requires the skill (or only would like it). */
      readonly required: boolean;
      readonly label: string;
      /** `label` as data. */
      readonly text: MatchText;
      readonly points: number;
    }
  | {
      readonly kind: "language";
      readonly language: string;
      readonly level: CefrLevel;
      readonly label: string;
      readonly text: MatchText;
      readonly points: number;
    };

export type ExclusionCode = "job-type" | "availability" | "distance" | "no-required-skills";
export type Exclusion = { readonly code: ExclusionCode; readonly message: string; readonly text: MatchText };

/** The cheap result: what a ranked list needs. */
export type MatchScore = {
  readonly score: number;
  readonly jobFit: number;
  readonly studentFit: number;
  /** Why the pair is never listed (codes only), or null. */
  readonly excluded: ExclusionCode[] | null;
};

/** The full, explained result; assignable to the API's `MatchExplanation` (packages/shared/src/matching.ts). */
export type MatchResult = {
  readonly score: number;
  readonly jobFit: number;
  readonly studentFit: number;
  /** Job side first, then student side; each side's points add up to its fit. */
  readonly parts: MatchPart[];
  /** Most points first. */
  readonly missing: MissingItem[];
  readonly excluded: Exclusion[] | null;
};
