// @vitest-environment happy-dom
import { Select } from "@mantine/core";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../test/dom.tsx";

function LevelSelect() {
  const [value, setValue] = useState<string | null>("B2");
  return (
    <>
      <Select label="Level" data={["B1", "B2", "C1"]} value={value} onChange={setValue} />
      <output>{value ?? "none"}</output>
    </>
  );
}

describe("the app's theme", () => {
  it("keeps a select's value when its own value is chosen again (no select clears itself)", async () => {
    const user = userEvent.setup();
    renderWithProviders(<LevelSelect />);
    await user.click(screen.getByLabelText("Level", { selector: "input" }));
    await user.click(await screen.findByRole("option", { name: "B2", hidden: true }));
    expect(screen.getByRole("status").textContent).toBe("B2");
    await user.click(screen.getByLabelText("Level", { selector: "input" }));
    await user.click(await screen.findByRole("option", { name: "C1", hidden: true }));
    expect(screen.getByRole("status").textContent).toBe("C1");
  });
});
