import { expect, PASSWORD, test } from "./fixtures.ts";

test("a student opening a company-only screen sees the wrong-role screen with a way back", async ({
  page,
  signUpAs,
}) => {
  // The sign-up's session cookie lands in the page's browser context: the page is signed in.
  await signUpAs("student", { name: "Lea Meier" });

  await page.goto("/account/company/edit");
  await expect(page).toHaveURL(/\/account\/company\/edit$/);
  await expect(page.getByRole("heading", { level: 1, name: "This page is for companies" })).toBeVisible();
  await expect(page.getByText("You are signed in as a student")).toBeVisible();
  // No company form is rendered behind it.
  await expect(page.getByLabel("Company name")).toHaveCount(0);

  await page.getByRole("link", { name: "Go to your dashboard" }).click();
  await expect(page).toHaveURL(/\/job-dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: /Lea$/ })).toBeVisible();

  await page.goto("/account/company/detail");
  await expect(page.getByRole("heading", { level: 1, name: "This page is for companies" })).toBeVisible();
  await page.getByRole("link", { name: "Your account" }).click();
  await expect(page).toHaveURL(/\/account\/student\/detail$/);
});

test("a company opening a student-only screen is told so too", async ({ page, signUpAs }) => {
  await signUpAs("company", { name: "Contoso AG" });
  await page.goto("/account/student/edit");
  await expect(page.getByRole("heading", { level: 1, name: "This page is for students" })).toBeVisible();
  await expect(page.getByText("You are signed in as a company")).toBeVisible();
});

test("signed-in users skip the public screens; unknown paths get a not-found screen", async ({ page, signUpAs }) => {
  // Nine full page loads, more than the default 30 s allows on a busy machine.
  test.setTimeout(60_000);
  await signUpAs("student", { name: "Mia Keller" });

  await page.goto("/");
  await expect(page).toHaveURL(/\/job-dashboard$/);
  // Sign-up screens too: an account exists already, so not on to a new account's first step (CV creation).
  for (const signUpPath of ["/sign-up/student", "/sign-up/company", "/choose-sign-up-role"]) {
    await page.goto(signUpPath);
    await expect(page).toHaveURL(/\/job-dashboard$/);
  }
  await page.goto("/login?next=%2Faccount%2Fstudent%2Fdetail");
  await expect(page).toHaveURL(/\/account\/student\/detail$/);
  // Only same-site paths are honoured as `next`.
  await page.goto("/login?next=%2F%2Fevil.example%2Fphish");
  await expect(page).toHaveURL(/\/job-dashboard$/);

  await page.goto("/no/such/page");
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await page.getByRole("link", { name: "Go to your dashboard" }).click();
  await expect(page).toHaveURL(/\/job-dashboard$/);
});

test("a signed-out visitor is guarded to / with next, and a foreign next is ignored after sign-in", async ({
  page,
  request,
  signUpAs,
}) => {
  // Made on the test's own request context, so the page stays signed out.
  const { email } = await signUpAs("student", { name: "Noah Frei" }, { request });

  await page.goto("/job-dashboard");
  await expect(page).toHaveURL(/\/\?next=%2Fjob-dashboard$/);

  await page.goto("/login?next=https%3A%2F%2Fevil.example%2F");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/job-dashboard$/);
});
