import { Anchor, Button, FileButton, Group, Input, Paper, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { IconFileTypePdf, IconUpload } from "@tabler/icons-react";
import { FILE_RULES, type FileMeta, type FilePurpose } from "@stint/shared/files";
import { useId, useState, type DragEvent, type ReactNode } from "react";
import { formatBytes } from "../../../lib/format.ts";
import { acceptedTypesLabel } from "../check-file.ts";
import { useUpload } from "../use-upload.ts";
import classes from "./file-upload-field.module.css";
import { UploadProgress } from "./upload-progress.tsx";

type Props = {
  purpose: FilePurpose;
  value: FileMeta | null;
  onChange: (file: FileMeta | null) => void;
  label: string;
  description?: ReactNode;
  error?: ReactNode;
};

/**
 * A form field holding one uploaded file (a CV's PDF): choose or drop a file, watch it upload, cancel,
 * replace or remove. The form stores only the file's id; removing here detaches, the file is deleted later.
 */
export function FileUploadField({ purpose, value, onChange, label, description, error }: Props) {
  const { t } = useTranslation("files");
  const id = useId();
  const { state, start, cancel } = useUpload(purpose, onChange);
  const [dragging, setDragging] = useState(false);
  const uploading = state.status === "uploading";
  const message = error ?? (state.status === "idle" ? state.error : null);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !uploading) void start(file);
  };

  // The first choice stands out (light); a replacement is a plain button beside Remove.
  const picker = (text: string, first: boolean) => (
    <FileButton
      onChange={(file) => file && void start(file)}
      accept={FILE_RULES[purpose].accept}
      inputProps={{ "aria-label": label }}
    >
      {(props) => (
        <Button
          {...props}
          variant={first ? "light" : "default"}
          leftSection={<IconUpload size={16} aria-hidden />}
          aria-describedby={`${id}-hint`}
        >
          {text}
        </Button>
      )}
    </FileButton>
  );

  return (
    <Input.Wrapper label={label} description={description} error={message} id={id}>
      <Paper
        withBorder
        p="sm"
        mt={4}
        className={classes.zone}
        data-dragging={dragging || undefined}
        data-invalid={message ? true : undefined}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        {uploading ? (
          <UploadProgress state={state} onCancel={cancel} />
        ) : value ? (
          <Group justify="space-between" gap="sm">
            <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
              <IconFileTypePdf size={28} aria-hidden className={classes.icon} />
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Anchor href={value.url} download={value.name} size="sm" truncate="end">
                  {value.name}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {formatBytes(value.size)}
                </Text>
              </Stack>
            </Group>
            <Group gap="xs">
              {picker(t("field.replace"), false)}
              <Button variant="subtle" color="red" onClick={() => onChange(null)}>
                {t("field.remove")}
              </Button>
            </Group>
          </Group>
        ) : (
          <Group gap="sm">
            {picker(t("field.choose"), true)}
            <Text size="sm" c="dimmed">
              {t("field.drop")}
            </Text>
          </Group>
        )}
        <Text id={`${id}-hint`} size="xs" c="dimmed" mt={6}>
          {acceptedTypesLabel(t, purpose)}
        </Text>
      </Paper>
    </Input.Wrapper>
  );
}
