import "@mantine/dates/styles.css";
import { MonthPickerInput, type MonthPickerInputProps } from "@mantine/dates";
import { IconCalendarMonth } from "@tabler/icons-react";

type Props = Omit<MonthPickerInputProps, "value" | "onChange" | "type"> & {
  /** "YYYY-MM", as the API stores it. */
  value: string | null;
  onChange: (value: string | null) => void;
};

/** A month picker whose value is the API's "YYYY-MM" rather than a full date. */
export function GraduationInput({ value, onChange, ...props }: Props) {
  return (
    <MonthPickerInput
      size="md"
      clearable
      clearButtonProps={{ "aria-label": "Clear the month" }}
      valueFormat="MMMM YYYY"
      leftSection={<IconCalendarMonth size={18} aria-hidden />}
      {...props}
      value={value ? `${value}-01` : null}
      onChange={(next) => onChange(next ? String(next).slice(0, 7) : null)}
    />
  );
}
