import type { Mailer } from "./mailer.ts";

export type MailTransport = "smtp" | "outbox";
type Listener = (transport: MailTransport) => void;

const listeners = new Set<Listener>();

/** Calls `listener` for every send that fails in this process (the metrics count them); returns a remover. */
export function onMailFailure(listener: Listener): () => void {
  const entry: Listener = (transport) => listener(transport);
  listeners.add(entry);
  return () => {
    listeners.delete(entry);
  };
}

/** `mailer`, telling the listeners of each send that fails (the error still goes to the caller, who retries). */
export function reportingFailures(mailer: Mailer, transport: MailTransport): Mailer {
  return {
    async send(message) {
      try {
        await mailer.send(message);
      } catch (error) {
        for (const listener of listeners) listener(transport);
        throw error;
      }
    },
    close: () => mailer.close(),
  };
}
