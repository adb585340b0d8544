import { Button, Checkbox, Group, NumberInput, Select, SegmentedControl, Stack, Text } from "@mantine/core";
import { RATES_DATE } from "@stint/shared/currency-rates";
import {
  CURRENCIES,
  JOB_STATUSES,
  JOB_TYPES,
  MAX_PAY,
  WORK_MODES,
  type Currency,
  type JobStatus,
  type JobType,
  type PayPeriod,
  type WorkMode,
} from "@stint/shared/jobs";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLabels } from "../../../i18n/labels.ts";
import { formatDate, formatKilometres } from "../../../lib/format.ts";
import { AddressInput } from "../../places/components/address-input.tsx";
import { SkillFilter } from "../../skills/components/skill-filter.tsx";
import {
  CLEARED_FILTERS,
  countActiveFilters,
  placeFromNear,
  RADIUS_OPTIONS,
  type JobListFilters,
} from "../job-search-params.ts";
import { numberSeparators } from "../job-format.ts";
import { DateField } from "../../../components/date-field.tsx";

export type UpdateFilters = (patch: Partial<JobListFilters>) => void;

type Props = {
  filters: JobListFilters;
  update: UpdateFilters;
  /** The currency a minimum pay is in until the user picks one (the viewer's own). */
  defaultCurrency: Currency;
};

const currencyOptions = CURRENCIES.map((currency) => ({ value: currency, label: currency }));
const ratedCurrencies = [...CURRENCIES].sort().join(", ");

/** The minimum pay: applied when the user leaves the box or presses Enter, not at every keystroke. */
function MinPayFilter({ filters, update, defaultCurrency }: Props) {
  const { t } = useTranslation("jobs");
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
          label={t("filters.minPay")}
          placeholder={t("filters.any")}
          min={0}
          max={MAX_PAY}
          {...numberSeparators()}
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
          aria-label={t("filters.minPayCurrency")}
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
        aria-label={t("filters.minPayPeriod")}
        data={[
          { value: "month", label: t("format.perMonth") },
          { value: "year", label: t("format.perYear") },
        ]}
        value={filters.per}
        onChange={(value) => update({ per: value as PayPeriod })}
      />
      {/* Jobs in every currency are compared, so the user is told how (they would otherwise see CHF jobs
          under a EUR minimum without knowing why). */}
      <Text id={noteId} size="xs" c="dimmed">
        {t("filters.ratesNote", { currencies: ratedCurrencies, date: formatDate(RATES_DATE) })}
      </Text>
    </Stack>
  );
}

/** The filters of the job list, each applied at once (and written to the URL by the caller). */
export function JobFilters({ filters, update, defaultCurrency }: Props) {
  const { t } = useTranslation("jobs");
  const labels = useLabels();
  const place = placeFromNear(filters.near);
  const radiusOptions = RADIUS_OPTIONS.map((km) => ({
    value: String(km),
    label: t("filters.within", { distance: formatKilometres(km) }),
  }));

  return (
    <Stack gap="lg">
      {filters.mine && (
        <Checkbox.Group
          label={t("filters.status")}
          value={filters.status}
          onChange={(value) => update({ status: value as JobStatus[] })}
        >
          <Stack gap={8} mt={6}>
            {JOB_STATUSES.map((status) => (
              <Checkbox key={status} value={status} label={labels.jobStatus(status)} />
            ))}
          </Stack>
        </Checkbox.Group>
      )}

      <Checkbox.Group label={t("filters.jobType")} value={filters.type} onChange={(value) => update({ type: value as JobType[] })}>
        <Stack gap={8} mt={6}>
          {JOB_TYPES.map((type) => (
            <Checkbox key={type} value={type} label={labels.jobType(type)} />
          ))}
        </Stack>
      </Checkbox.Group>

      <Checkbox.Group
        label={t("filters.workMode")}
        value={filters.workMode}
        onChange={(value) => update({ workMode: value as WorkMode[] })}
      >
        <Stack gap={8} mt={6}>
          {WORK_MODES.map((mode) => (
            <Checkbox key={mode} value={mode} label={labels.workMode(mode)} />
          ))}
        </Stack>
      </Checkbox.Group>

      <Stack gap="xs">
        <AddressInput
          label={t("filters.near")}
          size="sm"
          placeholder={t("filters.nearPlaceholder")}
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
            aria-label={t("filters.radius")}
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
        description={filters.skills.length > 1 ? t("filters.allSkills") : undefined}
      />

      <MinPayFilter filters={filters} update={update} defaultCurrency={defaultCurrency} />

      <DateField
        label={t("filters.startFrom")}
        placeholder={t("filters.anyStart")}
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
          {t("filters.clearAll")}
        </Button>
      )}
    </Stack>
  );
}
