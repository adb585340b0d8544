import { useState } from "react";

/*
 * The one keyboard rule of every combobox in the app, so a habit learnt in one holds in all (places, skills,
 * languages, any select): as the user types, the first suggestion is highlighted; Enter takes the highlighted
 * one; Down and Up move the highlight from there. Nothing typed, nothing is highlighted (a select opened
 * without typing marks its current value). Mantine's comboboxes follow it through TYPE_AHEAD_PROPS in the
 * theme, its multi-value ones (whose search empties after each pick) through `useTypeAheadSearch`, and
 * comboboxes built on Mantine's `Combobox` through `useTypeAheadCombobox`. This file imports no Mantine code:
 * the theme, in the first download, imports it.
 */

/** Default props of Mantine's own comboboxes for the rule. */
export const TYPE_AHEAD_PROPS = { selectFirstOptionOnChange: true } as const;

/** Props for a MultiSelect or TagsInput: the first option is highlighted only while something is typed. */
export function useTypeAheadSearch() {
  const [searchValue, onSearchChange] = useState("");
  return { searchValue, onSearchChange, selectFirstOptionOnChange: searchValue.trim() !== "" };
}
