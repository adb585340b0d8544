// @vitest-environment happy-dom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../test/dom.tsx";
import { RankingEditor } from "./ranking-editor.tsx";

const ITEMS = [
  { id: "robotics", title: "Robotics intern", detail: "Helvetia Robotics" },
  { id: "data", title: "Data intern", detail: "Acme AG" },
  { id: "web", title: "Web intern", detail: "Acme AG" },
];

function Harness({ initial = [] as string[], readOnly = false }) {
  const [ranked, setRanked] = useState(initial);
  return (
    <>
      <RankingEditor
        items={ITEMS}
        ranked={ranked}
        onChange={setRanked}
        unrankedNote="Not ranked = you do not want it."
        readOnly={readOnly}
      />
      <output data-testid="order">{ranked.join(",")}</output>
    </>
  );
}

/** A parent that applies each change a moment later, after a render of its own in between. */
function LateHarness() {
  const [ranked, setRanked] = useState<string[]>([]);
  const [, setPending] = useState(0);
  return (
    <RankingEditor
      items={ITEMS}
      ranked={ranked}
      onChange={(next) => {
        setPending((count) => count + 1);
        setTimeout(() => setRanked(next), 20);
      }}
      unrankedNote="Not ranked = you do not want it."
    />
  );
}

const order = () => screen.getByTestId("order").textContent;
const announced = () => screen.getByTestId("ranking-announcement").textContent;
const list = (name: RegExp) => screen.getByRole("list", { name });

describe("the ranking editor", () => {
  it("moves the focus to the added item once the parent applies the change, even a render later", async () => {
    const user = userEvent.setup();
    renderWithProviders(<LateHarness />);
    await user.click(screen.getByRole("button", { name: "Add Web intern to the ranking" }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole("button", { name: "Add Data intern to the ranking" })),
    );
    await user.click(screen.getByRole("button", { name: "Add Data intern to the ranking" }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole("button", { name: "Add Robotics intern to the ranking" })),
    );
    // The last one: its Add button leaves with it, and the focus follows it into the ranking.
    await user.click(screen.getByRole("button", { name: "Add Robotics intern to the ranking" }));
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole("button", { name: "Remove Robotics intern from the ranking" }),
      ),
    );
  });

  it("ranks by buttons alone, announcing each move and keeping the focus on the item", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    expect(within(list(/Not ranked/)).getAllByRole("listitem")).toHaveLength(3);

    await user.click(screen.getByRole("button", { name: "Add Web intern to the ranking" }));
    expect(order()).toBe("web");
    expect(announced()).toBe("Web intern ranked 1st of 1.");
    await user.click(screen.getByRole("button", { name: "Add Robotics intern to the ranking" }));
    expect(order()).toBe("web,robotics");
    // The focus stays in Not ranked, on the item that took the added one's place.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole("button", { name: "Add Data intern to the ranking" })),
    );

    await user.click(screen.getByRole("button", { name: "Move Robotics intern up" }));
    expect(order()).toBe("robotics,web");
    expect(announced()).toBe("Robotics intern moved up to 1st of 2.");
    // At the top, Move up is disabled: the focus moves to Move down of the same item.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole("button", { name: "Move Robotics intern down" })),
    );
    expect(screen.getByRole("button", { name: "Move Robotics intern up" }).hasAttribute("disabled")).toBe(true);

    await user.click(screen.getByRole("button", { name: "Move Robotics intern down" }));
    expect(order()).toBe("web,robotics");
    expect(announced()).toBe("Robotics intern moved down to 2nd of 2.");

    await user.click(screen.getByRole("button", { name: "Remove Web intern from the ranking" }));
    expect(order()).toBe("robotics");
    expect(announced()).toBe("Web intern removed from the ranking: not ranked means not acceptable.");
    expect(
      within(list(/^Ranked/))
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining("Robotics intern")]);
    expect(within(list(/Not ranked/)).getAllByRole("listitem")).toHaveLength(2);
  });

  it("works by keyboard: Enter on the buttons", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness initial={["data"]} />);
    screen.getByRole("button", { name: "Add Robotics intern to the ranking" }).focus();
    await user.keyboard("{Enter}");
    expect(order()).toBe("data,robotics");
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole("button", { name: "Add Web intern to the ranking" })),
    );
    await user.keyboard("{Enter}");
    expect(order()).toBe("data,robotics,web");
    // Nothing left to add: the focus follows the item into the ranking.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole("button", { name: "Remove Web intern from the ranking" })),
    );
  });

  it("shows the order only when read-only", () => {
    renderWithProviders(<Harness initial={["web", "data"]} readOnly />);
    expect(screen.queryAllByRole("button")).toHaveLength(0);
    expect(
      within(list(/^Ranked/))
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining("Web intern"), expect.stringContaining("Data intern")]);
  });
});
