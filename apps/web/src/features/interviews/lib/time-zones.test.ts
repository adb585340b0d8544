import { describe, expect, it } from "vitest";
import {
  formatSlotIn,
  offsetLabel,
  slotText,
  wallTime,
  zonedToUtc,
  zoneLabel,
  zoneOffsetMinutes,
} from "./time-zones.ts";

describe("time zones", () => {
  it("turns a wall time in a zone into its UTC instant, in summer and in winter", () => {
    expect(zonedToUtc("2026-12-01", "14:00", "Europe/Zurich")?.toISOString()).toBe("2026-12-01T13:00:00.000Z");
    expect(zonedToUtc("2026-07-01", "14:00", "Europe/Zurich")?.toISOString()).toBe("2026-07-01T12:00:00.000Z");
    expect(zonedToUtc("2026-07-01", "09:30", "America/New_York")?.toISOString()).toBe("2026-07-01T13:30:00.000Z");
    expect(zonedToUtc("2026-07-01", "09:30", "Asia/Kolkata")?.toISOString()).toBe("2026-07-01T04:00:00.000Z");
    expect(zonedToUtc("2026-07-01", "09:30", "UTC")?.toISOString()).toBe("2026-07-01T09:30:00.000Z");
  });

  it("refuses a time the clocks skip, and takes the first of a time they pass twice", () => {
    // Zurich went from 02:00 to 03:00 on 29 March 2026 and back from 03:00 to 02:00 on 25 October.
    expect(zonedToUtc("2026-03-29", "02:30", "Europe/Zurich")).toBeNull();
    expect(zonedToUtc("2026-03-29", "03:00", "Europe/Zurich")?.toISOString()).toBe("2026-03-29T01:00:00.000Z");
    expect(zonedToUtc("2026-10-25", "02:30", "Europe/Zurich")?.toISOString()).toBe("2026-10-25T00:30:00.000Z");
  });

  it("refuses what is not a date, a time or a zone", () => {
    expect(zonedToUtc("2026-02-30", "10:00", "Europe/Zurich")).toBeNull();
    expect(zonedToUtc("2026-02-01", "25:00", "Europe/Zurich")).toBeNull();
    expect(zonedToUtc("2026-02-01", "10:00", "Mars/Olympus")).toBeNull();
  });

  it("reads an instant back on the zone's clocks", () => {
    const instant = new Date("2026-12-01T13:00:00Z");
    expect(wallTime(instant, "Europe/Zurich")).toEqual({ date: "2026-12-01", time: "14:00" });
    expect(wallTime(instant, "Pacific/Auckland")).toEqual({ date: "2026-12-02", time: "02:00" });
    expect(zoneOffsetMinutes(instant, "Asia/Kathmandu")).toBe(345);
  });

  it("labels zones with their offset at the moment in question", () => {
    expect(offsetLabel("Europe/Zurich", new Date("2026-12-01T12:00:00Z"))).toBe("GMT+1");
    expect(offsetLabel("Europe/Zurich", new Date("2026-07-01T12:00:00Z"))).toBe("GMT+2");
    expect(zoneLabel("America/Argentina/Buenos_Aires", new Date("2026-07-01T12:00:00Z"))).toBe("Buenos Aires (GMT-3)");
    expect(zoneLabel("Europe/London", new Date("2026-12-01T12:00:00Z"))).toBe("London (GMT)");
    expect(zoneLabel("UTC")).toBe("UTC");
  });

  it("formats a slot with its end, and the end's day when it is another day", () => {
    expect(formatSlotIn("2026-12-01T13:00:00Z", 45, "Europe/Zurich")).toBe("Tue 1 Dec 2026, 14:00–14:45");
    expect(formatSlotIn("2026-12-01T22:30:00Z", 60, "Europe/Zurich")).toBe(
      "Tue 1 Dec 2026, 23:30–Wed 2 Dec 2026, 00:30",
    );
  });

  it("shows a slot in the viewer's zone, and in the interview's zone only when its clocks read differently", () => {
    const slot = { startsAt: "2026-12-01T13:00:00Z", durationMinutes: 45 };
    expect(slotText(slot, "Europe/Zurich", "America/New_York")).toEqual({
      local: "Tue 1 Dec 2026, 08:00–08:45",
      localZone: "New York (GMT-5)",
      other: "Tue 1 Dec 2026, 14:00–14:45 Zurich (GMT+1)",
    });
    // Berlin and Zurich keep the same clocks: nothing more to say.
    expect(slotText(slot, "Europe/Zurich", "Europe/Berlin").other).toBeNull();
  });
});
