/**
 * A backup or restore that stops for a reason its user can act on: the message says what happened and what
 * to do, and the command prints it without a stack trace. Anything else is a bug or an outage, printed whole.
 */
export class BackupError extends Error {}

/** An error's message with its cause's (drizzle wraps the database's own message as the cause). */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : "";
  return `${error.message.split("\n")[0]}${cause}`;
}
