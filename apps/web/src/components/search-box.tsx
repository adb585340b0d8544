import { Box, Button, Group, TextInput } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";

type Props = {
  q: string;
  onSearch: (q: string) => void;
  /** Names the search landmark and, lower-cased after "Search", the box ("Jobs": "Search jobs"). */
  label: string;
  placeholder: string;
};

/**
 * The words box of a list (jobs, candidates, recommended jobs): typed freely, searched (trimmed) on Enter or the
 * button; the URL's words replace it on back and forward.
 */
export function SearchBox({ q, onSearch, label, placeholder }: Props) {
  const { t, i18n } = useTranslation("components");
  const [text, setText] = useState(q);
  const [shown, setShown] = useState(q);
  if (shown !== q) {
    setShown(q);
    setText(q);
  }
  return (
    <Box
      component="form"
      role="search"
      aria-label={label}
      style={{ flex: 1, minWidth: 0 }}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <Group gap="xs" wrap="nowrap">
        <TextInput
          type="search"
          // "Search jobs" in English; German nouns keep their capital letter.
          aria-label={t("searchBox.label", { what: i18n.language === "en" ? label.toLowerCase() : label })}
          placeholder={placeholder}
          leftSection={<IconSearch size={18} aria-hidden />}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          maxLength={200}
          style={{ flex: 1, minWidth: 0 }}
        />
        <Button type="submit" size="md">
          {t("searchBox.submit")}
        </Button>
      </Group>
    </Box>
  );
}
