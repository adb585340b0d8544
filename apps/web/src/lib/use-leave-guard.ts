import { useWindowEvent } from "@mantine/hooks";
import { openConfirmDialog } from "./confirm-dialog.ts";
import { useEffect, useRef } from "react";
import { useBlocker } from "react-router";

/**
 * Asks before unsaved changes are thrown away: a dialog when the user navigates to another screen inside
 * the app, the browser's own prompt when the tab is closed or reloaded. Call `allowLeaving()` right before
 * navigating away after a successful save.
 */
export function useLeaveGuard(dirty: boolean) {
  const leaving = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    // Closing the dialog any other way (Escape, the overlay) means "keep editing" too.
    let decided = false;
    openConfirmDialog({
      title: "Discard your changes?",
      children: "You have changes that are not saved yet. If you leave now, they are lost.",
      labels: { confirm: "Discard changes", cancel: "Keep editing" },
      confirmProps: { color: "red" },
      onConfirm: () => {
        decided = true;
        blocker.proceed();
      },
      onCancel: () => {
        decided = true;
        blocker.reset();
      },
      onClose: () => {
        if (!decided) blocker.reset();
      },
    });
  }, [blocker]);
  useWindowEvent("beforeunload", (event) => {
    if (dirty && !leaving.current) event.preventDefault();
  });

  return {
    allowLeaving: () => {
      leaving.current = true;
    },
  };
}
