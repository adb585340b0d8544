import "@mantine/dates/styles.layer.css";
import { DatePickerInput, type DatePickerInputProps } from "@mantine/dates";
import { IconCalendar } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

type Props = Omit<DatePickerInputProps, "value" | "onChange" | "type"> & {
  /** "YYYY-MM-DD", as the API stores dates. */
  value: string | null;
  onChange: (value: string | null) => void;
};

/** A calendar date picker whose value is the API's "YYYY-MM-DD". */
export function DateField({ value, onChange, ...props }: Props) {
  const { t } = useTranslation("components");
  return (
    <DatePickerInput
      size="md"
      clearable
      clearButtonProps={{ "aria-label": t("dateField.clear") }}
      valueFormat="D MMMM YYYY"
      leftSection={<IconCalendar size={18} aria-hidden />}
      popoverProps={{ withinPortal: true }}
      {...props}
      value={value}
      onChange={(next) => onChange(next ? String(next).slice(0, 10) : null)}
    />
  );
}
