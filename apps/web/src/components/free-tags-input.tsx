import { TagsInput, type TagsInputProps } from "@mantine/core";
import { useTypeAheadSearch } from "../lib/type-ahead.ts";

type Props = Omit<TagsInputProps, "data" | "searchValue" | "onSearchChange"> & { data: readonly string[] };

/**
 * A tags box that takes any text as well as its suggestions. The first option is highlighted as the user types
 * (the app's keyboard rule), so what they typed is offered first: Enter keeps "Engineering" as typed rather
 * than the "Software Engineering" that contains it, and Down reaches the suggestions.
 */
export function FreeTagsInput({ data, value, ...props }: Props) {
  const search = useTypeAheadSearch();
  const typed = search.searchValue.trim();
  const known = (text: string) => (item: string) => item.toLowerCase() === text.toLowerCase();
  const offerTyped = typed !== "" && !data.some(known(typed)) && !(value ?? []).some(known(typed));
  return <TagsInput {...props} {...search} value={value} data={offerTyped ? [typed, ...data] : [...data]} />;
}
