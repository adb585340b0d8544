import { afterEach, describe, expect, it } from "vitest";
import {
  formatAgo,
  formatBytes,
  formatCurrency,
  formatDate,
  formatDateTime,
  formatKilometres,
  formatNumber,
  formatTimeAgo,
  formatYearMonth,
} from "./format.ts";
import { type PageLocale, readLocaleWith } from "./locale.ts";

const inLocale = (page: PageLocale) => readLocaleWith(() => page);
const english = { language: "en", locale: "en-GB" } as const;
afterEach(() => inLocale(english));

describe("formats in English", () => {
  it("formats dates and how long ago something happened", () => {
    inLocale(english);
    expect(formatDate("2026-09-01")).toMatch(/^1 Sept? 2026$/);
    expect(formatYearMonth("2027-06")).toBe("June 2027");
    const now = new Date("2026-05-20T12:00:00Z");
    expect(formatAgo("2026-05-20T08:00:00Z", now)).toBe("today");
    expect(formatAgo("2026-05-19T08:00:00Z", now)).toBe("yesterday");
    expect(formatAgo("2026-05-15T08:00:00Z", now)).toBe("5 days ago");
    expect(formatAgo("2026-05-01T08:00:00Z", now)).toBe("2 weeks ago");
    expect(formatAgo("2026-02-01T08:00:00Z", now)).toBe("3 months ago");
  });

  it("says within the day how many minutes or hours ago, then as formatAgo", () => {
    inLocale(english);
    const now = new Date("2026-05-20T12:00:00Z");
    expect(formatTimeAgo("2026-05-20T11:59:40Z", now)).toBe("now");
    expect(formatTimeAgo("2026-05-20T11:55:00Z", now)).toBe("5 minutes ago");
    expect(formatTimeAgo("2026-05-20T11:00:00Z", now)).toBe("1 hour ago");
    expect(formatTimeAgo("2026-05-20T03:00:00Z", now)).toBe("9 hours ago");
    expect(formatTimeAgo("2026-05-18T08:00:00Z", now)).toBe("2 days ago");
    expect(formatTimeAgo("not a date", now)).toBeNull();
  });

  it("formats numbers, money, distances and sizes", () => {
    inLocale(english);
    expect(formatNumber(1234567)).toBe("1,234,567");
    expect(formatCurrency(4200, "CHF")).toMatch(/^CHF\s4,200$/);
    expect(formatKilometres(1200)).toBe("1,200 km");
    expect(formatBytes(1536)).toBe("1.5 kB");
    expect(formatBytes(10 * 1024 * 1024)).toBe("10 MB");
    expect(formatBytes(512)).toBe("512 bytes");
  });
});

describe("formats in German, by the browser's region", () => {
  it("writes dates and relative times in German", () => {
    inLocale({ language: "de", locale: "de-DE" });
    expect(formatDate("2026-09-01")).toBe("1. Sept. 2026");
    expect(formatYearMonth("2027-06")).toBe("Juni 2027");
    const now = new Date("2026-05-20T12:00:00Z");
    expect(formatAgo("2026-05-19T08:00:00Z", now)).toBe("gestern");
    expect(formatAgo("2026-05-15T08:00:00Z", now)).toBe("vor 5 Tagen");
    expect(formatTimeAgo("2026-05-20T11:55:00Z", now)).toBe("vor 5 Minuten");
    expect(formatDateTime("2026-11-24T14:03:00Z")).toMatch(/^24\. Nov\. 2026, \d\d:03$/);
  });

  it("groups numbers as Germany does, and as Switzerland does", () => {
    inLocale({ language: "de", locale: "de-DE" });
    expect(formatNumber(1234567)).toBe("1.234.567");
    expect(formatBytes(1536)).toBe("1,5 kB");
    expect(formatCurrency(4200, "EUR")).toMatch(/^4\.200\s€$/);
    inLocale({ language: "de", locale: "de-CH" });
    expect(formatNumber(1234567)).toMatch(/^1[’']234[’']567$/);
    expect(formatCurrency(4200, "CHF")).toMatch(/^CHF\s4[’']200$/);
    expect(formatKilometres(1200)).toMatch(/^1[’']200 km$/);
  });
});
