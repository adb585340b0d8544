// @vitest-environment happy-dom
import type { CandidateFilter, SavedFilter } from "@stint/shared/saved-filters";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/dom.tsx";
import { apiError, fakeApi, type FakeAnswer, type FakeRequest } from "../../../test/fake-api.ts";
import { ManageSavedFiltersDialog } from "./manage-saved-filters-dialog.tsx";
import { SaveFilterDialog } from "./save-filter-dialog.tsx";
import { SavedFiltersMenu } from "./saved-filters-menu.tsx";

afterEach(() => vi.unstubAllGlobals());

const job = { id: "job-1", title: "Fleet Software Intern" };

function saved(id: string, name: string, filter: CandidateFilter, jobId: string | null = null): SavedFilter {
  return { id, name, jobId, filter, createdAt: "2026-11-20T09:00:00.000Z", updatedAt: "2026-11-20T09:00:00.000Z" };
}

/** The API: the saved filters of `list` (changed by `answer` as the test goes), anything else from `answer`. */
function api(items: SavedFilter[], answer: (request: FakeRequest) => FakeAnswer | undefined = () => undefined) {
  let list = items;
  const requests = fakeApi((request) => {
    const answered = answer(request);
    if (answered) return answered;
    if (request.method === "GET" && request.path === "/saved-filters")
      return [200, { items: list, total: list.length }];
    return [404, apiError("not-found", "Not found")];
  });
  return { requests, setList: (next: SavedFilter[]) => (list = next) };
}

// happy-dom runs animation frames at once, so Mantine's menu dropdown never finishes its opening transition and
// stays `display: none`: its items are queried with `hidden: true` (the e2e spec opens the real one).
const menuItem = (name: string | RegExp) => screen.findByRole("menuitem", { name, hidden: true });

describe("saved filters", () => {
  const python = saved("f-1", "Python speakers", { scope: "all", skills: ["python"], status: undefined });
  const applied = saved("f-2", "Applied, 70+", { scope: "all", minScore: 70, status: ["applied"] }, "job-1");

  it("applies a saved filter, ticks the one in force and leaves out those the list cannot use", async () => {
    const user = userEvent.setup();
    const { requests } = api([python, applied]);
    const onApply = vi.fn();
    renderWithProviders(
      <SavedFiltersMenu
        job={job}
        current={{ scope: "invitable", skills: ["python"], status: undefined }}
        onApply={onApply}
        usable={(filter) => !filter.status?.length}
      />,
    );
    await user.click(await screen.findByRole("button", { name: "Saved filters, “Python speakers” in use" }));
    expect((await menuItem("Python speakers")).getAttribute("aria-current")).toBe("true");
    expect(screen.queryByRole("menuitem", { name: /Applied, 70\+/, hidden: true })).toBeNull();
    expect((await menuItem("These filters are saved")).hasAttribute("disabled")).toBe(true);
    await user.click(await menuItem("Python speakers"));
    expect(onApply).toHaveBeenCalledWith(python.filter);
    expect(requests[0]?.query.get("jobId")).toBe("job-1");
  });

  it("offers to save only filters that narrow something", async () => {
    const user = userEvent.setup();
    api([]);
    renderWithProviders(<SavedFiltersMenu job={job} current={{ scope: "all", status: undefined }} onApply={vi.fn()} />);
    await user.click(screen.getByRole("button", { name: "Saved filters" }));
    expect((await menuItem("Choose filters to save them")).hasAttribute("disabled")).toBe(true);
    expect(await screen.findByText("None yet: choose filters, then save them here.")).toBeTruthy();
  });

  it("saves the filters in use under a name; a name in use is said beside it and the typed name kept", async () => {
    const user = userEvent.setup();
    const current: CandidateFilter = { scope: "all", minScore: 60, status: ["invited"] };
    let posts = 0;
    const { requests } = api([python], (request) => {
      if (request.method !== "POST") return undefined;
      posts += 1;
      return posts === 1
        ? [
            409,
            apiError("conflict", "You have a saved filter with this name already.", {
              name: "Choose a name you have not used yet.",
            }),
          ]
        : [201, saved("f-3", "Invited, 60+", current, "job-1")];
    });
    const onClose = vi.fn();
    renderWithProviders(<SaveFilterDialog opened filter={current} job={job} onClose={onClose} />);

    const dialog = await screen.findByRole("dialog", { name: "Save these filters" });
    const name = within(dialog).getByRole("textbox", { name: "Name" });
    await user.type(name, "python speakers");
    await user.click(within(dialog).getByRole("button", { name: "Save the filter" }));
    expect(await within(dialog).findByText("Choose a name you have not used yet.")).toBeTruthy();
    expect((name as HTMLInputElement).value).toBe("python speakers");
    expect(onClose).not.toHaveBeenCalled();

    await user.clear(name);
    await user.type(name, "Invited, 60+");
    await user.click(within(dialog).getByRole("checkbox", { name: `Only for “${job.title}”` }));
    await user.click(within(dialog).getByRole("button", { name: "Save the filter" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(requests.filter((request) => request.method === "POST").at(-1)?.body).toEqual({
      name: "Invited, 60+",
      jobId: "job-1",
      filter: current,
    });
  });

  it("renames a filter, and deletes one only after asking", async () => {
    const user = userEvent.setup();
    const { requests, setList } = api([python], (request) => {
      if (request.method === "PATCH") {
        const renamed = { ...python, name: (request.body as { name: string }).name };
        setList([renamed]);
        return [200, renamed];
      }
      if (request.method === "DELETE") {
        setList([]);
        return [204];
      }
      return undefined;
    });
    renderWithProviders(<ManageSavedFiltersDialog opened onClose={vi.fn()} job={job} />);
    const dialog = await screen.findByRole("dialog", { name: "Saved filters" });
    expect(await within(dialog).findByText("For all your jobs")).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Rename “Python speakers”" }));
    const name = within(dialog).getByRole("textbox", { name: "New name for “Python speakers”" });
    await user.clear(name);
    await user.type(name, "Pythonistas");
    await user.click(within(dialog).getByRole("button", { name: "Save the name" }));
    expect(await within(dialog).findByText("Pythonistas")).toBeTruthy();
    expect(requests.find((request) => request.method === "PATCH")).toMatchObject({
      path: "/saved-filters/f-1",
      body: { name: "Pythonistas" },
    });

    await user.click(within(dialog).getByRole("button", { name: "Delete “Pythonistas”" }));
    const confirm = within(dialog).getByRole("group", { name: "Delete “Pythonistas”?" });
    await user.click(within(confirm).getByRole("button", { name: "Keep it" }));
    expect(requests.some((request) => request.method === "DELETE")).toBe(false);
    await user.click(within(dialog).getByRole("button", { name: "Delete “Pythonistas”" }));
    await user.click(within(dialog).getByRole("button", { name: "Delete the filter" }));
    expect(await within(dialog).findByText(/No saved filters left/)).toBeTruthy();
    expect(requests.find((request) => request.method === "DELETE")?.path).toBe("/saved-filters/f-1");
  });
});
