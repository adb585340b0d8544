import { modals } from "@mantine/modals";

type ConfirmDialog = Parameters<typeof modals.openConfirmModal>[0];

let markReady: () => void = () => undefined;
const ready = new Promise<void>((resolve) => {
  markReady = resolve;
});

/** Called once the confirm dialogs' provider listens (app/overlays.tsx, loaded after the first screen). */
export function confirmDialogsReady(): void {
  markReady();
}

/**
 * Opens a confirm dialog. Mantine's are opened by a window event that only a mounted provider hears, and the
 * provider loads after the first screen: a click before that would open nothing. This one opens once it is there.
 */
export function openConfirmDialog(dialog: ConfirmDialog): void {
  void ready.then(() => modals.openConfirmModal(dialog));
}
