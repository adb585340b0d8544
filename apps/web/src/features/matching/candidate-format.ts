import type { DegreeLevel } from "@stint/shared/account";
import { languageName } from "@stint/shared/languages";
import type { CandidateStatus } from "@stint/shared/matching";
import type { TFunction } from "i18next";
import type { FilterChip } from "../../components/filter-pills.tsx";
import { labelsOf } from "../../i18n/labels.ts";
import { formatKilometres, formatYearMonth } from "../../lib/format.ts";
import { currentLocale } from "../../lib/locale.ts";
import { skillLabel } from "../skills/components/skill-label.ts";
import type { CandidateFilters } from "./matching-search-params.ts";

/** A language by its name in the page's language ("Deutsch"). */
export function languageLabel(code: string) {
  return languageName(code, currentLocale());
}

/** "Master's or higher" (a doctorate is the highest: just "Doctorate"), in the page's language. */
export function degreeFilterLabel(t: TFunction, level: DegreeLevel) {
  const degree = labelsOf(t).degree(level);
  return level === "doctorate" ? degree : t("matching-lists:filters.degreeOrHigher", { degree });
}

/** Where a candidate stands with the job, as the status filter names it. */
export function candidateStatusLabel(t: TFunction, status: CandidateStatus) {
  if (status === "invited") return t("matching-lists:filters.invitedStatus");
  if (status === "declined") return t("matching-lists:filters.declinedStatus");
  return labelsOf(t).applicationStatus(status);
}

/** "Graduating June 2027 – June 2028", "Graduating from June 2027", "Graduating by June 2028". */
export function graduationLabel(t: TFunction, from: string | null, to: string | null) {
  if (!from && !to) return null;
  return t("matching-lists:filters.graduating", {
    range: from && to ? "both" : from ? "from" : "to",
    from: formatYearMonth(from) ?? "",
    to: formatYearMonth(to) ?? "",
  });
}

/** The candidate filters in force, each with what removing it writes into the URL, in the words of `t`. */
export function candidateFilterChips(
  t: TFunction,
  filters: CandidateFilters,
  hasPlace: boolean,
  withStatus = false,
): FilterChip<Partial<CandidateFilters>>[] {
  const chips: FilterChip<Partial<CandidateFilters>>[] = [];
  if (withStatus) {
    for (const status of filters.status) {
      chips.push({
        key: `status-${status}`,
        label: candidateStatusLabel(t, status),
        remove: { status: filters.status.filter((value) => value !== status) },
      });
    }
  }
  if (filters.minScore > 0) {
    chips.push({
      key: "score",
      label: t("matching-lists:filters.scoreChip", { score: filters.minScore }),
      remove: { minScore: 0 },
    });
  }
  for (const id of filters.skills) {
    chips.push({
      key: `skill-${id}`,
      label: skillLabel(id),
      remove: { skills: filters.skills.filter((value) => value !== id) },
    });
  }
  for (const code of filters.languages) {
    chips.push({
      key: `language-${code}`,
      label: t("matching-lists:filters.speaks", { language: languageLabel(code) }),
      remove: { languages: filters.languages.filter((value) => value !== code) },
    });
  }
  if (filters.degree) {
    chips.push({ key: "degree", label: degreeFilterLabel(t, filters.degree), remove: { degree: null } });
  }
  if (filters.university.trim()) {
    chips.push({
      key: "university",
      label: t("matching-lists:filters.atUniversity", { university: filters.university.trim() }),
      remove: { university: "" },
    });
  }
  const graduation = graduationLabel(t, filters.graduationFrom, filters.graduationTo);
  if (graduation) {
    chips.push({ key: "graduation", label: graduation, remove: { graduationFrom: null, graduationTo: null } });
  }
  if (hasPlace && filters.distanceKm !== null) {
    chips.push({
      key: "distance",
      label: t("matching-lists:filters.livesWithinChip", { distance: formatKilometres(filters.distanceKm) }),
      remove: { distanceKm: null },
    });
  }
  return chips;
}
