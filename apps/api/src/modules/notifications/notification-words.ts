import type { NotificationPayload } from "@stint/shared/notifications";
import { say } from "../../i18n/said.ts";
import type { Translate } from "../../i18n/server-i18n.ts";

/**
 * What a notification says, in the reader's language: its messages when it stored them, else (a row from
 * before issue 35) the English it stored. Read in the list, in the export and in its mail.
 */
export function notificationWords(payload: NotificationPayload, t: Translate): { title: string; body: string | null } {
  const { said } = payload;
  if (!said) return { title: payload.title, body: payload.body ?? null };
  // A body a person wrote (a reason, a message) is stored as text only, beside a title that is a message.
  const body = said.body ? say(t, said.body) : (payload.body ?? null);
  return { title: say(t, said.title), body };
}
