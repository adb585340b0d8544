// @vitest-environment happy-dom
import type { Notification } from "@stint/shared/notifications";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/dom.tsx";
import { apiError, fakeApi, type FakeAnswer, type FakeRequest } from "../../../test/fake-api.ts";
import { bellLabel, NotificationBell } from "./notification-bell.tsx";
import { testI18n } from "../../../test/i18n-setup.ts";

afterEach(() => vi.unstubAllGlobals());

function notification(id: string, title: string, overrides: Partial<Notification> = {}): Notification {
  return {
    id,
    kind: "application.status",
    title,
    body: "Acme Robotics moved your application on.",
    target: { type: "application", id: `app-${id}`, jobId: "job-1" },
    path: "/matching-list?tab=applied",
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    readAt: null,
    ...overrides,
  };
}

/** A server with these notifications: it answers the bell's calls and marks them read. */
function server(items: Notification[], fail?: (request: FakeRequest) => FakeAnswer | undefined) {
  const unread = () => items.filter((item) => item.readAt === null).length;
  return fakeApi((request) => {
    const failed = fail?.(request);
    if (failed) return failed;
    if (request.path === "/notifications/unread-count") return [200, { unread: unread() }];
    if (request.path === "/notifications") return [200, { items, total: items.length, nextCursor: null }];
    if (request.path === "/notifications/read-all") {
      const marked = unread();
      items = items.map((item) => ({ ...item, readAt: item.readAt ?? new Date().toISOString() }));
      return [200, { marked }];
    }
    const read = /^\/notifications\/(.+)\/read$/.exec(request.path);
    if (read) {
      items = items.map((item) => (item.id === read[1] ? { ...item, readAt: new Date().toISOString() } : item));
      return [200, items.find((item) => item.id === read[1])];
    }
    return [404, apiError("not-found", "Not found.")];
  });
}

