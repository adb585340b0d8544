import { expect, PHONE_VIEWPORT, test, waitForMail } from "./fixtures.ts";
import { apiHeaders, firstPlace } from "./jobs-fixtures.ts";

test.describe.configure({ timeout: 180_000 });

test("public screens are accessible and hold up at desktop and phone width", async ({ page, checkScreen }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await checkScreen("landing");

  await page.goto("/?next=%2Faccount%2Fstudent%2Fedit");
  await expect(page.getByText("Please sign in to continue")).toBeVisible();
  await checkScreen("landing-with-next");

  await page.goto("/choose-sign-up-role");
  await expect(page.getByRole("heading", { level: 1, name: "Join Stint" })).toBeVisible();
  await checkScreen("choose-sign-up-role");

  await page.goto("/login");
  await expect(page.getByRole("heading", { level: 1, name: "Sign in to Stint" })).toBeVisible();
  await checkScreen("login");

  // The password's show/hide toggle is a stop of its own for the keyboard, and says whether it is pressed.
  const password = page.getByRole("textbox", { name: "Password", exact: true });
  await password.fill("correct horse");
  await password.press("Tab");
  const toggle = page.getByRole("button", { name: "Show password" });
  await expect(toggle).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  await expect(password).toHaveAttribute("type", "text");
  await password.clear();

  // Validation errors shown beside the fields are part of the screen too.
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Enter your password.")).toBeVisible();
  await checkScreen("login-invalid");
});

test("sign-up and password screens are accessible and hold up at desktop and phone width", async ({
  page,
  request,
  signUpAs,
  checkScreen,
}) => {
  await page.goto("/sign-up/student");
  await expect(page.getByRole("heading", { level: 1, name: "Create your student account" })).toBeVisible();
  await checkScreen("sign-up-student");

  // The address suggestions, open.
  await page.getByRole("combobox", { name: "City" }).fill("Gen");
  await expect(page.getByRole("option").first()).toBeVisible();
  await checkScreen("address-suggestions", { asIs: true });
  await page.keyboard.press("Escape");

  await page.goto("/sign-up/company");
  await expect(page.getByRole("heading", { level: 1, name: "Create your company account" })).toBeVisible();
  await checkScreen("sign-up-company");

  await page.goto("/forget-password");
  await expect(page.getByRole("heading", { level: 1, name: "Forgot your password?" })).toBeVisible();
  await checkScreen("forget-password");

  // The form shows for a link that can still be used: a real one, mailed to an account signed up aside.
  const { email } = await signUpAs("student", {}, { request, emailPrefix: "screens-reset" });
  const asked = await request.post("/api/auth/request-password-reset", { data: { email }, headers: apiHeaders });
  expect(asked.status()).toBe(200);
  const link = (await waitForMail(email, { subject: /reset/i })).links.find((href) => href.includes("token="));
  expect(link, "a reset link in the mail").toBeTruthy();
  const resetUrl = new URL(link ?? "");
  await page.goto(`${resetUrl.pathname}${resetUrl.search}`);
  await expect(page.getByRole("textbox", { name: "New password", exact: true })).toBeVisible();
  await checkScreen("reset-password");

  // A made-up (or used, or expired) token says so at once.
  await page.goto("/reset-password?token=example-token");
  await expect(page.getByRole("heading", { level: 1, name: "This reset link can no longer be used" })).toBeVisible();

  await page.goto("/reset-password");
  await expect(page.getByRole("heading", { level: 1, name: "This link is incomplete" })).toBeVisible();
  await checkScreen("reset-password-no-token");

  // A path without a screen answers 404 (for link checkers and crawlers) and the app shows why.
  const missing = await page.goto("/this/does/not/exist");
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await checkScreen("not-found");
});

test("student screens are accessible and hold up at desktop and phone width", async ({
  page,
  signUpAs,
  checkScreen,
}) => {
  await signUpAs("student", {
    name: "Sofia Brunner",
    address: await firstPlace(page.request, "Zurich"),
    university: "ETH Zürich",
    fieldOfStudy: "Mechanical Engineering",
    degreeLevel: "master",
    expectedGraduation: "2027-06",
  });

  await page.goto("/job-dashboard");
  await expect(page.getByRole("heading", { level: 1, name: /Sofia$/ })).toBeVisible();
  await checkScreen("dashboard-student");

  await page.goto("/account/student/detail");
  await expect(page.getByRole("heading", { level: 1, name: "Sofia Brunner" })).toBeVisible();
  await checkScreen("account-student-detail");

  await page.getByRole("button", { name: "Delete account" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  await expect(dialog).toBeVisible();
  await checkScreen("delete-account-dialog", { asIs: true });
  await dialog.getByRole("button", { name: "Cancel" }).click();

  await page.goto("/account/student/edit");
  await expect(page.getByRole("heading", { level: 1, name: "Edit your account" })).toBeVisible();
  await checkScreen("account-student-edit");

  await page.goto("/account/company/edit");
  await expect(page.getByRole("heading", { level: 1, name: "This page is for companies" })).toBeVisible();
  await checkScreen("wrong-role");

  // The phone navigation drawer.
  await page.setViewportSize(PHONE_VIEWPORT);
  await page.goto("/job-dashboard");
  await page.getByRole("button", { name: "Open navigation" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await checkScreen("navigation-drawer", { asIs: true });
});

test("company screens are accessible and hold up at desktop and phone width", async ({
  page,
  signUpAs,
  checkScreen,
}) => {
  await signUpAs("company", {
    name: "Helvetia Health Labs",
    address: await firstPlace(page.request, "Basel"),
    website: "https://helvetia-health.example",
    industry: "Healthcare technology",
    sizeBand: "51-250",
  });

  await page.goto("/job-dashboard");
  await expect(page.getByRole("heading", { level: 1, name: /Helvetia Health Labs$/ })).toBeVisible();
  await checkScreen("dashboard-company");

  await page.goto("/account/company/detail");
  await expect(page.getByRole("heading", { level: 1, name: "Helvetia Health Labs" })).toBeVisible();
  await checkScreen("account-company-detail");

  await page.goto("/account/company/edit");
  await expect(page.getByRole("heading", { level: 1, name: "Edit the company account" })).toBeVisible();
  await checkScreen("account-company-edit");
});

test("the finish-your-account screen is accessible and explains a server refusal", async ({
  page,
  signUpAs,
  checkScreen,
}) => {
  const { id, email } = await signUpAs("student", { name: "Ella Huber" });
  // A user without an account row cannot be made through the API, so the session answer is replaced: the
  // screen renders as for role null, and the real server then refuses because the account exists.
  await page.route("**/api/me", (route) =>
    route.request().method() === "GET"
      ? route.fulfill({ json: { user: { id, email }, role: null, account: null } })
      : route.fallback(),
  );

  await page.goto("/job-dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Finish setting up your account" })).toBeVisible();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("Choose whether you are a student or a company.")).toBeVisible();
  await page.getByRole("radio", { name: /A student/ }).click();
  await page.getByLabel("Full name").fill("Ella Huber");
  await checkScreen("finish-account");

  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Your account is already set up." })).toBeVisible();
  await expect(page.getByLabel("Full name")).toHaveValue("Ella Huber");
});
