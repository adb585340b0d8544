import { ActionIcon, Button, Fieldset, Group, Input, Stack, Text } from "@mantine/core";
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import classes from "./entry-list.module.css";

type Props<Row extends { key: string }> = {
  rows: Row[];
  /** Names a row for its legend and buttons, e.g. "ETH Zürich" or "Education 2" while it is empty. */
  nameOf: (row: Row, index: number) => string;
  /** The inputs of one row; `name` is the row's name from `nameOf`. */
  children: (row: Row, index: number, name: string) => ReactNode;
  onAdd: () => void;
  onRemove: (index: number) => void;
  onMove: (from: number, to: number) => void;
  addLabel: string;
  emptyText: string;
  max: number;
  /** An error about the whole list (too many entries). */
  error?: ReactNode;
};

/**
 * Rows of a CV section (education, experience): each a labelled group with buttons to move it up or down and
 * to remove it, and a button to add one. Moving is by buttons, so it works from the keyboard too.
 */
export function EntryList<Row extends { key: string }>({
  rows,
  nameOf,
  children,
  onAdd,
  onRemove,
  onMove,
  addLabel,
  emptyText,
  max,
  error,
}: Props<Row>) {
  const { t } = useTranslation("cvs");
  return (
    <Stack gap="md">
      {rows.length === 0 && (
        <Text size="sm" c="dimmed">
          {emptyText}
        </Text>
      )}
      {rows.map((row, index) => {
        const name = nameOf(row, index);
        return (
          <Fieldset key={row.key} legend={name} radius="md" className={classes.entry}>
            <Group gap={4} className={classes.tools}>
              <ActionIcon
                variant="subtle"
                color="gray"
                disabled={index === 0}
                aria-label={t("fields.moveUp", { name })}
                onClick={() => onMove(index, index - 1)}
              >
                <IconArrowUp size={16} aria-hidden />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="gray"
                disabled={index === rows.length - 1}
                aria-label={t("fields.moveDown", { name })}
                onClick={() => onMove(index, index + 1)}
              >
                <IconArrowDown size={16} aria-hidden />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t("fields.remove", { name })}
                onClick={() => onRemove(index)}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Group>
            {children(row, index, name)}
          </Fieldset>
        );
      })}
      {error && <Input.Error>{error}</Input.Error>}
      <div>
        <Button
          variant="light"
          size="sm"
          leftSection={<IconPlus size={16} aria-hidden />}
          disabled={rows.length >= max}
          onClick={onAdd}
        >
          {addLabel}
        </Button>
      </div>
    </Stack>
  );
}
