import { Button, Group, Progress, Stack, Text } from "@mantine/core";
import type { UploadState } from "../use-upload.ts";

/** The running upload: what, how far (announced to screen readers), and the way out. */
export function UploadProgress({
  state,
  onCancel,
}: {
  state: Extract<UploadState, { status: "uploading" }>;
  onCancel: () => void;
}) {
  const percent = Math.round(state.percent);
  return (
    <Stack gap={6} data-testid="upload-progress">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm" truncate="end" style={{ minWidth: 0 }}>
          {state.retrying ? "Connection lost, retrying " : "Uploading "}
          <strong>{state.fileName}</strong>
        </Text>
        <Group gap="sm" wrap="nowrap">
          <Text size="sm" c="dimmed" aria-hidden>
            {percent} %
          </Text>
          <Button size="compact-sm" variant="subtle" color="red" onClick={onCancel}>
            Cancel
          </Button>
        </Group>
      </Group>
      <Progress value={percent} aria-label={`Upload of ${state.fileName}`} animated={state.retrying} />
    </Stack>
  );
}
