import { Select, type SelectProps } from "@mantine/core";
import { timeZoneOptions } from "../lib/time-zones.ts";

/** A searchable select of every IANA zone ("new york", "zurich", "GMT+1" all find theirs). */
export function TimeZoneSelect(props: Omit<SelectProps, "data">) {
  return (
    <Select
      label="Time zone"
      searchable
      allowDeselect={false}
      nothingFoundMessage="No time zone of that name"
      maxDropdownHeight={280}
      comboboxProps={{ withinPortal: true }}
      {...props}
      data={timeZoneOptions()}
    />
  );
}
