// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../test/dom.tsx";
import { FilterPills } from "./filter-pills.tsx";

describe("the filters in use", () => {
  it("lists each filter with a remove button that hands back its change", async () => {
    const user = userEvent.setup();
    const onRemove = vi.fn();
    renderWithProviders(
      <FilterPills
        chips={[
          { key: "type-internship", label: "Internship", remove: { type: [] } },
          { key: "near", label: "Within 25 km of Zürich", remove: { near: null } },
        ]}
        onRemove={onRemove}
      />,
    );
    expect(screen.getByRole("list", { name: "Filters in use" })).toBeTruthy();
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
    await user.click(screen.getByRole("button", { name: "Remove the filter Within 25 km of Zürich" }));
    expect(onRemove).toHaveBeenCalledWith({ near: null });
  });

  it("shows nothing without a filter", () => {
    renderWithProviders(<FilterPills chips={[]} onRemove={() => {}} />);
    expect(screen.queryByRole("list")).toBeNull();
  });
});
