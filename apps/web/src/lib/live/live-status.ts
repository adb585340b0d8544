import { useSyncExternalStore } from "react";

/**
 * Whether this tab's live channel is open. What would otherwise poll (the header's unread count) asks it: while
 * the channel is open the server tells the tab of every change, and only while it is down does the tab poll.
 */
let open = false;
const listeners = new Set<() => void>();

export function setLiveOpen(value: boolean): void {
  if (open === value) return;
  open = value;
  for (const listener of listeners) listener();
}

export const isLiveOpen = () => open;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useLiveOpen(): boolean {
  return useSyncExternalStore(subscribe, isLiveOpen, () => false);
}
