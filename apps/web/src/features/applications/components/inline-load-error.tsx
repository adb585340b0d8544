import { Button, Text } from "@mantine/core";

/** A part of a row that could not be loaded, in a line with "Try again" (the row itself stays usable). */
export function InlineLoadError({ what, error, retry }: { what: string; error: Error; retry: () => void }) {
  return (
    <Text size="sm" c="red.9">
      {what} could not be loaded: {error.message}{" "}
      <Button variant="subtle" size="compact-sm" onClick={retry}>
        Try again
      </Button>
    </Text>
  );
}
