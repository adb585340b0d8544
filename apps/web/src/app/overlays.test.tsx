// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { openConfirmDialog } from "../lib/confirm-dialog.ts";
import { renderWithProviders } from "../test/dom.tsx";

describe("confirm dialogs", () => {
  it("open when asked for before the overlays have loaded (a quick click is not lost)", async () => {
    openConfirmDialog({
      title: "Decline this place?",
      children: "The company is told.",
      labels: { confirm: "Decline the place", cancel: "Keep it" },
    });
    renderWithProviders(<p>A screen</p>, { overlays: true });
    expect(await screen.findByRole("dialog", { name: "Decline this place?" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Decline the place" })).toBeTruthy();
  });
});
