// @vitest-environment happy-dom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/dom.tsx";
import { apiError, fakeApi, type FakeAnswer } from "../../../test/fake-api.ts";
import { invalidFieldsWithoutRequiredMark } from "../../../test/required-marks.ts";
import { testRating } from "../test-rating.ts";
import { RatingForm, type RatingFormTarget } from "./rating-form.tsx";

afterEach(() => vi.unstubAllGlobals());

const studentTarget: RatingFormTarget = {
  kind: "create",
  matchId: "match-1",
  direction: "student-to-company",
  otherName: "Acme Robotics",
  theirRatingWaiting: false,
};
const companyTarget: RatingFormTarget = {
  kind: "create",
  matchId: "match-2",
  direction: "company-to-student",
  otherName: "Noa Keller",
  theirRatingWaiting: false,
};

function renderForm(target: RatingFormTarget, answers: FakeAnswer[] = []) {
  const requests = fakeApi(() => answers.shift() ?? [500]);
  const router = createMemoryRouter(
    [
      { path: "/rating-creation", element: <RatingForm target={target} /> },
      { path: "/rating-detail/:id", element: <p>The rating</p> },
    ],
    { initialEntries: ["/rating-creation"] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return { requests, router };
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, categories: string[]) {
  await user.click(within(screen.getByRole("group", { name: "Overall" })).getByRole("radio", { name: /^4 stars/ }));
  for (const label of categories) {
    await user.click(within(screen.getByRole("group", { name: label })).getByRole("radio", { name: /^3 stars/ }));
  }
  await user.click(screen.getByRole("textbox", { name: "Title" }));
  await user.paste("Great mentoring");
  await user.click(screen.getByRole("textbox", { name: "Your review" }));
  await user.paste("My mentor took time for me every day and I learned a lot.");
  await user.click(screen.getByRole("radio", { name: "Yes" }));
}

const COMPANY_CATEGORIES = ["Mentoring", "Learning", "Work environment", "Organisation", "Fairness of pay"];

describe("the rating form", () => {
  it("asks a student for the company's categories and whether to sign", () => {
    renderForm(studentTarget);
    for (const label of COMPANY_CATEGORIES) expect(screen.getByRole("group", { name: label })).toBeTruthy();
    expect(screen.queryByRole("group", { name: "Reliability" })).toBeNull();
    expect(screen.getByRole("switch", { name: /^Sign with my name/ })).toBeTruthy();
    expect(screen.getByText(/Unless you sign it, your rating shows as by an anonymous student/)).toBeTruthy();
    expect(screen.getByText(/sees your rating only once they have rated you too, or 14 days/)).toBeTruthy();
  });

  it("asks a company for the student's categories, unsigned", () => {
    renderForm(companyTarget);
    for (const label of ["Skills", "Reliability", "Communication", "Initiative"]) {
      expect(screen.getByRole("group", { name: label })).toBeTruthy();
    }
    expect(screen.queryByRole("group", { name: "Mentoring" })).toBeNull();
    expect(screen.queryByRole("switch", { name: /^Sign with my name/ })).toBeNull();
    expect(screen.getByRole("radiogroup", { name: "Would you recommend Noa Keller?" })).toBeTruthy();
  });

  it("says what is missing before sending anything", async () => {
    const user = userEvent.setup();
    const { requests } = renderForm(companyTarget);
    await user.click(screen.getByRole("button", { name: "Save the rating" }));
    expect(await screen.findByText("Rate the placement overall from 1 to 5 stars.")).toBeTruthy();
    expect(screen.getAllByText("Rate this category from 1 to 5 stars.")).toHaveLength(4);
    expect(screen.getByText("Enter a title of at least 3 characters.")).toBeTruthy();
    expect(screen.getByText("Write at least 20 characters about the placement.")).toBeTruthy();
    expect(screen.getByText("Say whether you would recommend them.")).toBeTruthy();
    expect(screen.getByRole("group", { name: "Overall" }).getAttribute("aria-invalid")).toBe("true");
    expect(invalidFieldsWithoutRequiredMark()).toEqual([]);
    expect(requests).toHaveLength(0);
  });

  it("puts the server's field errors beside their inputs and keeps what was typed", async () => {
    const user = userEvent.setup();
    renderForm(studentTarget, [
      [
        400,
        apiError("invalid-input", "Check the marked fields.", {
          "categories.pay": "Rate this category from 1 to 5 stars.",
          title: "This title says nothing about the placement.",
        }),
      ],
    ]);
    await fillIn(user, COMPANY_CATEGORIES);
    await user.click(screen.getByRole("button", { name: "Save the rating" }));
    expect(await screen.findByText("This title says nothing about the placement.")).toBeTruthy();
    const pay = screen.getByRole("group", { name: "Fairness of pay" });
    expect(pay.getAttribute("aria-invalid")).toBe("true");
    expect(within(pay).getByText("Rate this category from 1 to 5 stars.")).toBeTruthy();
    expect((screen.getByRole("textbox", { name: "Title" }) as HTMLInputElement).value).toBe("Great mentoring");
    expect((screen.getByRole("textbox", { name: "Your review" }) as HTMLTextAreaElement).value).toMatch(/^My mentor/);
  });

  it("sends the rating of the match and opens it", async () => {
    const user = userEvent.setup();
    const saved = testRating({ id: "rating-9", mine: true, revealed: false, editable: true });
    const { requests, router } = renderForm(studentTarget, [[201, saved]]);
    await fillIn(user, COMPANY_CATEGORIES);
    await user.click(screen.getByRole("switch", { name: /^Sign with my name/ }));
    await user.click(screen.getByRole("button", { name: "Save the rating" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/rating-detail/rating-9"));
    const post = requests.find((request) => request.method === "POST");
    expect(post).toMatchObject({
      path: "/ratings",
      body: {
        matchId: "match-1",
        overall: 4,
        categories: { mentoring: 3, learning: 3, environment: 3, organisation: 3, pay: 3 },
        title: "Great mentoring",
        text: "My mentor took time for me every day and I learned a lot.",
        wouldRecommend: true,
        signed: true,
      },
    });
  });
});
