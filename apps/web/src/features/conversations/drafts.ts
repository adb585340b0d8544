/**
 * Unsent drafts, one per conversation (and one per "new message" target), kept in sessionStorage so that what
 * a user typed survives leaving the conversation, a reload and a failed send, and is gone with the tab.
 */
const PREFIX = "stint.message-draft.";

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    // Storage blocked by the browser's settings: drafts then live only as long as the screen.
    return null;
  }
}

export function readDraft(key: string): string {
  return storage()?.getItem(PREFIX + key) ?? "";
}

export function writeDraft(key: string, text: string) {
  const store = storage();
  if (!store) return;
  try {
    if (text) store.setItem(PREFIX + key, text);
    else store.removeItem(PREFIX + key);
  } catch {
    // Full: the draft still stands in the composer.
  }
}