function renderBell() {
  const router = createMemoryRouter(
    [
      {
        // The bell sits in the layout, above every screen.
        element: (
          <>
            <NotificationBell allPath="/account/student/detail#notifications" />
            <Outlet />
          </>
        ),
        children: [
          { path: "/job-dashboard", element: <p>The dashboard</p> },
          { path: "/matching-list", element: <p>The matching list</p> },
          { path: "/account/student/detail", element: <p>The account screen</p> },
        ],
      },
    ],
    { initialEntries: ["/job-dashboard"] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

describe("the notification bell", () => {
  it("says how many are unread in its name", async () => {
    expect(bellLabel(testI18n.t, 0)).toBe("Notifications");
    expect(bellLabel(testI18n.t, 3)).toBe("Notifications, 3 unread");
    server([notification("n1", "Reviewed"), notification("n2", "Shortlisted"), notification("n3", "Offer")]);
    renderBell();
    expect(await screen.findByRole("button", { name: "Notifications, 3 unread" })).toBeTruthy();
  });

  it("opens the newest ones; opening one marks it read, goes to its screen and lowers the count", async () => {
    const user = userEvent.setup();
    const requests = server([
      notification("n1", "Your application was shortlisted"),
      notification("n2", "Acme invited you", { kind: "invitation.created", readAt: new Date().toISOString() }),
    ]);
    const router = renderBell();
    const bell = await screen.findByRole("button", { name: "Notifications, 1 unread" });
    await user.click(bell);

    const dialog = await screen.findByRole("dialog", { name: "Notifications" }, { timeout: 5000 }); // the panel is a lazy chunk: the first open loads it
    const item = await within(dialog).findByRole("link", { name: /Unread: Your application was shortlisted/ });
    expect(within(dialog).getByRole("link", { name: /Acme invited you/ }).textContent).not.toContain("Unread");
    expect(within(dialog).getAllByText("5 minutes ago")).toHaveLength(2);

    await user.click(item);
    await waitFor(() => expect(router.state.location.pathname).toBe("/matching-list"));
    expect(router.state.location.search).toBe("?tab=applied");
    expect(requests.some((request) => request.method === "POST" && request.path === "/notifications/n1/read")).toBe(
      true,
    );
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.getByText("The matching list")).toBeTruthy();
    expect(await screen.findByRole("button", { name: "Notifications" })).toBeTruthy();
  });

  it("links a placement round's notification to the student's card of it", async () => {
    const user = userEvent.setup();
    server([
      notification("n1", "Summer round: you have a place", {
        kind: "round.result",
        body: "Robotics intern, your 2nd choice. Confirm or decline it.",
        target: { type: "round", id: "round-1", jobId: null },
        path: "/matching-list?round=round-1",
      }),
    ]);
    const router = renderBell();
    await user.click(await screen.findByRole("button", { name: "Notifications, 1 unread" }));
    const dialog = await screen.findByRole("dialog", { name: "Notifications" });
    const item = await within(dialog).findByRole("link", { name: /Unread: Summer round: you have a place/ });
    expect(item.getAttribute("href")).toBe("/matching-list?round=round-1");
    await user.click(item);
    await waitFor(() => expect(router.state.location.search).toBe("?round=round-1"));
  });

  it("marks all as read, and Escape closes the panel with the focus back on the bell", async () => {
    const user = userEvent.setup();
    const requests = server([notification("n1", "Reviewed"), notification("n2", "Shortlisted")]);
    renderBell();
    const bell = await screen.findByRole("button", { name: "Notifications, 2 unread" });
    bell.focus();
    await user.keyboard("{Enter}");
    const dialog = await screen.findByRole("dialog", { name: "Notifications" });
    await within(dialog).findByRole("link", { name: /Unread: Reviewed/ });

    await user.click(within(dialog).getByRole("button", { name: "Mark all as read" }));
    await waitFor(() => expect(screen.getByRole("button", { name: "Notifications" })).toBeTruthy());
    expect(requests.filter((request) => request.path === "/notifications/read-all")).toHaveLength(1);
    expect(await within(dialog).findByRole("link", { name: /^Reviewed/ })).toBeTruthy();
    expect(within(dialog).getByRole("button", { name: "Mark all as read" }).hasAttribute("disabled")).toBe(true);

    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("button", { name: "Notifications" })));
  });

  it("puts the count back when marking read fails", async () => {
    const user = userEvent.setup();
    const requests = server([notification("n1", "Reviewed")], (request) =>
      request.path === "/notifications/read-all" ? [500, apiError("internal", "Something went wrong.")] : undefined,
    );
    renderBell();
    await user.click(await screen.findByRole("button", { name: "Notifications, 1 unread" }));
    const dialog = await screen.findByRole("dialog", { name: "Notifications" });
    await within(dialog).findByRole("link", { name: /Unread: Reviewed/ });
    await user.click(within(dialog).getByRole("button", { name: "Mark all as read" }));
    await waitFor(() => expect(requests.some((request) => request.path === "/notifications/read-all")).toBe(true));
    expect(await screen.findByRole("button", { name: "Notifications, 1 unread" })).toBeTruthy();
    expect(within(dialog).getByRole("link", { name: /Unread: Reviewed/ })).toBeTruthy();
  });

  it("says so when there are none, and links to the full list", async () => {
    const user = userEvent.setup();
    server([]);
    const router = renderBell();
    await user.click(await screen.findByRole("button", { name: "Notifications" }));
    const dialog = await screen.findByRole("dialog", { name: "Notifications" });
    expect(await within(dialog).findByText("No notifications yet")).toBeTruthy();
    expect(within(dialog).getByRole("button", { name: "Mark all as read" }).hasAttribute("disabled")).toBe(true);
    await user.click(within(dialog).getByRole("link", { name: "See all notifications" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/account/student/detail"));
    expect(router.state.location.hash).toBe("#notifications");
  });
});
