import type { Page } from "@playwright/test";
import {
  expect,
  expectNoSeriousA11yViolations,
  PASSWORD,
  PHONE_VIEWPORT,
  screenshot,
  screensDir,
  test,
  uniqueEmail,
} from "./fixtures.ts";

/** axe at desktop and at phone width (layouts differ: drawer, stacked grids), then both screenshots. */
async function checkScreen(page: Page, name: string) {
  await expectNoSeriousA11yViolations(page);
  const desktop = page.viewportSize();
  await page.setViewportSize(PHONE_VIEWPORT);
  try {
    await expectNoSeriousA11yViolations(page);
  } finally {
    if (desktop) await page.setViewportSize(desktop);
  }
  // axe scrolls elements into view; full-page shots should start at the top like a visitor does.
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

async function firstPlace(page: Page, query: string) {
  const response = await page.request.get(`/api/places?q=${encodeURIComponent(query)}&limit=1`);
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { items: unknown[] };
  return body.items[0];
}

test.describe.configure({ timeout: 180_000 });

test("public screens are accessible and hold up at desktop and phone width", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await checkScreen(page, "landing");

  await page.goto("/?next=%2Faccount%2Fstudent%2Fedit");
  await expect(page.getByText("Please sign in to continue")).toBeVisible();
  await checkScreen(page, "landing-with-next");

  await page.goto("/choose-sign-up-role");
  await expect(page.getByRole("heading", { level: 1, name: "Join Stint" })).toBeVisible();
  await checkScreen(page, "choose-sign-up-role");

  await page.goto("/login");
  await expect(page.getByRole("heading", { level: 1, name: "Sign in to Stint" })).toBeVisible();
  await checkScreen(page, "login");

  // Validation errors shown beside the fields are part of the screen too.
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Enter your password.")).toBeVisible();
  await checkScreen(page, "login-invalid");
});

test("sign-up and password screens are accessible and hold up at desktop and phone width", async ({ page }) => {
  await page.goto("/sign-up/student");
  await expect(page.getByRole("heading", { level: 1, name: "Create your student account" })).toBeVisible();
  await checkScreen(page, "sign-up-student");

  // The address suggestions, open.
  await page.getByRole("combobox", { name: "City" }).fill("Gen");
  await expect(page.getByRole("option").first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `${screensDir}/address-suggestions.desktop.png` });
  await page.keyboard.press("Escape");

  await page.goto("/sign-up/company");
  await expect(page.getByRole("heading", { level: 1, name: "Create your company account" })).toBeVisible();
  await checkScreen(page, "sign-up-company");

  await page.goto("/forget-password");
  await expect(page.getByRole("heading", { level: 1, name: "Forgot your password?" })).toBeVisible();
  await checkScreen(page, "forget-password");

  await page.goto("/reset-password?token=example-token");
  await expect(page.getByRole("heading", { level: 1, name: "Choose a new password" })).toBeVisible();
  await checkScreen(page, "reset-password");

  await page.goto("/reset-password");
  await expect(page.getByRole("heading", { level: 1, name: "This link is incomplete" })).toBeVisible();
  await checkScreen(page, "reset-password-no-token");

  await page.goto("/this/does/not/exist");
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await checkScreen(page, "not-found");
});

test("student screens are accessible and hold up at desktop and phone width", async ({ page }) => {
  const address = await firstPlace(page, "Zurich");
  const created = await page.request.post("/api/sign-up/student", {
    data: {
      email: uniqueEmail("screens-student"),
      password: PASSWORD,
      name: "Sofia Brunner",
      address,
      university: "ETH Zürich",
      fieldOfStudy: "Mechanical Engineering",
      degreeLevel: "master",
      expectedGraduation: "2027-06",
    },
  });
  expect(created.status()).toBe(201);

  await page.goto("/job-dashboard");
  await expect(page.getByRole("heading", { level: 1, name: /Sofia$/ })).toBeVisible();
  await checkScreen(page, "dashboard-student");

  await page.goto("/account/student/detail");
  await expect(page.getByRole("heading", { level: 1, name: "Sofia Brunner" })).toBeVisible();
  await checkScreen(page, "account-student-detail");

  await page.getByRole("button", { name: "Delete account" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `${screensDir}/delete-account-dialog.desktop.png` });
  await dialog.getByRole("button", { name: "Cancel" }).click();

  await page.goto("/account/student/edit");
  await expect(page.getByRole("heading", { level: 1, name: "Edit your account" })).toBeVisible();
  await checkScreen(page, "account-student-edit");

  await page.goto("/account/company/edit");
  await expect(page.getByRole("heading", { level: 1, name: "This page is for companies" })).toBeVisible();
  await checkScreen(page, "wrong-role");

  // The phone navigation drawer.
  await page.setViewportSize(PHONE_VIEWPORT);
  await page.goto("/job-dashboard");
  await page.getByRole("button", { name: "Open navigation" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `${screensDir}/navigation-drawer.phone.png` });
});

test("company screens are accessible and hold up at desktop and phone width", async ({ page }) => {
  const address = await firstPlace(page, "Basel");
  const created = await page.request.post("/api/sign-up/company", {
    data: {
      email: uniqueEmail("screens-company"),
      password: PASSWORD,
      name: "Helvetia Health Labs",
      address,
      website: "https://helvetia-health.example",
      industry: "Healthcare technology",
      sizeBand: "51-250",
    },
  });
  expect(created.status()).toBe(201);

  await page.goto("/job-dashboard");
  await expect(page.getByRole("heading", { level: 1, name: /Helvetia Health Labs$/ })).toBeVisible();
  await checkScreen(page, "dashboard-company");

  await page.goto("/account/company/detail");
  await expect(page.getByRole("heading", { level: 1, name: "Helvetia Health Labs" })).toBeVisible();
  await checkScreen(page, "account-company-detail");

  await page.goto("/account/company/edit");
  await expect(page.getByRole("heading", { level: 1, name: "Edit the company account" })).toBeVisible();
  await checkScreen(page, "account-company-edit");
});

test("the finish-your-account screen is accessible and explains a server refusal", async ({ page }) => {
  const created = await page.request.post("/api/sign-up/student", {
    data: { email: uniqueEmail("finish"), password: PASSWORD, name: "Ella Huber" },
  });
  expect(created.status()).toBe(201);
  const me = (await created.json()) as { user: { id: string; email: string } };
  // A user without an account row cannot be made through the API, so the session answer is replaced: the
  // screen renders as for role null, and the real server then refuses because the account exists.
  await page.route("**/api/me", (route) =>
    route.request().method() === "GET"
      ? route.fulfill({ json: { user: me.user, role: null, account: null } })
      : route.fallback(),
  );

  await page.goto("/job-dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Finish setting up your account" })).toBeVisible();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("Choose whether you are a student or a company.")).toBeVisible();
  await page.getByRole("radio", { name: /A student/ }).click();
  await page.getByLabel("Full name").fill("Ella Huber");
  await checkScreen(page, "finish-account");

  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Your account is already set up." })).toBeVisible();
  await expect(page.getByLabel("Full name")).toHaveValue("Ella Huber");
});
