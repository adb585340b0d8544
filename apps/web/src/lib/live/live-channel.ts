import { type LiveEvent, liveEventSchema } from "@stint/shared/live-events";
import { LIVE_CHANGES } from "./live-changes.ts";
import { setLiveOpen } from "./live-status.ts";

/** After the server refused or ended the stream for good, the next try waits this, doubling up to the max. */
const RETRY_FIRST_MS = 2_000;
const RETRY_MAX_MS = 60_000;

type EventSourceLike = Pick<EventSource, "addEventListener" | "close" | "readyState">;

/**
 * One tab's live channel (GET /api/live, decision 026): an EventSource, which resumes by itself with
 * Last-Event-ID after a dropped connection. When it gives up (an answer other than the stream: signed out,
 * too many tabs, the server stopping), a new one is opened after a growing pause. Each event goes to
 * `onEvent`; the status says whether the channel is up, so that polling runs only while it is down.
 */
export function startLiveChannel(options: {
  onEvent: (event: LiveEvent) => void;
  url?: string;
  open?: (url: string) => EventSourceLike;
}): () => void {
  const url = options.url ?? "/api/live";
  const open = options.open ?? ((target: string) => new EventSource(target));
  let source: EventSourceLike | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let retryMs = RETRY_FIRST_MS;
  let stopped = false;
  /** The last event id seen: a new EventSource (after one gave up) resumes from it, as a reconnect would. */
  let lastId = "";

  const connect = () => {
    const current = open(lastId ? `${url}?after=${encodeURIComponent(lastId)}` : url);
    source = current;
    current.addEventListener("open", () => {
      retryMs = RETRY_FIRST_MS;
      setLiveOpen(true);
    });
    current.addEventListener("error", () => {
      setLiveOpen(false);
      // CONNECTING: EventSource is reconnecting by itself (with Last-Event-ID). CLOSED: it gave up.
      if (current.readyState !== 2 || stopped) return;
      current.close();
      timer = setTimeout(connect, retryMs);
      retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
    });
    for (const kind of Object.keys(LIVE_CHANGES)) {
      current.addEventListener(kind, (message) => {
        const { data, lastEventId } = message as MessageEvent<string>;
        if (lastEventId) lastId = lastEventId;
        const parsed = liveEventSchema.safeParse(safeJson(data));
        if (parsed.success) options.onEvent(parsed.data);
      });
    }
  };

  connect();
  return () => {
    stopped = true;
    clearTimeout(timer);
    source?.close();
    setLiveOpen(false);
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
