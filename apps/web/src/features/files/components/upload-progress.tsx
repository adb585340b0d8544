import { Button, Group, Progress, Stack, Text } from "@mantine/core";
import { Trans, useTranslation } from "react-i18next";
import type { UploadState } from "../use-upload.ts";

/** The running upload: what, how far (announced to screen readers), and the way out. */
export function UploadProgress({
  state,
  onCancel,
}: {
  state: Extract<UploadState, { status: "uploading" }>;
  onCancel: () => void;
}) {
  const { t } = useTranslation("files");
  const percent = Math.round(state.percent);
  return (
    <Stack gap={6} data-testid="upload-progress">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm" truncate="end" style={{ minWidth: 0 }}>
          <Trans
            t={t}
            i18nKey={state.retrying ? "upload.retrying" : "upload.uploading"}
            values={{ name: state.fileName }}
            components={{ strong: <strong /> }}
          />
        </Text>
        <Group gap="sm" wrap="nowrap">
          <Text size="sm" c="dimmed" aria-hidden>
            {t("upload.percent", { percent })}
          </Text>
          <Button size="compact-sm" variant="subtle" color="red" onClick={onCancel}>
            {t("common:cancel")}
          </Button>
        </Group>
      </Group>
      <Progress value={percent} aria-label={t("upload.label", { name: state.fileName })} animated={state.retrying} />
    </Stack>
  );
}
