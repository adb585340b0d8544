// @vitest-environment happy-dom
import { MantineProvider } from "@mantine/core";
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { cssVariablesResolver, theme } from "../config/theme.ts";
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

  it("hydrates the server's markup (which cannot know the width) without a mismatch, then shows the sidebar", async () => {
    const layout = (
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <SearchLayout
          searchBox={<input aria-label="Words" />}
          filters={<input aria-label="Minimum score" />}
          activeCount={0}
          heading="3 jobs"
          updating={false}
          showResultsLabel="Show 3 jobs"
        >
          <p>The results</p>
        </SearchLayout>
      </MantineProvider>
    );
    // The DOM tests' window is as wide as a desktop's: the browser's answer differs from the server's.
    expect(window.matchMedia("(min-width: 62em)").matches).toBe(true);
    const container = document.createElement("div");
    container.innerHTML = renderToString(layout);
    document.body.append(container);
    expect(screen.queryByRole("region", { name: "Filters" })).toBeNull();

    const mismatches: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, layout, { onRecoverableError: (e) => mismatches.push(e) }),
    );
    expect(mismatches).toEqual([]);
    expect(await screen.findByRole("region", { name: "Filters" })).toBeTruthy();
    act(() => root.unmount());
    container.remove();
  });
});
