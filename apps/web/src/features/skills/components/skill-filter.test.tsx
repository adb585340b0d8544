// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/dom.tsx";
import { SkillFilter } from "./skill-filter.tsx";

describe("the skills filter", () => {
  it("shows the chosen skills by name, each removable, with what they mean", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(
      <SkillFilter value={["python", "sql"]} onChange={onChange} description="Only jobs asking for all of these." />,
    );
    expect(screen.getByRole("combobox", { name: "Skills" })).toBeTruthy();
    expect(screen.getByText("Only jobs asking for all of these.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Remove Python" }));
    expect(onChange).toHaveBeenCalledWith(["sql"]);
  });
});
