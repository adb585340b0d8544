import { Alert, Box, Button, Group, Loader, Stack, Text } from "@mantine/core";
import type { CvImportDraft } from "@stint/shared/cv-import";
import type { FileMeta } from "@stint/shared/files";
import { IconAlertCircle, IconFileText, IconFolderOpen } from "@tabler/icons-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { EditCard } from "../../../components/edit-card.tsx";
import { useMessages } from "../../../i18n/messages.ts";
import { useApiMutation } from "../../../lib/use-api-mutation.ts";
import { FileUploadField } from "../../files/components/file-upload-field.tsx";
import { importCv } from "../api/import-cv.ts";
import { StoredPdfPicker } from "./stored-pdf-picker.tsx";

/** The PDF the form was filled from, and the contact details found in it (not CV fields: shown, never sent). */
export type PdfSource = { file: FileMeta; contact: CvImportDraft["contact"] };

type Props = {
  /** The PDF the form holds a draft of, once one was read. */
  source: PdfSource | null;
  onRead: (draft: CvImportDraft, file: FileMeta) => void;
};

/** What was read, for the student to check: the note at the top of a form filled from a PDF. */
function CheckNote({ source, onReadAnother }: { source: PdfSource; onReadAnother: () => void }) {
  const { t } = useTranslation("cvs");
  const note = useRef<HTMLDivElement>(null);
  // A screen reader user who chose the file lands on what happened, not on a form that changed out of sight.
  useEffect(() => note.current?.focus(), [source]);
  const contact = (["name", "email", "phone"] as const).filter((key) => source.contact[key]);
  return (
    <Alert
      ref={note}
      tabIndex={-1}
      variant="light"
      color="blue"
      icon={<IconFileText aria-hidden />}
      title={t("fromPdf.checkTitle", { name: source.file.name })}
    >
      <Stack gap="xs">
        <Text size="sm">{t("fromPdf.checkText")}</Text>
        {contact.length > 0 && (
          <Box>
            <Text size="sm">{t("fromPdf.contactIntro")}</Text>
            <Box component="dl" m={0} mt={4}>
              {contact.map((key) => (
                <Group key={key} gap={6} wrap="nowrap">
                  <Text component="dt" size="sm" fw={600}>
                    {t(`fromPdf.contact.${key}`)}
                  </Text>
                  <Text component="dd" size="sm" m={0} style={{ overflowWrap: "anywhere" }}>
                    {source.contact[key]}
                  </Text>
                </Group>
              ))}
            </Box>
          </Box>
        )}
        <div>
          <Button variant="default" size="xs" onClick={onReadAnother}>
            {t("fromPdf.readAnother")}
          </Button>
        </div>
      </Stack>
    </Alert>
  );
}

/**
 * "Start from a PDF" on a new CV: a new upload (stored as a CV's PDF, so the CV can keep it) or one of the
 * student's stored PDFs is read by the API into a draft, which the form then holds for the student to check.
 */
export function CvPdfImport({ source, onRead }: Props) {
  const { t } = useTranslation("cvs");
  const messages = useMessages();
  const [choosing, setChoosing] = useState(false);
  const [picking, setPicking] = useState(false);
  // Reading changes nothing on the server: no change to declare.
  const reading = useApiMutation({ mutationFn: (file: FileMeta) => importCv(file.id) });
  const read = (file: FileMeta) =>
    reading.mutate(file, {
      onSuccess: (draft) => {
        setChoosing(false);
        onRead(draft, file);
      },
    });

  if (source && !choosing && !reading.isPending) {
    return <CheckNote source={source} onReadAnother={() => setChoosing(true)} />;
  }
  return (
    <EditCard title={t("fromPdf.title")} description={t("fromPdf.intro")}>
      {reading.isPending ? (
        <Group gap="sm" role="status">
          <Loader size="sm" aria-hidden />
          <Text size="sm">{t("fromPdf.reading", { name: reading.variables.name })}</Text>
        </Group>
      ) : (
        <Stack gap="sm">
          {reading.isError && (
            <Alert
              variant="light"
              color="red"
              role="alert"
              icon={<IconAlertCircle aria-hidden />}
              title={t("fromPdf.failed")}
              withCloseButton
              closeButtonLabel={t("common:dismiss")}
              onClose={reading.reset}
            >
              {messages.error(reading.error)}
            </Alert>
          )}
          <FileUploadField
            purpose="cv"
            label={t("fromPdf.upload")}
            value={null}
            onChange={(file) => file && read(file)}
          />
          <Group gap="sm">
            <Button
              variant="default"
              leftSection={<IconFolderOpen size={16} aria-hidden />}
              onClick={() => setPicking(true)}
            >
              {t("fromPdf.pick")}
            </Button>
            {source && (
              <Button variant="subtle" onClick={() => setChoosing(false)}>
                {t("fromPdf.keep")}
              </Button>
            )}
          </Group>
        </Stack>
      )}
      <StoredPdfPicker opened={picking} onClose={() => setPicking(false)} onChoose={read} />
    </EditCard>
  );
}
