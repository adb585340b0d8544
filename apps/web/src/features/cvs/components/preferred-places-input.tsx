import { CloseButton, Group, Input, Paper, Stack, Text } from "@mantine/core";
import type { Place } from "@stint/shared/place";
import { IconMapPin } from "@tabler/icons-react";
import { useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { AddressInput } from "../../places/components/address-input.tsx";
import classes from "./preferred-places-input.module.css";

type Props = {
  label: string;
  description?: ReactNode;
  value: Place[];
  onChange: (places: Place[]) => void;
  max: number;
  error?: ReactNode;
  /** Attributes for the search box, e.g. the form's data-path so an error can focus it. */
  inputProps?: Record<string, unknown>;
};

/**
 * Several places, each chosen from the place suggestions: the search box adds the chosen place to the list
 * below and empties itself for the next one.
 */
export function PreferredPlacesInput({ label, description, value, onChange, max, error, inputProps }: Props) {
  // A new search box after each choice is the way to empty it, as the address input keeps what was chosen.
  const { t } = useTranslation("cvs");
  const [round, setRound] = useState(0);
  const [refocus, setRefocus] = useState(false);
  const adder = useRef<HTMLDivElement>(null);
  const full = value.length >= max;

  const add = (place: Place | null) => {
    if (!place) return;
    // Chosen from the list (focus still in the box): keep typing. Taken on leaving the box: let focus go on.
    setRefocus(adder.current?.contains(document.activeElement) ?? false);
    setRound((current) => current + 1);
    if (!value.some((chosen) => chosen.id === place.id)) onChange([...value, place]);
  };

  return (
    <Stack gap="xs">
      <div ref={adder}>
        <AddressInput
          key={round}
          {...inputProps}
          label={label}
          description={full ? t("fields.placesFull", { count: max }) : description}
          placeholder={t("fields.placePlaceholder")}
          disabled={full}
          autoFocus={refocus}
          value={null}
          onChange={add}
          error={error}
        />
      </div>
      {value.length > 0 && (
        <Stack component="ul" gap={6} className={classes.list} aria-label={label}>
          {value.map((place) => (
            <Paper component="li" key={place.id} withBorder radius="md" px="sm" py={6} className={classes.place}>
              <Group gap="xs" wrap="nowrap" justify="space-between">
                <Group gap={8} wrap="nowrap" style={{ minWidth: 0 }}>
                  <IconMapPin size={16} aria-hidden className={classes.icon} />
                  <Text size="sm" truncate>
                    {place.label}
                  </Text>
                </Group>
                <CloseButton
                  size="sm"
                  aria-label={t("fields.removePlace", { place: place.label })}
                  onClick={() => onChange(value.filter((chosen) => chosen.id !== place.id))}
                />
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      {value.length === 0 && !error && <Input.Description>{t("fields.noPlace")}</Input.Description>}
    </Stack>
  );
}
