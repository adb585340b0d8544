import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { applyChange } from "../change-effects.ts";
import { changeForLiveEvent } from "./live-changes.ts";
import { startLiveChannel } from "./live-channel.ts";

/**
 * Keeps this tab's live channel open while `accountId` is signed in (the signed-in layout calls it), applying
 * each event's change to the cache. A new account (sign-out, sign-in as someone else) opens a new channel.
 */
export function useLiveUpdates(accountId: string | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!accountId || typeof EventSource === "undefined") return;
    return startLiveChannel({ onEvent: (event) => void applyChange(queryClient, changeForLiveEvent(event)) });
  }, [accountId, queryClient]);
}
