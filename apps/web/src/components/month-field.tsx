import "@mantine/dates/styles.layer.css";
import { MonthPickerInput, type MonthPickerInputProps } from "@mantine/dates";
import { IconCalendarMonth } from "@tabler/icons-react";
import "dayjs/locale/de";
import { useTranslation } from "react-i18next";

type Props = Omit<MonthPickerInputProps, "value" | "onChange" | "type"> & {
  /** "YYYY-MM", as the API stores it. */
  value: string | null;
  onChange: (value: string | null) => void;
  /** Names the clear button; several month fields on one screen need telling apart. */
  clearLabel?: string;
};

/** A month picker whose value is the API's "YYYY-MM" rather than a full date. */
export function MonthField({ value, onChange, clearLabel, ...props }: Props) {
  const { t, i18n } = useTranslation();
  // Mantine leaves the picker's arrow buttons unnamed; screen reader users need to know where they lead.
  const ariaLabels = {
    previousYear: t("month.previousYear"),
    nextYear: t("month.nextYear"),
    previousDecade: t("month.previousDecade"),
    nextDecade: t("month.nextDecade"),
    yearLevelControl: t("month.yearLevelControl"),
  };
  return (
    <MonthPickerInput
      size="md"
      clearable
      // Month names in the page's language (dayjs's locale data; English is built in).
      locale={i18n.language}
      clearButtonProps={{ "aria-label": clearLabel ?? t("month.clear") }}
      valueFormat="MMMM YYYY"
      leftSection={<IconCalendarMonth size={18} aria-hidden />}
      ariaLabels={ariaLabels}
      {...props}
      value={value ? `${value}-01` : null}
      onChange={(next) => onChange(next ? String(next).slice(0, 7) : null)}
    />
  );
}
