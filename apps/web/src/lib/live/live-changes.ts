import type { LiveEvent, LiveEventKind } from "@stint/shared/live-events";
import type { ChangeName } from "../change-effects.ts";

/**
 * What each live event means for the cache: one named change each (lib/change-effects.ts knows what it
 * touches). A kind added to the shared schema is a type error here until it has its change.
 */
export const LIVE_CHANGES = {
  message: "conversations.message",
  conversation: "conversations.changed",
  notification: "notifications.arrived",
  "notifications-read": "notifications.read",
  interview: "interviews.changed",
} as const satisfies Record<LiveEventKind, ChangeName>;

export const changeForLiveEvent = (event: LiveEvent): ChangeName => LIVE_CHANGES[event.kind];
