import { Avatar, Button, FileButton, Group, Input, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { FILE_RULES } from "@stint/shared/files";
import { useId, type ReactNode } from "react";
import { companyColor } from "../../../components/company-color.ts";
import { initials } from "../../../lib/format.ts";
import { acceptedTypesLabel } from "../check-file.ts";
import { useUpload } from "../use-upload.ts";
import { UploadProgress } from "./upload-progress.tsx";

export type ImageValue = { id: string; url: string };

type Props = {
  purpose: "avatar" | "logo";
  value: ImageValue | null;
  onChange: (image: ImageValue | null) => void;
  /** Whose picture: shown as initials until there is one. */
  name: string;
  label: string;
  /** The server's refusal of the saved value (someone else's file, a file since deleted). */
  error?: ReactNode;
};

/** A profile picture or company logo: preview, upload with progress and cancel, replace, remove. */
export function AvatarUploadField({ purpose, value, onChange, name, label, error }: Props) {
  const { t } = useTranslation("files");
  const id = useId();
  const { state, start, cancel } = useUpload(purpose, (file) => onChange({ id: file.id, url: file.url }));

  return (
    <Input.Wrapper label={label} id={id} error={(state.status === "idle" ? state.error : null) ?? error}>
      <Group gap="md" mt={4} wrap="nowrap" align="center">
        <Avatar
          src={value?.url ?? null}
          size={72}
          radius={purpose === "logo" ? "md" : "xl"}
          alt=""
          color={purpose === "logo" ? companyColor(name) : "stint"}
        >
          {initials(name)}
        </Avatar>
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          {state.status === "uploading" ? (
            <UploadProgress state={state} onCancel={cancel} />
          ) : (
            <Group gap="xs">
              <FileButton
                onChange={(file) => file && void start(file)}
                accept={FILE_RULES[purpose].accept}
                inputProps={{ "aria-label": label }}
              >
                {(props) => (
                  <Button {...props} variant="default" aria-describedby={`${id}-hint`}>
                    {value ? t("field.replace") : t("field.upload")}
                  </Button>
                )}
              </FileButton>
              {value && (
                <Button variant="subtle" color="red" onClick={() => onChange(null)}>
                  {t("field.remove")}
                </Button>
              )}
            </Group>
          )}
          <Text id={`${id}-hint`} size="xs" c="dimmed">
            {acceptedTypesLabel(t, purpose)}
          </Text>
        </Stack>
      </Group>
    </Input.Wrapper>
  );
}
