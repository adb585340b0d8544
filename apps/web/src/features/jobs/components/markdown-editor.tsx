import { Box, Group, Input, Loader, Tabs, Text, Textarea, type TextareaProps } from "@mantine/core";
import { MAX_DESCRIPTION_LENGTH, MIN_PUBLISHED_DESCRIPTION_LENGTH } from "@stint/shared/jobs";
import { IconEye, IconPencil } from "@tabler/icons-react";
import { lazy, Suspense, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import classes from "./markdown-editor.module.css";
import { formatNumber } from "../../../lib/format.ts";

// The renderer and sanitiser load only when the preview is first opened.
const MarkdownView = lazy(() =>
  import("../../../components/markdown-view.tsx").then((m) => ({ default: m.MarkdownView })),
);

type Props = Omit<TextareaProps, "value" | "onChange" | "label"> & {
  label: string;
  value: string;
  onChange: (event: React.ChangeEvent<HTMLTextAreaElement>) => void;
};

/**
 * A Markdown textarea with Write and Preview tabs. The preview is exactly what readers will see: the same
 * renderer and sanitiser as the job page.
 */
export function MarkdownEditor({ label, value, onChange, error, description, required, ...textareaProps }: Props) {
  const { t } = useTranslation("jobs");
  const [tab, setTab] = useState<string | null>("write");
  const id = useId();
  const textareaId = `${id}-input`;
  // An error is about the text: show it where it can be fixed.
  const current = error && tab !== "write" ? "write" : tab;
  const length = value.length;

  return (
    <Tabs value={current} onChange={setTab} variant="pills" radius="md" keepMounted>
      <Group justify="space-between" align="flex-end" gap="xs" mb={6} wrap="wrap">
        <Input.Label htmlFor={textareaId} required={required} size="md">
          {label}
        </Input.Label>
        <Tabs.List aria-label={t("markdown.tabs", { label })}>
          <Tabs.Tab value="write" leftSection={<IconPencil size={14} aria-hidden />} className={classes.tab}>
            {t("markdown.write")}
          </Tabs.Tab>
          <Tabs.Tab value="preview" leftSection={<IconEye size={14} aria-hidden />} className={classes.tab}>
            {t("markdown.preview")}
          </Tabs.Tab>
        </Tabs.List>
      </Group>
      <Tabs.Panel value="write">
        <Textarea
          {...textareaProps}
          id={textareaId}
          required={required}
          value={value}
          onChange={onChange}
          error={error}
          description={description}
          inputWrapperOrder={["input", "description", "error"]}
          autosize
          minRows={10}
          maxRows={28}
          maxLength={MAX_DESCRIPTION_LENGTH}
          classNames={{ input: classes.input }}
        />
        <Text size="xs" c="dimmed" mt={4} ta="right" aria-live="polite">
          {length < MIN_PUBLISHED_DESCRIPTION_LENGTH
            ? t("markdown.countShort", {
                length: formatNumber(length),
                max: formatNumber(MAX_DESCRIPTION_LENGTH),
                min: formatNumber(MIN_PUBLISHED_DESCRIPTION_LENGTH),
              })
            : t("markdown.count", { length: formatNumber(length), max: formatNumber(MAX_DESCRIPTION_LENGTH) })}
        </Text>
      </Tabs.Panel>
      <Tabs.Panel value="preview">
        <Box className={classes.preview}>
          {value.trim() === "" ? (
            <Text size="sm" c="dimmed">
              {t("markdown.nothing")}
            </Text>
          ) : (
            current === "preview" && (
              <Suspense fallback={<Loader size="sm" type="dots" role="status" aria-label={t("markdown.loading")} />}>
                <MarkdownView markdown={value} />
              </Suspense>
            )
          )}
        </Box>
      </Tabs.Panel>
    </Tabs>
  );
}
