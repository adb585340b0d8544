// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../test/dom.tsx";
import { SearchLayout } from "./search-layout.tsx";

describe("the search layout", () => {
  it("puts the filters in a sidebar and in a drawer opened by the Filters button, beside the named results", async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <SearchLayout
        searchBox={<input aria-label="Words" />}
        filters={<input aria-label="Minimum score" />}
        activeCount={2}
        heading="12 candidates, best first"
        updating
        showResultsLabel="Show 12 candidates"
      >
        <p>The results</p>
      </SearchLayout>,
    );
    const sidebar = screen.getByRole("region", { name: "Filters" });
    expect(within(sidebar).getByRole("textbox", { name: "Minimum score" })).toBeTruthy();
    const results = screen.getByRole("region", { name: "12 candidates, best first" });
    expect(within(results).getByText("The results")).toBeTruthy();
    expect(within(results).getByLabelText("Updating the results")).toBeTruthy();

    // The Filters button and the drawer are for phones: hidden in the DOM tests' window, as wide as a desktop's.
    expect(screen.queryByText("Show 12 candidates")).toBeNull();
    await user.click(within(results).getByText("Filters (2)"));
    expect(await screen.findByText("Show 12 candidates")).toBeTruthy();
    expect(screen.getAllByLabelText("Minimum score")).toHaveLength(2);
  });
});
