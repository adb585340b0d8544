import "@mantine/notifications/styles.layer.css";
import { getDefaultZIndex } from "@mantine/core";
import { ModalsProvider } from "@mantine/modals";
import { Notifications } from "@mantine/notifications";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { confirmDialogsReady } from "../lib/confirm-dialog.ts";
import classes from "./toasts.module.css";

/**
 * The toasts and the confirm dialogs, loaded after the first screen (app.tsx): no screen needs them to paint,
 * and with their transitions, portals, focus trap and scroll lock they were a fifth of Mantine's start-up code.
 * Both are driven from outside React (`notifications.show`, `openConfirmDialog`), so they sit beside the
 * screens rather than around them; a toast or a dialog asked for before this loads waits and shows then.
 */
export function AppOverlays() {
  // After the provider's own effects: its listeners are in place when the waiting dialogs open.
  const { t } = useTranslation();
  useEffect(confirmDialogsReady, []);
  return (
    <>
      {/* Under the popovers (menus open on top of a toast) but over dialogs, whose results they tell. */}
      <Notifications
        position="top-right"
        limit={4}
        containerWidth={380}
        zIndex={getDefaultZIndex("popover") - 50}
        classNames={{ root: classes.toasts }}
      />
      <ModalsProvider labels={{ confirm: t("confirm"), cancel: t("cancel") }} />
    </>
  );
}
