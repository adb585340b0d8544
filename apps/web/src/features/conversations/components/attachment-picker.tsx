import { Button, Checkbox, Group, Loader, Modal, ScrollArea, Stack, Text } from "@mantine/core";
import type { OwnFile } from "@stint/shared/files";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useMyFiles } from "../../files/api/list-my-files.ts";
import { useMessages } from "../../../i18n/messages.ts";
import { formatBytes, formatDate } from "../../../lib/format.ts";

type Props = {
  opened: boolean;
  onClose: () => void;
  /** The files chosen so far. */
  chosen: readonly OwnFile[];
  onChoose: (files: OwnFile[]) => void;
  max: number;
};

function FileChoices({ chosen, onChoose, onClose, max }: Omit<Props, "opened">) {
  const { t } = useTranslation("conversations");
  const messages = useMessages();
  const files = useMyFiles();
  const [ids, setIds] = useState<string[]>(chosen.map((file) => file.id));
  if (files.isPending) return <Loader size="sm" role="status" aria-label={t("attach.loading")} />;
  if (files.isError) {
    return (
      <Text size="sm" c="red.8">
        {t("attach.failed", { error: messages.error(files.error) })}
      </Text>
    );
  }
  const items = files.data.items;
  return (
    <Stack gap="md">
      {items.length === 0 ? (
        <Text size="sm" c="gray.8">
          {t("attach.none")}
        </Text>
      ) : (
        <Checkbox.Group
          label={t("attach.label")}
          description={t("attach.hint", { max })}
          value={ids}
          onChange={(next) => setIds(next.slice(0, max))}
        >
          <ScrollArea.Autosize mah={320} mt="xs">
            <Stack gap="xs">
              {items.map((file, index) => (
                <Checkbox
                  key={file.id}
                  value={file.id}
                  data-autofocus={index === 0 || undefined}
                  disabled={!ids.includes(file.id) && ids.length >= max}
                  label={file.name}
                  description={t("attach.file", { size: formatBytes(file.size), date: formatDate(file.createdAt) })}
                />
              ))}
            </Stack>
          </ScrollArea.Autosize>
        </Checkbox.Group>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          {t("common:cancel")}
        </Button>
        <Button
          disabled={items.length === 0}
          onClick={() => {
            onChoose(items.filter((file) => ids.includes(file.id)));
            onClose();
          }}
        >
          {t("attach.attach")}
        </Button>
      </Group>
    </Stack>
  );
}

/** Choose files to attach from the user's own uploads (CV PDFs, pictures, logos), under the file rules. */
export function AttachmentPicker({ opened, onClose, ...props }: Props) {
  const { t } = useTranslation("conversations");
  return (
    <Modal opened={opened} onClose={onClose} title={t("attach.title")} centered>
      <FileChoices onClose={onClose} {...props} />
    </Modal>
  );
}
