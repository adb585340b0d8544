import { expect, test } from "./fixtures.ts";

// Two full page loads (out to the university and back): more than a single step's default.
test.describe.configure({ timeout: 60_000 });

// Through the test university's own login page (e2e/university.mjs): a first sign-in finishes as a student only.
test("a student signs in through the university's page and finishes a student account", async ({
  page,
  checkScreen,
}) => {
  const login = `student-${Date.now().toString(36)}`;
  await page.goto("/login");
  await checkScreen("login-with-university");
  await page.getByRole("button", { name: "Continue with E2E University" }).click();

  // The university's page, on its own origin.
  await page.getByPlaceholder("Enter any login").fill(login);
  await page.getByPlaceholder("and password").fill("any password");
  await page.getByRole("button", { name: "Sign-in" }).click();

  // Back on Stint, the app loads anew: the first paint takes the time a first load takes.
  await expect(page.getByRole("heading", { level: 1, name: "Finish setting up your account" })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText(`${login}@uni.e2e.example`)).toBeVisible();
  // Only the student choice, already chosen: the university vouches for a student.
  await expect(page.getByRole("radio")).toHaveCount(1);
  await expect(page.getByRole("radio", { name: /A student/ })).toBeChecked();
  await page.getByLabel("Full name").fill("Mia Keller");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/job-dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: /Mia$/ })).toBeVisible();
});

test("a refused university sign-in says why on the sign-in screen", async ({ page }) => {
  await page.goto("/login?error=university_company_account");
  await expect(page.getByRole("alert").filter({ hasText: "belongs to a company account" })).toBeVisible();
});
