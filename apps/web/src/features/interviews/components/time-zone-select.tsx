import { Select, type SelectProps } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { timeZoneOptions } from "../lib/time-zones.ts";

/** A searchable select of every IANA zone ("new york", "zurich", "GMT+1" all find theirs). */
export function TimeZoneSelect(props: Omit<SelectProps, "data">) {
  const { t } = useTranslation("interviews");
  return (
    <Select
      label={t("zone.label")}
      searchable
      allowDeselect={false}
      nothingFoundMessage={t("zone.nothing")}
      maxDropdownHeight={280}
      comboboxProps={{ withinPortal: true }}
      {...props}
      data={timeZoneOptions()}
    />
  );
}
