import { Button, Checkbox, Group, Loader, Modal, ScrollArea, Stack, Text } from "@mantine/core";
import type { OwnFile } from "@stint/shared/files";
import { useState } from "react";
import { useMyFiles } from "../../files/api/list-my-files.ts";
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
  const files = useMyFiles();
  const [ids, setIds] = useState<string[]>(chosen.map((file) => file.id));
  if (files.isPending) return <Loader size="sm" role="status" aria-label="Loading your files" />;
  if (files.isError) {
    return (
      <Text size="sm" c="red.8">
        Your files could not be loaded: {files.error.message}
      </Text>
    );
  }
  const items = files.data.items;
  return (
    <Stack gap="md">
      {items.length === 0 ? (
        <Text size="sm" c="gray.8">
          You have no files yet. Upload one where you keep it (a CV&apos;s PDF, your picture or logo), then attach it
          here.
        </Text>
      ) : (
        <Checkbox.Group
          label="Your files"
          description={`Choose up to ${max}. The other side can download them while the conversation lasts.`}
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
                  description={`${formatBytes(file.size)}, uploaded ${formatDate(file.createdAt)}`}
                />
              ))}
            </Stack>
          </ScrollArea.Autosize>
        </Checkbox.Group>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button
          disabled={items.length === 0}
          onClick={() => {
            onChoose(items.filter((file) => ids.includes(file.id)));
            onClose();
          }}
        >
          Attach
        </Button>
      </Group>
    </Stack>
  );
}

/** Choose files to attach from the user's own uploads (CV PDFs, pictures, logos), under the file rules. */
export function AttachmentPicker({ opened, onClose, ...props }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title="Attach your files" centered>
      <FileChoices onClose={onClose} {...props} />
    </Modal>
  );
}
