import { useCombobox } from "@mantine/core";
import { useEffect } from "react";

/**
 * A combobox store that follows the app's keyboard rule (lib/type-ahead.ts): the first option is highlighted
 * whenever the options change for what was typed. `typed` is the text in the box; `options` anything that
 * changes with the options shown (their data).
 */
export function useTypeAheadCombobox(typed: string, options: unknown) {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const typing = typed.trim() !== "";
  // The options are in the DOM only once rendered, so the highlight is set after the render that shows them.
  useEffect(() => {
    if (typing) combobox.selectFirstOption();
    else combobox.resetSelectedOption();
  }, [typing, options]); // eslint-disable-line react-hooks/exhaustive-deps
  return combobox;
}
