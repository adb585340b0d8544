import { Combobox, Group, Loader, Text, TextInput, type TextInputProps } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import type { Place } from "@stint/shared/place";
import { IconMapPin } from "@tabler/icons-react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useTypeAheadCombobox } from "../../../lib/use-type-ahead-combobox.ts";
import { usePlaceSuggestions } from "../api/search-places.ts";
import classes from "./address-input.module.css";

const DEBOUNCE_MS = 150;

type Props = Omit<TextInputProps, "value" | "onChange" | "defaultValue"> & {
  value?: Place | null;
  onChange: (place: Place | null) => void;
};

function fold(text: string) {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .trim();
}

/**
 * A city picker fed by /api/places. The value is always a whole Place (or null), never free text: what the
 * user types only searches, and leaving the field without choosing keeps the previous place (or takes the top
 * suggestion when it clearly matches what was typed), as a searchable select does.
 */
export function AddressInput({ value = null, onChange, onBlur, onFocus, label, placeholder, ...inputProps }: Props) {
  const { t } = useTranslation();
  const [search, setSearch] = useState(value?.label ?? "");
  const [typing, setTyping] = useState(false);
  const [debounced] = useDebouncedValue(search, DEBOUNCE_MS);
  const inputRef = useRef<HTMLInputElement>(null);

  const suggestions = usePlaceSuggestions(debounced, typing);
  const items = typing ? (suggestions.data?.items ?? []) : [];
  const combobox = useTypeAheadCombobox(typing ? search : "", suggestions.data);
  const attribution = suggestions.data?.attribution ?? t("place.attribution");
  const settled = debounced === search && !suggestions.isFetching;

  // A new value from outside (a choice, a form reset) replaces what is shown; adjusted during render, as
  // React recommends for state derived from a changed prop.
  const valueKey = value ? `${value.id}|${value.label}` : "";
  const [shownValueKey, setShownValueKey] = useState(valueKey);
  if (valueKey !== shownValueKey) {
    setShownValueKey(valueKey);
    setSearch(value?.label ?? "");
    setTyping(false);
  }

  const choose = (place: Place | null) => {
    onChange(place);
    setSearch(place?.label ?? "");
    setTyping(false);
    combobox.closeDropdown();
  };

  const handleBlur = (event: React.FocusEvent<HTMLInputElement>) => {
    combobox.closeDropdown();
    if (typing) {
      const typed = fold(search);
      const best = items[0];
      if (typed === "") choose(null);
      else if (settled && best && (fold(best.city).startsWith(typed) || fold(best.label).startsWith(typed)))
        choose(best);
      else choose(value);
    }
    onBlur?.(event);
  };

  const options = items.map((place) => (
    <Combobox.Option value={place.id} key={place.id} active={place.id === value?.id} className={classes.option}>
      <Group gap="xs" wrap="nowrap">
        <IconMapPin size={16} aria-hidden style={{ flexShrink: 0, opacity: 0.6 }} />
        <div>
          <Text size="sm" fw={500}>
            {place.city}
          </Text>
          <Text size="xs" className={classes.secondary}>
            {[place.region, place.country].filter(Boolean).join(", ")}
          </Text>
        </div>
      </Group>
    </Combobox.Option>
  ));

  const showDropdown = typing && search.trim().length > 0;
  let status: React.ReactNode = null;
  if (suggestions.isError) status = t("place.unavailable");
  else if (settled && suggestions.data && items.length === 0) status = t("place.none", { search: search.trim() });
  else if (!suggestions.data) status = t("place.searching");

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(id) => choose(items.find((place) => place.id === id) ?? null)}
      withinPortal
      position="bottom-start"
    >
      <Combobox.Target withExpandedAttribute>
        <TextInput
          role="combobox"
          aria-autocomplete="list"
          {...inputProps}
          ref={inputRef}
          label={label ?? t("place.label")}
          placeholder={placeholder ?? t("place.placeholder")}
          autoComplete="off"
          value={search}
          leftSection={<IconMapPin size={18} aria-hidden />}
          rightSection={
            suggestions.isFetching && typing ? (
              <Loader size={16} aria-label={t("place.searchingLabel")} />
            ) : search ? (
              <Combobox.ClearButton
                aria-label={t("place.clear")}
                onClear={() => {
                  choose(null);
                  inputRef.current?.focus();
                }}
              />
            ) : null
          }
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setTyping(true);
            combobox.openDropdown();
          }}
          onClick={() => typing && combobox.openDropdown()}
          onFocus={(event) => {
            if (typing) combobox.openDropdown();
            onFocus?.(event);
          }}
          onBlur={handleBlur}
          onKeyDown={(event) => {
            if (event.key === "Escape" && typing) choose(value);
          }}
        />
      </Combobox.Target>

      <Combobox.Dropdown hidden={!showDropdown}>
        <Combobox.Options aria-label={t("place.suggested")}>
          {options}
          {options.length === 0 && status && <Combobox.Empty>{status}</Combobox.Empty>}
        </Combobox.Options>
        <Combobox.Footer>
          <Text size="xs" c="dimmed">
            {attribution}
          </Text>
        </Combobox.Footer>
      </Combobox.Dropdown>
    </Combobox>
  );
}
