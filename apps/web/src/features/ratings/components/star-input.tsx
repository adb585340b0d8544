import { Group, Input, Text } from "@mantine/core";
import { IconStar, IconStarFilled } from "@tabler/icons-react";
import { useId, useState, type FocusEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import classes from "./star-input.module.css";

// What each number of stars means ("stars.meaning.3", "Good"), said beside the stars and, with the number, to
// screen readers ("stars.choice.3", "3 stars, good"): one message per number, as languages word them differently.

type Props = {
  label: string;
  description?: ReactNode;
  /** 1–5, or null (or 0) while nothing is chosen. */
  value: number | null | undefined;
  onChange: (value: number) => void;
  error?: ReactNode;
  required?: boolean;
  size?: number;
  onFocus?: (event: FocusEvent<HTMLInputElement>) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** The form's field path (from `getInputProps`), so an invalid choice can receive the focus. */
  "data-path"?: string;
};

/**
 * A 1–5 star choice: a group of five native radio buttons drawn as stars, named by the label, so it works like
 * any radio group by keyboard (Tab in, arrows to change, the choice follows the focus) and by screen reader
 * ("3 stars, good"). The meaning of the chosen number is written beside the stars.
 */
export function StarInput({
  label,
  description,
  value,
  onChange,
  error,
  required,
  size = 28,
  onFocus,
  onBlur,
  "data-path": dataPath,
}: Props) {
  const { t } = useTranslation("ratings");
  const id = useId();
  const name = `stars-${id}`;
  const [hovered, setHovered] = useState<number | null>(null);
  const chosen = value && value >= 1 && value <= 5 ? value : null;
  const shown = hovered ?? chosen ?? 0;
  const describedBy = [description ? `${id}-description` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(" ");

  return (
    <fieldset
      className={classes.group}
      aria-describedby={describedBy || undefined}
      aria-invalid={error ? true : undefined}
    >
      <Text component="legend" fw={500} size="md" mb={description ? 0 : 4} p={0}>
        {label}
        {required && (
          <Text component="span" c="red.8" aria-hidden>
            {" *"}
          </Text>
        )}
      </Text>
      {description && (
        <Input.Description id={`${id}-description`} mb={4}>
          {description}
        </Input.Description>
      )}
      <Group gap="sm" wrap="wrap" style={{ rowGap: 0 }}>
        <span className={classes.stars} onMouseLeave={() => setHovered(null)}>
          {[1, 2, 3, 4, 5].map((stars) => {
            const inputId = `${id}-${stars}`;
            const Icon = stars <= shown ? IconStarFilled : IconStar;
            // The focus goes to the chosen star, or the first one while none is chosen.
            const focusTarget = chosen ? stars === chosen : stars === 1;
            return (
              <span key={stars} style={{ display: "inline-flex" }}>
                <input
                  className={classes.input}
                  type="radio"
                  id={inputId}
                  name={name}
                  value={stars}
                  checked={chosen === stars}
                  onChange={() => onChange(stars)}
                  onFocus={onFocus}
                  onBlur={onBlur}
                  aria-label={t(`stars.choice.${stars}`)}
                  data-path={focusTarget ? dataPath : undefined}
                />
                <label
                  htmlFor={inputId}
                  className={classes.star}
                  data-filled={stars <= shown || undefined}
                  onMouseEnter={() => setHovered(stars)}
                >
                  <Icon size={size} aria-hidden />
                </label>
              </span>
            );
          })}
        </span>
        <Text size="sm" c={chosen ? "gray.8" : "dimmed"} className={classes.value} aria-hidden>
          {chosen ? t(`stars.meaning.${chosen}`) : t("stars.notRated")}
        </Text>
      </Group>
      {error && (
        <Input.Error id={`${id}-error`} mt={4}>
          {error}
        </Input.Error>
      )}
    </fieldset>
  );
}
