import type { LiveEvent } from "@stint/shared/live-events";
import { TEST_ORIGIN } from "./test-app.ts";

export type ReceivedEvent = { id: string; kind: string; data: LiveEvent; at: number };

type Fetcher = (url: string, init: RequestInit) => Response | Promise<Response>;

/**
 * A Server-Sent Events client for tests, as EventSource reads a stream: frames split on a blank line, `id`,
 * `event` and `data` fields, comment lines counted apart. `events` grows as frames arrive; `next(n)` waits
 * for the n-th. `close()` cancels the body (the client goes away).
 */
export async function openLiveStream(
  fetcher: Fetcher,
  options: { cookie: string; after?: string | number; lastEventId?: string | number; headers?: Record<string, string> },
) {
  const query = options.after === undefined ? "" : `?after=${options.after}`;
  const headers: Record<string, string> = { origin: TEST_ORIGIN, cookie: options.cookie, ...options.headers };
  if (options.lastEventId !== undefined) headers["last-event-id"] = String(options.lastEventId);
  const response = await fetcher(`/api/live${query}`, { headers });
  const events: ReceivedEvent[] = [];
  let comments = 0;
  let ended = false;
  let waiters: (() => void)[] = [];
  const changed = () => {
    for (const wake of waiters) wake();
    waiters = [];
  };
  const reader = response.status === 200 ? response.body!.getReader() : null;
  const pump = (async () => {
    if (!reader) return;
    const decoder = new TextDecoder();
    let buffer = "";
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let end;
        while ((end = buffer.indexOf("\n\n")) >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const fields = frame.split("\n");
          if (fields.every((line) => line.startsWith(":") || line.startsWith("retry:"))) {
            comments += 1;
            continue;
          }
          const field = (name: string) =>
            fields.find((line) => line.startsWith(`${name}: `))?.slice(name.length + 2) ?? "";
          events.push({ id: field("id"), kind: field("event"), data: JSON.parse(field("data")), at: Date.now() });
        }
        changed();
      }
    } catch {
      // Cancelled.
    }
    ended = true;
    changed();
  })();
  const until = async (check: () => boolean, what: string, ms: number) => {
    const end = Date.now() + ms;
    while (!check()) {
      if (Date.now() > end)
        throw new Error(`timed out after ${ms} ms waiting for ${what}; got ${JSON.stringify(events)}`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
  };
  return {
    status: response.status,
    headers: response.headers,
    events,
    get comments() {
      return comments;
    },
    get ended() {
      return ended;
    },
    /** Waits until `count` events have arrived. */
    next: (count: number, ms = 5_000) => until(() => events.length >= count, `${count} events`, ms),
    /** Waits until the server ends the stream. */
    end: (ms = 5_000) => until(() => ended, "the end of the stream", ms),
    /** Waits for at least one comment (the opening line, a heartbeat). */
    opened: (ms = 5_000) => until(() => comments > 0, "the stream to open", ms),
    async close() {
      await reader?.cancel().catch(() => undefined);
      await pump;
    },
  };
}

export type LiveStreamClient = Awaited<ReturnType<typeof openLiveStream>>;
