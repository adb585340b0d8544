import "@mantine/dates/styles.layer.css";
import { MonthPickerInput, type MonthPickerInputProps } from "@mantine/dates";
import { IconCalendarMonth } from "@tabler/icons-react";

type Props = Omit<MonthPickerInputProps, "value" | "onChange" | "type"> & {
  /** "YYYY-MM", as the API stores it. */
  value: string | null;
  onChange: (value: string | null) => void;
  /** Names the clear button; several month fields on one screen need telling apart. */
  clearLabel?: string;
};

// Mantine leaves the picker's arrow buttons unnamed; screen reader users need to know where they lead.
const ARIA_LABELS = {
  previousYear: "Previous year",
  nextYear: "Next year",
  previousDecade: "Previous years",
  nextDecade: "Next years",
  yearLevelControl: "Choose a year",
};

/** A month picker whose value is the API's "YYYY-MM" rather than a full date. */
export function MonthField({ value, onChange, clearLabel = "Clear the month", ...props }: Props) {
  return (
    <MonthPickerInput
      size="md"
      clearable
      clearButtonProps={{ "aria-label": clearLabel }}
      valueFormat="MMMM YYYY"
      leftSection={<IconCalendarMonth size={18} aria-hidden />}
      ariaLabels={ARIA_LABELS}
      {...props}
      value={value ? `${value}-01` : null}
      onChange={(next) => onChange(next ? String(next).slice(0, 7) : null)}
    />
  );
}
