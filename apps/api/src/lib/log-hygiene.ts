/**
 * What every log line goes through before it is written (wired in lib/logger.ts), whoever logs it: the app,
 * better-auth through its logger, a mailer. Two rules, so that no caller has to remember them (issue 30):
 *
 * - A secret carried in a link (`?token=…`, a signed download's signature) is replaced by `[redacted]`:
 *   a log is read by more people, and kept longer, than the mail or answer the link was meant for.
 * - A string is cut to `MAX_LOGGED_CHARS`: values a client sent (a 20,000-character `redirectTo` quoted in
 *   better-auth's error) must not fill the log or carry a payload into it. Stack traces are ours and keep
 *   their own limit (lib/safe-error.ts).
 */
export const MAX_LOGGED_CHARS = 500;

const SECRET_PARAMETER =
  /([?&#;](?:token|code|secret|signature|sig|key|password|x-amz-signature|x-amz-credential|x-amz-security-token)=)[^&#\s"'<>]+/gi;

const MAX_DEPTH = 6;

/** A string as it may be logged: secrets in links redacted, then cut to the limit. */
export function loggableText(text: string): string {
  const redacted = text.replace(SECRET_PARAMETER, "$1[redacted]");
  if (redacted.length <= MAX_LOGGED_CHARS) return redacted;
  return `${redacted.slice(0, MAX_LOGGED_CHARS)}… (${redacted.length - MAX_LOGGED_CHARS} more characters)`;
}

/** A log line's fields with `loggableText` applied to every string inside (a copy; the caller's is kept). */
export function loggableFields(fields: Record<string, unknown>): Record<string, unknown> {
  return clean(fields, 0) as Record<string, unknown>;
}

/** One value of a log line (a serializer's result), cleaned as `loggableFields` cleans a line. */
export function loggableValue(value: unknown): unknown {
  return clean(value, 0);
}

function clean(value: unknown, depth: number, key?: string): unknown {
  if (typeof value === "string") return key === "stack" ? value : loggableText(value);
  if (!value || typeof value !== "object" || depth >= MAX_DEPTH) return value;
  if (Array.isArray(value)) return value.map((item) => clean(item, depth + 1));
  // Errors and other class instances reach here after their serializers (lib/safe-error.ts) made them plain.
  if (Object.getPrototypeOf(value) !== Object.prototype && Object.getPrototypeOf(value) !== null) return value;
  const copy: Record<string, unknown> = {};
  for (const [name, item] of Object.entries(value)) copy[name] = clean(item, depth + 1, name);
  return copy;
}
