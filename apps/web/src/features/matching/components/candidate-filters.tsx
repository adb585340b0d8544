import { Button, Group, MultiSelect, Select, Stack, TextInput } from "@mantine/core";
import { DEGREE_LEVELS, type DegreeLevel } from "@stint/shared/account";
import { APPLICATION_STATUSES } from "@stint/shared/applications";
import { LANGUAGES } from "@stint/shared/jobs";
import type { CandidateStatus } from "@stint/shared/matching";
import { useState } from "react";
import { MonthField } from "../../../components/month-field.tsx";
import { useTypeAheadSearch } from "../../../lib/type-ahead.ts";
import { SkillFilter } from "../../skills/components/skill-filter.tsx";
import { CANDIDATE_STATUS_LABELS, degreeFilterLabel } from "../candidate-format.ts";
import {
  CLEARED_CANDIDATE_FILTERS,
  countCandidateFilters,
  DISTANCE_OPTIONS,
  MIN_SCORE_OPTIONS,
  type CandidateFilters as Filters,
} from "../matching-search-params.ts";

export type UpdateCandidateFilters = (patch: Partial<Filters>) => void;

type Props = {
  filters: Filters;
  update: UpdateCandidateFilters;
  /** Whether the job has a place to measure distances from. */
  hasPlace: boolean;
  /** Whether the list has applicants and invitees, who can be filtered by where they stand. */
  withStatus?: boolean;
};

const ANY = "any";
const scoreOptions = [
  { value: "0", label: "Any score" },
  ...MIN_SCORE_OPTIONS.map((score) => ({ value: String(score), label: `${score} or more` })),
];
const degreeOptions = [
  { value: ANY, label: "Any degree" },
  ...DEGREE_LEVELS.map((level) => ({ value: level, label: degreeFilterLabel(level) })),
];
const distanceOptions = [
  { value: ANY, label: "Any distance" },
  ...DISTANCE_OPTIONS.map((km) => ({ value: String(km), label: `Within ${km} km` })),
];
const statusOptions = [
  {
    group: "Application",
    items: APPLICATION_STATUSES.map((status) => ({ value: status, label: CANDIDATE_STATUS_LABELS[status] })),
  },
  {
    group: "Invitation",
    items: (["invited", "declined"] as const).map((status) => ({
      value: status,
      label: CANDIDATE_STATUS_LABELS[status],
    })),
  },
];
const languageOptions = LANGUAGES.map((language) => ({ value: language.code, label: language.name }));

/** The university: applied when the user leaves the box or presses Enter, not at every keystroke. */
function UniversityFilter({ filters, update }: Pick<Props, "filters" | "update">) {
  const [text, setText] = useState(filters.university);
  const [shown, setShown] = useState(filters.university);
  if (shown !== filters.university) {
    setShown(filters.university);
    setText(filters.university);
  }
  const commit = () => {
    if (text.trim() !== filters.university.trim()) update({ university: text.trim() });
  };
  return (
    <TextInput
      label="University or school"
      placeholder="e.g. ETH Zürich"
      size="sm"
      maxLength={120}
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === "Enter") {
          event.preventDefault();
          commit();
        }
      }}
    />
  );
}

/** The filters of a job's candidates, each applied at once (and written to the URL by the caller). */
export function CandidateFilters({ filters, update, hasPlace, withStatus = false }: Props) {
  const statusSearch = useTypeAheadSearch();
  const languageSearch = useTypeAheadSearch();
  return (
    <Stack gap="lg">
      {withStatus && (
        <MultiSelect
          label="Status"
          size="sm"
          placeholder={filters.status.length === 0 ? "Any status" : undefined}
          data={statusOptions}
          value={filters.status}
          onChange={(status) => update({ status: status as CandidateStatus[] })}
          searchable
          {...statusSearch}
          clearable
          clearButtonProps={{ "aria-label": "Clear the statuses" }}
          comboboxProps={{ withinPortal: true }}
          nothingFoundMessage="No such status"
          description="An accepted invitation becomes an application, “Applied”."
        />
      )}

      <Select
        label="Match score"
        size="sm"
        data={scoreOptions}
        value={String(filters.minScore)}
        onChange={(value) => update({ minScore: Number(value ?? 0) })}
        comboboxProps={{ withinPortal: true }}
      />

      <SkillFilter
        value={filters.skills}
        onChange={(skills) => update({ skills })}
        description={
          filters.skills.length > 0
            ? `Only students with ${filters.skills.length > 1 ? "all of these skills" : "this skill"} on their CV.`
            : undefined
        }
      />

      <MultiSelect
        label="Languages"
        size="sm"
        placeholder={filters.languages.length === 0 ? "Any language" : undefined}
        data={languageOptions}
        value={filters.languages}
        onChange={(languages) => update({ languages: languages.slice(0, 10) })}
        searchable
        {...languageSearch}
        clearable
        clearButtonProps={{ "aria-label": "Clear the languages" }}
        comboboxProps={{ withinPortal: true }}
        nothingFoundMessage="No such language"
      />

      <Select
        label="Degree level"
        size="sm"
        data={degreeOptions}
        value={filters.degree ?? ANY}
        onChange={(value) => update({ degree: value && value !== ANY ? (value as DegreeLevel) : null })}
        comboboxProps={{ withinPortal: true }}
      />

      <UniversityFilter filters={filters} update={update} />

      <Stack gap="xs">
        <MonthField
          label="Graduating from"
          placeholder="Any time"
          size="sm"
          value={filters.graduationFrom}
          onChange={(graduationFrom) => update({ graduationFrom })}
          clearLabel="Clear the earliest graduation"
        />
        <MonthField
          label="Graduating by"
          placeholder="Any time"
          size="sm"
          value={filters.graduationTo}
          onChange={(graduationTo) => update({ graduationTo })}
          clearLabel="Clear the latest graduation"
          description={
            filters.graduationFrom && filters.graduationTo && filters.graduationTo < filters.graduationFrom
              ? "Earlier than “Graduating from”: the two are read the other way round."
              : undefined
          }
        />
      </Stack>

      {hasPlace && (
        <Select
          label="Lives within"
          size="sm"
          data={distanceOptions}
          value={filters.distanceKm === null ? ANY : String(filters.distanceKm)}
          onChange={(value) => update({ distanceKm: value && value !== ANY ? Number(value) : null })}
          comboboxProps={{ withinPortal: true }}
          description="From the job's place to the student's home city"
        />
      )}

      {countCandidateFilters(filters, hasPlace, withStatus) > 0 && (
        <Group>
          <Button variant="subtle" color="gray" onClick={() => update(CLEARED_CANDIDATE_FILTERS)}>
            Clear all filters
          </Button>
        </Group>
      )}
    </Stack>
  );
}
