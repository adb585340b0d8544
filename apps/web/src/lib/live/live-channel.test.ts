import type { LiveEvent } from "@stint/shared/live-events";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startLiveChannel } from "./live-channel.ts";
import { isLiveOpen } from "./live-status.ts";

/** An EventSource the test drives: `emit` fires listeners, `readyState` as the browser would set it. */
class FakeSource {
  readyState = 0;
  closed = false;
  private readonly listeners = new Map<string, ((event: unknown) => void)[]>();
  addEventListener(type: string, listener: (event: unknown) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  emit(type: string, event: unknown = {}) {
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
}

describe("a tab's live channel", () => {
  let sources: FakeSource[];
  let urls: string[];
  let received: LiveEvent[];
  let stop: () => void;
  beforeEach(() => {
    vi.useFakeTimers();
    sources = [];
    urls = [];
    received = [];
    stop = startLiveChannel({
      onEvent: (event) => received.push(event),
      open: (url) => {
        urls.push(url);
        const source = new FakeSource();
        sources.push(source);
        return source as unknown as EventSource;
      },
    });
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
  });

  it("passes on each event of a known kind, and ignores what does not parse", () => {
    const source = sources[0]!;
    source.emit("open");
    expect(isLiveOpen()).toBe(true);
    source.emit("notification", { data: JSON.stringify({ kind: "notification", notificationId: "n-1" }) });
    source.emit("notification", { data: "not json" });
    source.emit("message", { data: JSON.stringify({ kind: "message" }) });
    expect(received).toEqual([{ kind: "notification", notificationId: "n-1" }]);
  });

  it("is down while EventSource reconnects by itself, and opens a new one after a pause once it gave up", () => {
    const first = sources[0]!;
    first.emit("open");
    first.emit("notifications-read", { data: JSON.stringify({ kind: "notifications-read" }), lastEventId: "41" });
    first.readyState = 0;
    first.emit("error");
    expect(isLiveOpen()).toBe(false);
    vi.advanceTimersByTime(60_000);
    expect(sources).toHaveLength(1);

    first.readyState = 2;
    first.emit("error");
    vi.advanceTimersByTime(1_999);
    expect(sources).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sources).toHaveLength(2);
    // The new one resumes after the last event seen, as EventSource's own reconnect does with Last-Event-ID.
    expect(urls[1]).toBe("/api/live?after=41");
    // It gives up again: the pause doubles.
    sources[1]!.readyState = 2;
    sources[1]!.emit("error");
    vi.advanceTimersByTime(3_999);
    expect(sources).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sources).toHaveLength(3);
    sources[2]!.emit("open");
    expect(isLiveOpen()).toBe(true);
  });

  it("closes its EventSource when stopped (signed out)", () => {
    stop();
    expect(sources[0]!.closed).toBe(true);
    expect(isLiveOpen()).toBe(false);
  });
});
