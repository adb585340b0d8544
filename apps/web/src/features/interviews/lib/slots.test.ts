import { describe, expect, it } from "vitest";
import { createI18n } from "../../../i18n/create-i18n.ts";
import german from "../../../i18n/locales/de/interviews.json";
import { testI18n } from "../../../test/i18n-setup.ts";
import { formatDuration, nextSlot, slotFieldMap, toSlotPayload, validateSlots, type SlotValues } from "./slots.ts";

const t = testI18n.t;
const de = createI18n({ language: "de", localeOf: () => "de-CH", resources: { de: { interviews: german } } }).t;
const rules = { maxSlots: 3, minDuration: 15, maxDuration: 480 };
const now = new Date("2026-12-01T08:00:00Z");
const slot = (date: string | null, time = "10:00", durationMinutes = "45"): SlotValues => ({
  date,
  time,
  durationMinutes,
});

describe("proposed slots", () => {
  it("accepts days and times ahead that exist in the zone", () => {
    expect(
      validateSlots([slot("2026-12-02"), slot("2026-12-03", "14:30", "60")], "Europe/Zurich", rules, t, now),
    ).toEqual({});
  });

  it("puts each problem beside its input", () => {
    const errors = validateSlots(
      [slot(null), slot("2026-12-01", "08:30"), slot("2026-12-02", "", "")],
      "Europe/Zurich",
      rules,
      t,
      now,
    );
    expect(errors).toEqual({
      "slots.0.date": "Choose a day.",
      // 08:30 in Zurich is 07:30 UTC, before `now`.
      "slots.1.time": "This time has passed.",
      "slots.2.time": "Enter a start time.",
      "slots.2.durationMinutes": "Choose how long it takes.",
    });
  });

  it("judges the time on the zone's clocks: 10:00 today is ahead in New York but past in Zurich", () => {
    const today = [slot("2026-12-01", "08:30")];
    expect(validateSlots(today, "Europe/Zurich", rules, t, now)).toHaveProperty(["slots.0.time"]);
    expect(validateSlots(today, "America/New_York", rules, t, now)).toEqual({});
  });

  it("refuses a time the clocks skip, the same moment twice, too many rows and lengths out of range", () => {
    expect(validateSlots([slot("2027-03-28", "02:30")], "Europe/Zurich", rules, t, now)["slots.0.time"]).toMatch(
      /does not exist/,
    );
    expect(validateSlots([slot("2026-12-02"), slot("2026-12-02")], "Europe/Zurich", rules, t, now)).toEqual({
      "slots.1.time": "The same time as option 1.",
    });
    expect(validateSlots([], "UTC", rules, t, now).slots).toBe("Propose at least one time.");
    expect(
      validateSlots(
        Array.from({ length: 4 }, (_, i) => slot(`2026-12-1${i}`)),
        "UTC",
        rules,
        t,
        now,
      ).slots,
    ).toBe("Propose at most 3 times.");
    expect(validateSlots([slot("2026-12-02", "10:00", "5")], "UTC", rules, t, now)["slots.0.durationMinutes"]).toBe(
      "Between 15 and 480 minutes.",
    );
  });

  it("sends UTC instants, and maps the API's paths back to the inputs", () => {
    expect(toSlotPayload([slot("2026-12-02", "10:00", "30"), slot(null)], "Europe/Zurich")).toEqual([
      { startsAt: "2026-12-02T09:00:00.000Z", durationMinutes: 30 },
      { startsAt: "", durationMinutes: 45 },
    ]);
    expect(slotFieldMap(2)["slots.1.startsAt"]).toBe("slots.1.time");
  });

  it("adds a row the day after the last, and names lengths", () => {
    expect(nextSlot(slot("2026-12-02", "14:00", "60"), "2026-12-01")).toEqual(slot("2026-12-03", "14:00", "60"));
    // 1 December 2026 is a Tuesday: two working days on is Thursday; a Friday's next is the Monday.
    expect(nextSlot(undefined, "2026-12-01")).toEqual(slot("2026-12-03", "10:00", "45"));
    expect(nextSlot(slot("2026-12-04"), "2026-12-01")).toEqual(slot("2026-12-07"));
    expect(nextSlot(slot(null, "09:00"), "2026-12-05").date).toBe("2026-12-07");
    expect(formatDuration(t, 45)).toBe("45 min");
    expect(formatDuration(t, 90)).toBe("1 h 30 min");
    expect(formatDuration(t, 120)).toBe("2 h");
  });

  it("says lengths and problems in German too", () => {
    expect(formatDuration(de, 90)).toBe("1 Std. 30 Min.");
    expect(formatDuration(de, 45)).toBe("45 Min.");
    expect(validateSlots([slot("2026-12-02"), slot("2026-12-02")], "Europe/Zurich", rules, de, now)).toEqual({
      "slots.1.time": "Dieselbe Zeit wie Termin 1.",
    });
    expect(validateSlots([], "UTC", { ...rules, maxSlots: 1000 }, de, now).slots).toBe(
      "Schlagen Sie mindestens einen Termin vor.",
    );
  });
});
