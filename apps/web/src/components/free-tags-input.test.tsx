// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../test/dom.tsx";
import { FreeTagsInput } from "./free-tags-input.tsx";

const FIELDS = ["Software Engineering", "Data Science", "Physics"];

function Fields() {
  const [value, setValue] = useState<string[]>([]);
  return (
    <>
      <FreeTagsInput label="Fields of study" data={FIELDS} value={value} onChange={setValue} />
      <output aria-label="Chosen">{value.join(" | ")}</output>
    </>
  );
}

const chosen = () => screen.getByRole("status", { name: "Chosen" }).textContent;

describe("a tags box that takes any text", () => {
  it("keeps what was typed on Enter, reaches the suggestions with Down, and adds nothing on an empty Enter", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Fields />);
    const box = screen.getByRole("combobox", { name: "Fields of study" });
    await user.type(box, "Engineering{Enter}");
    expect(chosen()).toBe("Engineering");
    await user.type(box, "data{ArrowDown}{Enter}");
    expect(chosen()).toBe("Engineering | Data Science");
    await user.type(box, "{Enter}");
    expect(chosen()).toBe("Engineering | Data Science");
    await user.type(box, "physics{Enter}");
    expect(chosen()).toBe("Engineering | Data Science | Physics");
  });
});
