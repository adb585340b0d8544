import { DEGREE_LABELS, type DegreeLevel } from "@stint/shared/account";
import { APPLICATION_STATUS_LABELS } from "@stint/shared/applications";
import { languageByCode } from "@stint/shared/jobs";
import type { CandidateStatus } from "@stint/shared/matching";
import { skillById } from "@stint/shared/skills/skills";
import type { FilterChip } from "../../components/filter-pills.tsx";
import { formatYearMonth } from "../../lib/format.ts";
import type { CandidateFilters } from "./matching-search-params.ts";

export function skillLabel(id: string) {
  return skillById(id)?.label ?? id;
}

export function languageLabel(code: string) {
  return languageByCode(code)?.name ?? code;
}

export function degreeFilterLabel(level: DegreeLevel) {
  return level === "doctorate" ? DEGREE_LABELS.doctorate : `${DEGREE_LABELS[level]} or higher`;
}

/** Where a candidate stands with the job, as the status filter names it. */
export const CANDIDATE_STATUS_LABELS: Record<CandidateStatus, string> = {
  ...APPLICATION_STATUS_LABELS,
  invited: "Invited, no answer yet",
  declined: "Declined the invitation",
};

/** "Graduating June 2027 – June 2028", "Graduating from June 2027", "Graduating by June 2028". */
export function graduationLabel(from: string | null, to: string | null) {
  if (from && to) return `Graduating ${formatYearMonth(from)} – ${formatYearMonth(to)}`;
  if (from) return `Graduating from ${formatYearMonth(from)}`;
  if (to) return `Graduating by ${formatYearMonth(to)}`;
  return null;
}

/** The candidate filters in force, each with what removing it writes into the URL. */
export function candidateFilterChips(
  filters: CandidateFilters,
  hasPlace: boolean,
  withStatus = false,
): FilterChip<Partial<CandidateFilters>>[] {
  const chips: FilterChip<Partial<CandidateFilters>>[] = [];
  if (withStatus) {
    for (const status of filters.status) {
      chips.push({
        key: `status-${status}`,
        label: CANDIDATE_STATUS_LABELS[status],
        remove: { status: filters.status.filter((value) => value !== status) },
      });
    }
  }
  if (filters.minScore > 0) {
    chips.push({ key: "score", label: `Score ${filters.minScore} or more`, remove: { minScore: 0 } });
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
      label: `Speaks ${languageLabel(code)}`,
      remove: { languages: filters.languages.filter((value) => value !== code) },
    });
  }
  if (filters.degree) {
    chips.push({ key: "degree", label: degreeFilterLabel(filters.degree), remove: { degree: null } });
  }
  if (filters.university.trim()) {
    chips.push({ key: "university", label: `At “${filters.university.trim()}”`, remove: { university: "" } });
  }
  const graduation = graduationLabel(filters.graduationFrom, filters.graduationTo);
  if (graduation) {
    chips.push({ key: "graduation", label: graduation, remove: { graduationFrom: null, graduationTo: null } });
  }
  if (hasPlace && filters.distanceKm !== null) {
    chips.push({ key: "distance", label: `Lives within ${filters.distanceKm} km`, remove: { distanceKm: null } });
  }
  return chips;
}
