import { describe, expect, it } from "vitest";
import { convertAmount, FIXED_RATES_NOTE, minimumInEachCurrency, UNITS_PER_EUR } from "./currency-rates.ts";
import { CURRENCIES } from "./jobs.ts";

describe("fixed currency rates", () => {
  it("has a rate for every currency a job may pay in", () => {
    expect(Object.keys(UNITS_PER_EUR).sort()).toEqual([...CURRENCIES].sort());
  });

  it("converts through the euro, leaving an amount in its own currency exactly as it is", () => {
    expect(convertAmount(36_000, "EUR", "EUR")).toBe(36_000);
    expect(convertAmount(10_000, "EUR", "CHF")).toBe(9300);
    expect(convertAmount(9300, "CHF", "EUR")).toBe(10_000);
    expect(convertAmount(50_000, "CHF", "SEK")).toBe(Math.round((50_000 / 0.93) * 11));
  });

  it("states a minimum in every currency", () => {
    const minimum = minimumInEachCurrency(50_000, "CHF");
    expect(minimum.CHF).toBe(50_000);
    expect(minimum.EUR).toBe(53_763);
    expect(Object.keys(minimum)).toHaveLength(CURRENCIES.length);
  });

  it("names the currencies and the rates' date for the user", () => {
    expect(FIXED_RATES_NOTE).toBe("CHF, CZK, DKK, EUR, GBP, NOK, PLN, SEK, USD converted at fixed rates of 1 Nov 2026");
  });
});
