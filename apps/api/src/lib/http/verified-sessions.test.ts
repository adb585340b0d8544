import { afterEach, describe, expect, it, vi } from "vitest";
import { cacheCookieExpiry, verifiedSessions } from "./verified-sessions.ts";

const user = (id: string) => ({ id, email: `${id}@test.example`, name: id });
const NOW = Date.parse("2026-11-22T10:00:00Z");

afterEach(() => {
  vi.useRealTimers();
});

describe("verifiedSessions", () => {
  it("answers until the given moment, never past maxAgeMs from now", () => {
    vi.useFakeTimers({ now: NOW });
    const sessions = verifiedSessions({ maxEntries: 10, maxAgeMs: 60_000 });
    sessions.set("a", user("a"), NOW + 10_000);
    sessions.set("b", user("b"), NOW + 3_600_000);
    expect(sessions.get("a")).toEqual(user("a"));
    vi.setSystemTime(NOW + 10_000);
    expect(sessions.get("a")).toBeUndefined();
    expect(sessions.get("b")).toEqual(user("b"));
    vi.setSystemTime(NOW + 60_000);
    expect(sessions.get("b")).toBeUndefined();
  });

  it("keeps nothing already expired, and makes room by dropping the oldest", () => {
    vi.useFakeTimers({ now: NOW });
    const sessions = verifiedSessions({ maxEntries: 2, maxAgeMs: 60_000 });
    sessions.set("past", user("past"), NOW - 1);
    expect(sessions.get("past")).toBeUndefined();
    for (const key of ["a", "b", "c"]) sessions.set(key, user(key), NOW + 1_000);
    expect([sessions.get("a"), sessions.get("b"), sessions.get("c")]).toEqual([undefined, user("b"), user("c")]);
  });
});

describe("cacheCookieExpiry", () => {
  it("reads the expiry of a compact cache cookie, and nothing from anything else", () => {
    const cookie = Buffer.from(JSON.stringify({ session: {}, expiresAt: NOW, signature: "x" })).toString("base64url");
    expect(cacheCookieExpiry(cookie)).toBe(NOW);
    expect(cacheCookieExpiry(Buffer.from('{"expiresAt":"soon"}').toString("base64url"))).toBeNull();
    expect(cacheCookieExpiry("not base64 json")).toBeNull();
  });
});
