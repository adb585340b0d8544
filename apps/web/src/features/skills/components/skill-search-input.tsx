import { Combobox, Group, Text, TextInput, type TextInputProps } from "@mantine/core";
import { SKILLS, type Skill } from "@stint/shared/skills/skills";
import { POPULAR_SKILL_IDS } from "@stint/shared/skills/skills-data";
import { IconSearch } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useVocabularyNames, type VocabularyNames } from "./vocabulary-names.ts";
import { useTypeAheadCombobox } from "../../../lib/use-type-ahead-combobox.ts";
import classes from "./skill-search-input.module.css";

const popular = POPULAR_SKILL_IDS.map((id) => SKILLS.find((skill) => skill.id === id)).filter(
  (skill): skill is Skill => skill !== undefined,
);
const LIMIT = 8;

type Props = Omit<TextInputProps, "value" | "onChange" | "onSelect"> & {
  onSelect: (skill: Skill) => void;
  /** Skills not to offer again (already chosen), with what to say when the user types one of them. */
  exclude?: ReadonlySet<string>;
  excludeReason?: (skill: Skill) => string;
};

/**
 * Type to find a skill of the shared vocabulary ("js" finds JavaScript, "k8s" Kubernetes); Enter or a click
 * adds the highlighted one and empties the box for the next. Suggestions come from the vocabulary shipped
 * with the app (the same one the server checks against), so they appear as fast as the user types.
 */
export function SkillSearchInput({ onSelect, exclude, excludeReason, label, placeholder, ...inputProps }: Props) {
  const { t } = useTranslation("skills");
  const names = useVocabularyNames();
  const [search, setSearch] = useState("");
  const query = search.trim();

  const { items, excluded } = useMemo(() => {
    const found = query ? names.suggestSkills(query, LIMIT + (exclude?.size ?? 0)) : popular;
    const allowed = found.filter((skill) => !exclude?.has(skill.id)).slice(0, LIMIT);
    const exact = query ? found.find((skill) => exclude?.has(skill.id)) : undefined;
    return { items: allowed, excluded: exact && found[0]?.id === exact.id ? exact : undefined };
  }, [query, exclude, names]);
  const combobox = useTypeAheadCombobox(query, items);

  const choose = (id: string) => {
    const skill = items.find((item) => item.id === id);
    if (!skill) return;
    onSelect(skill);
    setSearch("");
  };

  return (
    <Combobox store={combobox} onOptionSubmit={choose} withinPortal position="bottom-start">
      <Combobox.Target withExpandedAttribute>
        <TextInput
          role="combobox"
          aria-autocomplete="list"
          {...inputProps}
          label={label}
          placeholder={placeholder ?? t("search.placeholder")}
          autoComplete="off"
          value={search}
          leftSection={<IconSearch size={16} aria-hidden />}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            combobox.openDropdown();
          }}
          onClick={() => combobox.openDropdown()}
          onFocus={(event) => {
            combobox.openDropdown();
            inputProps.onFocus?.(event);
          }}
          onBlur={(event) => {
            combobox.closeDropdown();
            inputProps.onBlur?.(event);
          }}
          onKeyDown={(event) => {
            // Enter inside the box adds a skill; it never submits the surrounding form.
            if (event.key === "Enter") event.preventDefault();
            if (event.key === "Escape") setSearch("");
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Options aria-label={t("search.suggested")}>
          {!query && items.length > 0 && (
            <Combobox.Group label={t("search.popular")}>{renderOptions(items, names)}</Combobox.Group>
          )}
          {query && renderOptions(items, names)}
          {items.length === 0 && (
            <Combobox.Empty>
              {excluded && excludeReason
                ? excludeReason(excluded)
                : query
                  ? t("search.none", { query })
                  : t("search.allChosen")}
            </Combobox.Empty>
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}

function renderOptions(items: Skill[], names: VocabularyNames) {
  return items.map((skill) => (
    <Combobox.Option value={skill.id} key={skill.id} className={classes.option}>
      <Group justify="space-between" gap="sm" wrap="nowrap">
        <Text size="sm" fw={500}>
          {names.skill(skill)}
        </Text>
        <Text size="xs" ta="right" className={classes.secondary}>
          {names.skillCategory(skill.category)}
        </Text>
      </Group>
    </Combobox.Option>
  ));
}
