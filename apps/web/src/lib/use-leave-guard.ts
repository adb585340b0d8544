import { useWindowEvent } from "@mantine/hooks";
import { openConfirmDialog } from "./confirm-dialog.ts";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useBlocker } from "react-router";

/**
 * Asks before unsaved changes are thrown away: a dialog when the user navigates to another screen inside
 * the app, the browser's own prompt when the tab is closed or reloaded. Call `allowLeaving()` right before
 * navigating away after a successful save.
 */
export function useLeaveGuard(dirty: boolean) {
  const { t } = useTranslation("components");
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
      title: t("leaveGuard.title"),
      children: t("leaveGuard.text"),
      labels: { confirm: t("leaveGuard.confirm"), cancel: t("leaveGuard.cancel") },
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
  }, [blocker, t]);
  useWindowEvent("beforeunload", (event) => {
    if (dirty && !leaving.current) event.preventDefault();
  });

  return {
    allowLeaving: () => {
      leaving.current = true;
    },
  };
}
