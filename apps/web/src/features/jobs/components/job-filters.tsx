import { Button, Checkbox, Group, NumberInput, Select, SegmentedControl, Stack, Text } from "@mantine/core";
import { FIXED_RATES_NOTE } from "@stint/shared/currency-rates";
import {
  CURRENCIES,
  JOB_STATUS_LABELS,
  JOB_STATUSES,
  JOB_TYPE_LABELS,
  JOB_TYPES,
  MAX_PAY,
  WORK_MODE_LABELS,
  WORK_MODES,
  type Currency,
  type JobStatus,
  type JobType,
  type PayPeriod,
  type WorkMode,
} from "@stint/shared/jobs";
import { useId, useState } from "react";
import { AddressInput } from "../../places/components/address-input.tsx";
import { SkillFilter } from "../../skills/components/skill-filter.tsx";
import {
  CLEARED_FILTERS,
  countActiveFilters,
  placeFromNear,
  RADIUS_OPTIONS,
  type JobListFilters,
} from "../job-search-params.ts";
import { DateField } from "../../../components/date-field.tsx";

export type UpdateFilters = (patch: Partial<JobListFilters>) => void;

type Props = {
  filters: JobListFilters;
  update: UpdateFilters;
  /** The currency a minimum pay is in until the user picks one (the viewer's own). */
  defaultCurrency: Currency;
};

const radiusOptions = RADIUS_OPTIONS.map((km) => ({ value: String(km), label: `Within ${km} km` }));
const currencyOptions = CURRENCIES.map((currency) => ({ value: currency, label: currency }));

/** The minimum pay: applied when the user leaves the box or presses Enter, not at every keystroke. */
function MinPayFilter({ filters, update, defaultCurrency }: Props) {
  const [amount, setAmount] = useState<number | string>(filters.minPay ?? "");
  const [shown, setShown] = useState(filters.minPay);
  if (shown !== filters.minPay) {
    setShown(filters.minPay);
    setAmount(filters.minPay ?? "");
  }
  const noteId = useId();
  const currency = filters.currency ?? defaultCurrency;
  const commit = (value: number | string = amount) => {
    const next = typeof value === "number" && Number.isFinite(value) ? value : null;
    if (next !== filters.minPay) update({ minPay: next, currency: next === null ? null : currency });
  };

  return (
    <Stack gap={6}>
      <Group gap="xs" wrap="nowrap" align="flex-end">
        <NumberInput
          label="Minimum pay"
          placeholder="Any"
          min={0}
          max={MAX_PAY}
          thousandSeparator=","
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="blur"
          value={amount}
          aria-describedby={noteId}
          onChange={setAmount}
          onBlur={() => commit()}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              commit();
            }
          }}
          style={{ flex: 1 }}
        />
        <Select
          aria-label="Currency of the minimum pay"
          data={currencyOptions}
          value={currency}
          onChange={(value) => update({ currency: (value as Currency) ?? null })}
          comboboxProps={{ withinPortal: true }}
          size="sm"
          w={96}
        />
      </Group>
      <SegmentedControl
        size="xs"
        fullWidth
        aria-label="Minimum pay per month or per year"
        data={[
          { value: "month", label: "Per month" },
          { value: "year", label: "Per year" },
        ]}
        value={filters.per}
        onChange={(value) => update({ per: value as PayPeriod })}
      />
      {/* Jobs in every currency are compared, so the user is told how (they would otherwise see CHF jobs
          under a EUR minimum without knowing why). */}
      <Text id={noteId} size="xs" c="dimmed">
        Pay in {FIXED_RATES_NOTE}.
      </Text>
    </Stack>
  );
}

/** The filters of the job list, each applied at once (and written to the URL by the caller). */
export function JobFilters({ filters, update, defaultCurrency }: Props) {
  const place = placeFromNear(filters.near);

  return (
    <Stack gap="lg">
      {filters.mine && (
        <Checkbox.Group
          label="Status"
          value={filters.status}
          onChange={(value) => update({ status: value as JobStatus[] })}
        >
          <Stack gap={8} mt={6}>
            {JOB_STATUSES.map((status) => (
              <Checkbox key={status} value={status} label={JOB_STATUS_LABELS[status]} />
            ))}
          </Stack>
        </Checkbox.Group>
      )}

      <Checkbox.Group label="Job type" value={filters.type} onChange={(value) => update({ type: value as JobType[] })}>
        <Stack gap={8} mt={6}>
          {JOB_TYPES.map((type) => (
            <Checkbox key={type} value={type} label={JOB_TYPE_LABELS[type]} />
          ))}
        </Stack>
      </Checkbox.Group>

      <Checkbox.Group
        label="Work mode"
        value={filters.workMode}
        onChange={(value) => update({ workMode: value as WorkMode[] })}
      >
        <Stack gap={8} mt={6}>
          {WORK_MODES.map((mode) => (
            <Checkbox key={mode} value={mode} label={WORK_MODE_LABELS[mode]} />
          ))}
        </Stack>
      </Checkbox.Group>

      <Stack gap="xs">
        <AddressInput
          label="Near"
          size="sm"
          placeholder="A city, e.g. Zurich"
          value={place}
          onChange={(next) =>
            update({
              near: next ? { lat: next.lat, lon: next.lon, label: next.label } : null,
              sort: next ? filters.sort : filters.sort === "distance" ? null : filters.sort,
            })
          }
        />
        {filters.near && (
          <Select
            aria-label="Distance from the place"
            data={radiusOptions}
            value={String(filters.radiusKm)}
            onChange={(value) => update({ radiusKm: Number(value) })}
            comboboxProps={{ withinPortal: true }}
            size="sm"
          />
        )}
      </Stack>

      <SkillFilter
        value={filters.skills}
        onChange={(skills) => update({ skills })}
        description={filters.skills.length > 1 ? "Only jobs asking for all of these skills." : undefined}
      />

      <MinPayFilter filters={filters} update={update} defaultCurrency={defaultCurrency} />

      <DateField
        label="Starting from"
        placeholder="Any start date"
        size="sm"
        value={filters.startFrom}
        onChange={(value) => update({ startFrom: value })}
      />

      {countActiveFilters(filters) > 0 && (
        <Button
          variant="subtle"
          color="gray"
          onClick={() => update({ ...CLEARED_FILTERS, sort: filters.sort === "distance" ? null : filters.sort })}
        >
          Clear all filters
        </Button>
      )}
    </Stack>
  );
}
