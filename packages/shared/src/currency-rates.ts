import { CURRENCIES, type Currency } from "./jobs.ts";

/**
 * Pay is compared across currencies at fixed rates, not live ones: a search must give the same answer
 * tomorrow, and the cached result pages (decision 006) must not depend on a rate feed. The user is told the
 * rates' date wherever they apply, so the comparison is honest about being approximate.
 */
export const RATES_DATE = "2026-11-01";
const RATES_DATE_LABEL = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeZone: "UTC" }).format(
  new Date(`${RATES_DATE}T00:00:00Z`),
);

/** Units of each currency for one euro, on RATES_DATE. */
export const UNITS_PER_EUR: Readonly<Record<Currency, number>> = {
  EUR: 1,
  CHF: 0.93,
  GBP: 0.87,
  USD: 1.16,
  SEK: 11,
  NOK: 11.7,
  DKK: 7.46,
  PLN: 4.25,
  CZK: 24.3,
};

/** `amount` in `from`, in `to` at the fixed rates, to the whole unit; unchanged within one currency. */
export function convertAmount(amount: number, from: Currency, to: Currency): number {
  if (from === to) return amount;
  return Math.round((amount / UNITS_PER_EUR[from]) * UNITS_PER_EUR[to]);
}

/** A minimum given in `currency`, as the same minimum in each currency (the search compares each job in its own). */
export function minimumInEachCurrency(amount: number, currency: Currency): Record<Currency, number> {
  return Object.fromEntries(CURRENCIES.map((to) => [to, convertAmount(amount, currency, to)])) as Record<
    Currency,
    number
  >;
}

/** What the user is told wherever pay in several currencies is compared. */
export const FIXED_RATES_NOTE = `${[...CURRENCIES].sort().join(", ")} converted at fixed rates of ${RATES_DATE_LABEL}`;
