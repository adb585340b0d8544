import { Box, Button, Group, TextInput } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { useState } from "react";

/** The words box: typed freely, searched on Enter or the button; the URL's words replace it on back/forward. */
export function JobSearchBox({ q, onSearch, mine }: { q: string; onSearch: (q: string) => void; mine: boolean }) {
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
      aria-label="Jobs"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text);
      }}
    >
      <Group gap="xs" wrap="nowrap">
        <TextInput
          type="search"
          aria-label="Search jobs"
          placeholder={mine ? "Search your jobs" : "Job title, skill, company or keyword"}
          leftSection={<IconSearch size={18} aria-hidden />}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          maxLength={200}
          style={{ flex: 1 }}
        />
        <Button type="submit" size="md">
          Search
        </Button>
      </Group>
    </Box>
  );
}
