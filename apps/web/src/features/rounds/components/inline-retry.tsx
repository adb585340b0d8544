import { Button, Group, Text } from "@mantine/core";

/** A part of a screen that failed to load: why, and Try again. */
export function InlineRetry({ what, error, onRetry }: { what: string; error: Error; onRetry: () => void }) {
  return (
    <Group gap="sm" justify="space-between">
      <Text size="sm" c="red.9">
        {what} could not be loaded. {error.message}
      </Text>
      <Button size="xs" variant="default" onClick={onRetry}>
        Try again
      </Button>
    </Group>
  );
}
