// What a DOM test checks of a form whose empty submit was refused: every field that refuses to be empty said so
// beforehand, with the asterisk in its label (and, for a text field or a select, the required state that
// assistive technology reads).

const TEXT_LIKE = "input:not([type=radio]):not([type=checkbox]), textarea, select";

/** The element naming a field: its legend, its Mantine group label, its `aria-labelledby` or `<label for>`. */
function labelOf(field: HTMLElement): HTMLElement | null {
  if (field instanceof HTMLFieldSetElement) return field.querySelector("legend");
  const groupLabel = field.querySelector<HTMLElement>(":scope > .mantine-InputWrapper-label");
  if (groupLabel) return groupLabel;
  const labelledBy = field.getAttribute("aria-labelledby")?.split(/\s+/)[0];
  if (labelledBy) return document.getElementById(labelledBy);
  if (field.id) return document.querySelector<HTMLElement>(`label[for="${CSS.escape(field.id)}"]`);
  return null;
}

const nameOf = (field: HTMLElement) =>
  labelOf(field)?.textContent?.trim() || field.getAttribute("aria-label") || field.outerHTML.slice(0, 80);

/** The fields showing an error whose label has no required mark, or whose input lacks the required state. */
export function invalidFieldsWithoutRequiredMark(root: ParentNode = document): string[] {
  return [...root.querySelectorAll<HTMLElement>('[aria-invalid="true"]')]
    .filter((field) => {
      const shown = labelOf(field)?.textContent?.trim().endsWith("*") ?? false;
      const announced = !field.matches(TEXT_LIKE) || field.hasAttribute("required");
      return !(shown && announced);
    })
    .map(nameOf);
}
