// @vitest-environment happy-dom
import type { AdminCompany } from "@stint/shared/company-verification";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/dom.tsx";
import { type FakeAnswer, type FakeRequest, fakeApi } from "../../../test/fake-api.ts";
import { CompanyReviewList } from "./company-review-list.tsx";

afterEach(() => vi.unstubAllGlobals());

const waiting: AdminCompany = {
  id: "company-1",
  name: "Helvetia Robotics",
  emailAddress: "hr@helvetia.example",
  website: "https://helvetia.example",
  industry: "Robotics",
  sizeBand: "11-50",
  description: "We build warehouse robots.",
  address: null,
  logoUrl: null,
  signedUpAt: "2026-11-20T09:00:00.000Z",
  jobsPublished: 2,
  verification: { state: "waiting", reason: null, decidedAt: null, waitingSince: "2026-11-20T09:00:00.000Z" },
};

const page = (items: AdminCompany[]) => ({ items, total: items.length, nextCursor: null });

function renderList(answer: (request: FakeRequest) => FakeAnswer) {
  const requests = fakeApi(answer);
  renderWithProviders(
    <MemoryRouter>
      <CompanyReviewList />
    </MemoryRouter>,
  );
  return requests;
}

describe("the companies to verify", () => {
  it("shows waiting companies with what helps decide, and refuses one with the reason it is told", async () => {
    const user = userEvent.setup();
    let decided = false;
    const requests = renderList((request) => {
      if (request.method === "POST") {
        decided = true;
        return [
          200,
          {
            state: "refused",
            reason: "Tell us more.",
            decidedAt: "2026-11-29T10:00:00.000Z",
            waitingSince: waiting.signedUpAt,
          },
        ];
      }
      return [200, page(decided ? [] : [waiting])];
    });
    const card = await screen.findByRole("article", { name: "Helvetia Robotics" });
    expect(requests[0]!.query.get("status")).toBe("waiting");
    expect(within(card).getByText("hr@helvetia.example")).toBeTruthy();
    expect(within(card).getByText("We build warehouse robots.")).toBeTruthy();
    expect(within(card).getByText("2")).toBeTruthy();
    expect(within(card).queryByRole("button", { name: "Take back the verification of Helvetia Robotics" })).toBeNull();

    await user.click(within(card).getByRole("button", { name: "Refuse Helvetia Robotics" }));
    const dialog = await screen.findByRole("dialog", { name: "Refuse Helvetia Robotics?" });
    await user.click(within(dialog).getByRole("button", { name: "Refuse" }));
    expect(await within(dialog).findByText("Tell the company why: it reads this reason.")).toBeTruthy();
    expect(requests.some((request) => request.method === "POST")).toBe(false);

    await user.type(within(dialog).getByRole("textbox", { name: /Reason/ }), "Tell us more.");
    await user.click(within(dialog).getByRole("button", { name: "Refuse" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(requests.find((request) => request.method === "POST")).toMatchObject({
      path: "/admin/companies/company-1/verification",
      body: { decision: "refuse", reason: "Tell us more." },
    });
    expect(await screen.findByText("No company is waiting for verification")).toBeTruthy();
  });

  it("asks the server for another state and for the words searched", async () => {
    const user = userEvent.setup();
    const requests = renderList(() => [200, page([])]);
    await screen.findByText("No company is waiting for verification");
    await user.click(screen.getByText("Verified"));
    expect(await screen.findByText("No company is verified yet")).toBeTruthy();
    expect(requests.at(-1)!.query.get("status")).toBe("verified");
    await user.type(
      screen.getByRole("searchbox", { name: "Search companies by name, email or website" }),
      "helv{Enter}",
    );
    expect(await screen.findByText("No company matches your search")).toBeTruthy();
    expect(requests.at(-1)!.query.get("q")).toBe("helv");
  });
});
