// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../test/dom.tsx";
import { StarInput } from "./star-input.tsx";
import { Stars } from "./stars.tsx";

function Controlled({ initial = null, error }: { initial?: number | null; error?: string }) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <>
      <button type="button">Before</button>
      <StarInput label="Mentoring" value={value} onChange={setValue} error={error} />
      <output>{value ?? "none"}</output>
    </>
  );
}

describe("the star input", () => {
  it("is a group named by its label with five labelled radio buttons", () => {
    renderWithProviders(<Controlled />);
    const group = screen.getByRole("group", { name: "Mentoring" });
    const radios = screen.getAllByRole("radio");
    expect(group.contains(radios[0]!)).toBe(true);
    expect(radios.map((radio) => radio.getAttribute("aria-label"))).toEqual([
      "1 star, poor",
      "2 stars, fair",
      "3 stars, good",
      "4 stars, very good",
      "5 stars, excellent",
    ]);
    expect(screen.getByText("Not rated yet")).toBeTruthy();
  });

  it("is chosen by keyboard: Tab into the group, Space to choose, arrows to change", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Controlled />);
    screen.getByRole("button", { name: "Before" }).focus();
    await user.tab();
    const first = screen.getByRole("radio", { name: "1 star, poor" });
    expect(document.activeElement).toBe(first);
    await user.keyboard(" ");
    expect(screen.getByRole("status").textContent).toBe("1");
    await user.keyboard("{ArrowRight}{ArrowRight}{ArrowRight}");
    expect(screen.getByRole("status").textContent).toBe("4");
    expect((screen.getByRole("radio", { name: "4 stars, very good" }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText("Very good")).toBeTruthy();
    await user.keyboard("{ArrowLeft}");
    expect(screen.getByRole("status").textContent).toBe("3");
  });

  it("is chosen by clicking a star", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Controlled />);
    await user.click(screen.getByRole("radio", { name: "5 stars, excellent" }));
    expect(screen.getByRole("status").textContent).toBe("5");
  });

  it("says an error and marks the group invalid", () => {
    renderWithProviders(<Controlled error="Rate this category from 1 to 5 stars." />);
    const group = screen.getByRole("group", { name: "Mentoring" });
    expect(group.getAttribute("aria-invalid")).toBe("true");
    const errorId = group.getAttribute("aria-describedby");
    expect(errorId && document.getElementById(errorId)?.textContent).toBe("Rate this category from 1 to 5 stars.");
  });
});

describe("the read-only stars", () => {
  it("are one image named by the value", () => {
    renderWithProviders(
      <>
        <Stars value={4} />
        <Stars value={3.66} />
      </>,
    );
    expect(screen.getByRole("img", { name: "4 of 5 stars" })).toBeTruthy();
    expect(screen.getByRole("img", { name: "3.7 of 5 stars" })).toBeTruthy();
  });
});
