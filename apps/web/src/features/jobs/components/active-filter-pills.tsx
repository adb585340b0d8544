import { Group, Pill } from "@mantine/core";
import { JOB_STATUS_LABELS, JOB_TYPE_LABELS, WORK_MODE_LABELS } from "@stint/shared/jobs";
import { formatDate } from "../../../lib/format.ts";
import { formatMoney, skillLabel } from "../job-format.ts";
import type { JobListFilters } from "../job-search-params.ts";
import type { UpdateFilters } from "./job-filters.tsx";

type Chip = { key: string; label: string; remove: Partial<JobListFilters> };

function chipsOf(filters: JobListFilters, defaultCurrency: string): Chip[] {
  const chips: Chip[] = [];
  if (filters.mine) {
    for (const status of filters.status) {
      chips.push({
        key: `status-${status}`,
        label: JOB_STATUS_LABELS[status],
        remove: { status: filters.status.filter((value) => value !== status) },
      });
    }
  }
  for (const type of filters.type) {
    chips.push({
      key: `type-${type}`,
      label: JOB_TYPE_LABELS[type],
      remove: { type: filters.type.filter((value) => value !== type) },
    });
  }
  for (const mode of filters.workMode) {
    chips.push({
      key: `mode-${mode}`,
      label: WORK_MODE_LABELS[mode],
      remove: { workMode: filters.workMode.filter((value) => value !== mode) },
    });
  }
  if (filters.near) {
    chips.push({
      key: "near",
      label: `Within ${filters.radiusKm} km of ${filters.near.label.split(",")[0]}`,
      remove: { near: null, sort: filters.sort === "distance" ? null : filters.sort },
    });
  }
  for (const id of filters.skills) {
    chips.push({
      key: `skill-${id}`,
      label: skillLabel(id),
      remove: { skills: filters.skills.filter((s) => s !== id) },
    });
  }
  if (filters.minPay !== null) {
    const currency = (filters.currency ?? defaultCurrency) as Parameters<typeof formatMoney>[1];
    chips.push({
      key: "pay",
      label: `From ${formatMoney(filters.minPay, currency)} / ${filters.per}`,
      remove: { minPay: null, currency: null },
    });
  }
  if (filters.company && !filters.mine) {
    chips.push({ key: "company", label: `At ${filters.company.name}`, remove: { company: null } });
  }
  if (filters.startFrom) {
    chips.push({ key: "start", label: `Starting from ${formatDate(filters.startFrom)}`, remove: { startFrom: null } });
  }
  return chips;
}

/** The filters in force as removable pills above the results (on a phone, the filters themselves are in a drawer). */
export function ActiveFilterPills({
  filters,
  update,
  defaultCurrency,
}: {
  filters: JobListFilters;
  update: UpdateFilters;
  defaultCurrency: string;
}) {
  const chips = chipsOf(filters, defaultCurrency);
  if (chips.length === 0) return null;
  return (
    <Group gap={6} wrap="wrap" aria-label="Filters in use" role="list">
      {chips.map((chip) => (
        <Pill
          key={chip.key}
          size="md"
          withRemoveButton
          role="listitem"
          // Mantine hides the remove button from keyboards and screen readers by default; here it is the only way.
          removeButtonProps={{ "aria-label": `Remove the filter ${chip.label}`, tabIndex: 0, "aria-hidden": false }}
          onRemove={() => update(chip.remove)}
        >
          {chip.label}
        </Pill>
      ))}
    </Group>
  );
}
