import type { StoredLiveEvent } from "./live-cursor.ts";
import type { LiveStream } from "./live-hub.ts";

/** How long EventSource waits before it reconnects after the stream drops (it sends Last-Event-ID then). */
export const RECONNECT_HINT_MS = 3_000;

/**
 * Chunks a stream may have waiting for a client that does not read: beyond it the stream closes, and the
 * client's reconnect resumes from what it did read, so a stalled tab costs the process a bounded amount.
 */
const MAX_QUEUED_CHUNKS = 500;

const encoder = new TextEncoder();

/** One Server-Sent Event: `id` (the seq a reconnect resumes after), `event` (the kind), `data` (the JSON). */
export const eventFrame = ({ seq, event }: StoredLiveEvent) =>
  `id: ${seq}\nevent: ${event.kind}\ndata: ${JSON.stringify(event)}\n\n`;

/**
 * The body of a `text/event-stream` answer and the stream the hub writes to. `onClose` runs once, whether
 * the client went away (the body is cancelled) or the server ended it.
 */
export function eventStream(onClose: () => void): { body: ReadableStream<Uint8Array>; stream: LiveStream } {
  let controller: ReadableStreamDefaultController<Uint8Array> | null = null;
  let closed = false;
  const finish = () => {
    if (closed) return;
    closed = true;
    onClose();
  };
  const write = (text: string) => {
    if (closed || !controller) return;
    if ((controller.desiredSize ?? 0) < -MAX_QUEUED_CHUNKS) {
      stream.close();
      return;
    }
    controller.enqueue(encoder.encode(text));
  };
  const stream: LiveStream = {
    deliver: (events) => write(events.map(eventFrame).join("")),
    ping: () => write(": ping\n\n"),
    close: () => {
      if (closed) return;
      try {
        controller?.close();
      } catch {
        // Cancelled by the client in the meantime.
      }
      finish();
    },
  };
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
      // At once, so that the client (and any proxy) sees the stream open before the first event.
      c.enqueue(encoder.encode(`retry: ${RECONNECT_HINT_MS}\n: open\n\n`));
    },
    cancel: finish,
  });
  return { body, stream };
}
