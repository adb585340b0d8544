import { Button, Group, MultiSelect, Select, Stack, TextInput } from "@mantine/core";
import { DEGREE_LEVELS, type DegreeLevel } from "@stint/shared/account";
import { APPLICATION_STATUSES } from "@stint/shared/applications";
import { LANGUAGES } from "@stint/shared/jobs";
import type { CandidateStatus } from "@stint/shared/matching";
import type { TFunction } from "i18next";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { MonthField } from "../../../components/month-field.tsx";
import { formatKilometres } from "../../../lib/format.ts";
import { useTypeAheadSearch } from "../../../lib/type-ahead.ts";
import { SkillFilter } from "../../skills/components/skill-filter.tsx";
import { useVocabularyNames } from "../../skills/components/vocabulary-names.ts";
import { candidateStatusLabel, degreeFilterLabel } from "../candidate-format.ts";
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

/** The selects' choices in the page's language. */
function filterOptions(t: TFunction) {
  return {
    score: [
      { value: "0", label: t("filters.anyScore") },
      ...MIN_SCORE_OPTIONS.map((score) => ({ value: String(score), label: t("filters.scoreOrMore", { score }) })),
    ],
    degree: [
      { value: ANY, label: t("filters.anyDegree") },
      ...DEGREE_LEVELS.map((level) => ({ value: level, label: degreeFilterLabel(t, level) })),
    ],
    distance: [
      { value: ANY, label: t("filters.anyDistance") },
      ...DISTANCE_OPTIONS.map((km) => ({
        value: String(km),
        label: t("filters.within", { distance: formatKilometres(km) }),
      })),
    ],
    status: [
      {
        group: t("filters.applicationGroup"),
        items: APPLICATION_STATUSES.map((status) => ({ value: status, label: candidateStatusLabel(t, status) })),
      },
      {
        group: t("filters.invitationGroup"),
        items: (["invited", "declined"] as const).map((status) => ({
          value: status,
          label: candidateStatusLabel(t, status),
        })),
      },
    ],
  };
}

/** The university: applied when the user leaves the box or presses Enter, not at every keystroke. */
function UniversityFilter({ filters, update }: Pick<Props, "filters" | "update">) {
  const { t } = useTranslation("matching-lists");
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
      label={t("filters.university")}
      placeholder={t("filters.universityPlaceholder")}
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
  const { t } = useTranslation("matching-lists");
  const options = useMemo(() => filterOptions(t), [t]);
  const names = useVocabularyNames();
  const languageOptions = useMemo(
    () => LANGUAGES.map((language) => ({ value: language.code, label: names.language(language.code) })),
    [names],
  );
  const statusSearch = useTypeAheadSearch();
  const languageSearch = useTypeAheadSearch();
  return (
    <Stack gap="lg">
      {withStatus && (
        <MultiSelect
          label={t("filters.status")}
          size="sm"
          placeholder={filters.status.length === 0 ? t("filters.anyStatus") : undefined}
          data={options.status}
          value={filters.status}
          onChange={(status) => update({ status: status as CandidateStatus[] })}
          searchable
          {...statusSearch}
          clearable
          clearButtonProps={{ "aria-label": t("filters.clearStatuses") }}
          comboboxProps={{ withinPortal: true }}
          nothingFoundMessage={t("filters.noSuchStatus")}
          description={t("filters.statusHint")}
        />
      )}

      <Select
        label={t("filters.score")}
        size="sm"
        data={options.score}
        value={String(filters.minScore)}
        onChange={(value) => update({ minScore: Number(value ?? 0) })}
        comboboxProps={{ withinPortal: true }}
      />

      <SkillFilter
        value={filters.skills}
        onChange={(skills) => update({ skills })}
        description={filters.skills.length > 0 ? t("filters.skillsHint", { count: filters.skills.length }) : undefined}
      />

      <MultiSelect
        label={t("filters.languages")}
        size="sm"
        placeholder={filters.languages.length === 0 ? t("filters.anyLanguage") : undefined}
        data={languageOptions}
        value={filters.languages}
        onChange={(languages) => update({ languages: languages.slice(0, 10) })}
        searchable
        {...languageSearch}
        clearable
        clearButtonProps={{ "aria-label": t("filters.clearLanguages") }}
        comboboxProps={{ withinPortal: true }}
        nothingFoundMessage={t("filters.noSuchLanguage")}
      />

      <Select
        label={t("filters.degree")}
        size="sm"
        data={options.degree}
        value={filters.degree ?? ANY}
        onChange={(value) => update({ degree: value && value !== ANY ? (value as DegreeLevel) : null })}
        comboboxProps={{ withinPortal: true }}
      />

      <UniversityFilter filters={filters} update={update} />

      <Stack gap="xs">
        <MonthField
          label={t("filters.graduatingFrom")}
          placeholder={t("filters.anyTime")}
          size="sm"
          value={filters.graduationFrom}
          onChange={(graduationFrom) => update({ graduationFrom })}
          clearLabel={t("filters.clearGraduationFrom")}
        />
        <MonthField
          label={t("filters.graduatingBy")}
          placeholder={t("filters.anyTime")}
          size="sm"
          value={filters.graduationTo}
          onChange={(graduationTo) => update({ graduationTo })}
          clearLabel={t("filters.clearGraduationBy")}
          description={
            filters.graduationFrom && filters.graduationTo && filters.graduationTo < filters.graduationFrom
              ? t("filters.graduationSwapped")
              : undefined
          }
        />
      </Stack>

      {hasPlace && (
        <Select
          label={t("filters.livesWithin")}
          size="sm"
          data={options.distance}
          value={filters.distanceKm === null ? ANY : String(filters.distanceKm)}
          onChange={(value) => update({ distanceKm: value && value !== ANY ? Number(value) : null })}
          comboboxProps={{ withinPortal: true }}
          description={t("filters.distanceHint")}
        />
      )}

      {countCandidateFilters(filters, hasPlace, withStatus) > 0 && (
        <Group>
          <Button variant="subtle" color="gray" onClick={() => update(CLEARED_CANDIDATE_FILTERS)}>
            {t("filters.clearAll")}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
