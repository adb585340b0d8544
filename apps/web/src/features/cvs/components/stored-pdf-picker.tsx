import { Button, Group, Loader, Modal, Radio, ScrollArea, Stack, Text } from "@mantine/core";
import type { OwnFile } from "@stint/shared/files";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useMessages } from "../../../i18n/messages.ts";
import { formatBytes, formatDate } from "../../../lib/format.ts";
import { useMyFiles } from "../../files/api/list-my-files.ts";

type Props = { opened: boolean; onClose: () => void; onChoose: (file: OwnFile) => void };

function PdfChoices({ onClose, onChoose }: Omit<Props, "opened">) {
  const { t } = useTranslation("cvs");
  const messages = useMessages();
  const files = useMyFiles();
  const [chosen, setChosen] = useState<string | null>(null);
  if (files.isPending) return <Loader size="sm" role="status" aria-label={t("fromPdf.loadingFiles")} />;
  if (files.isError) {
    return (
      <Text size="sm" c="red.8">
        {messages.error(files.error)}
      </Text>
    );
  }
  const pdfs = files.data.items.filter((file) => file.purpose === "cv");
  const file = pdfs.find((pdf) => pdf.id === chosen);
  return (
    <Stack gap="md">
      {pdfs.length === 0 ? (
        <Text size="sm" c="gray.8">
          {t("fromPdf.noFiles")}
        </Text>
      ) : (
        <Radio.Group label={t("fromPdf.yourPdfs")} value={chosen} onChange={setChosen}>
          <ScrollArea.Autosize mah={320} mt="xs">
            <Stack gap="xs">
              {pdfs.map((pdf, index) => (
                <Radio
                  key={pdf.id}
                  value={pdf.id}
                  data-autofocus={index === 0 || undefined}
                  label={pdf.name}
                  description={t("fromPdf.fileLine", { size: formatBytes(pdf.size), date: formatDate(pdf.createdAt) })}
                />
              ))}
            </Stack>
          </ScrollArea.Autosize>
        </Radio.Group>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          {t("common:cancel")}
        </Button>
        <Button
          disabled={!file}
          onClick={() => {
            if (!file) return;
            onChoose(file);
            onClose();
          }}
        >
          {t("fromPdf.readThis")}
        </Button>
      </Group>
    </Stack>
  );
}

/** One of the student's stored PDFs to read a CV from (a CV's file of theirs, or an upload not used yet). */
export function StoredPdfPicker({ opened, onClose, onChoose }: Props) {
  const { t } = useTranslation("cvs");
  return (
    <Modal opened={opened} onClose={onClose} title={t("fromPdf.pickTitle")} centered>
      <PdfChoices onClose={onClose} onChoose={onChoose} />
    </Modal>
  );
}
