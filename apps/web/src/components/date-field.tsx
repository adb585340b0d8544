import "@mantine/dates/styles.layer.css";
import { DatePickerInput, type DatePickerInputProps } from "@mantine/dates";
import { IconCalendar } from "@tabler/icons-react";

type Props = Omit<DatePickerInputProps, "value" | "onChange" | "type"> & {
  /** "YYYY-MM-DD", as the API stores dates. */
  value: string | null;
  onChange: (value: string | null) => void;
};

/** A calendar date picker whose value is the API's "YYYY-MM-DD". */
export function DateField({ value, onChange, ...props }: Props) {
  return (
    <DatePickerInput
      size="md"
      clearable
      clearButtonProps={{ "aria-label": "Clear the date" }}
      valueFormat="D MMMM YYYY"
      leftSection={<IconCalendar size={18} aria-hidden />}
      popoverProps={{ withinPortal: true }}
      {...props}
      value={value}
      onChange={(next) => onChange(next ? String(next).slice(0, 10) : null)}
    />
  );
}
