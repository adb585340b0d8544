// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../test/dom.tsx";
import { SearchBox } from "./search-box.tsx";

describe("the search box", () => {
  it("is a search landmark named by its label, and searches the trimmed words on Enter", async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    renderWithProviders(<SearchBox q="" onSearch={onSearch} label="Jobs" placeholder="Job title" />);
    expect(screen.getByRole("search", { name: "Jobs" })).toBeTruthy();
    await user.type(screen.getByRole("searchbox", { name: "Search jobs" }), "  data engineer {Enter}");
    expect(onSearch).toHaveBeenCalledWith("data engineer");
  });

  it("shows the URL's words when they change (back and forward)", () => {
    const { rerender } = renderWithProviders(
      <SearchBox q="ml" onSearch={() => {}} label="Candidates" placeholder="" />,
    );
    const box = screen.getByRole<HTMLInputElement>("searchbox", { name: "Search candidates" });
    expect(box.value).toBe("ml");
    rerender(<SearchBox q="sql" onSearch={() => {}} label="Candidates" placeholder="" />);
    expect(box.value).toBe("sql");
  });
});
