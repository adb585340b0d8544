import { expect, PASSWORD, test, uniqueEmail } from "./fixtures.ts";

// A whole journey through several screens; the default 30 s is for single steps.
test.describe.configure({ timeout: 90_000 });

test("a company signs up and edits its account, sending only the changed fields", async ({ page }) => {
  const email = uniqueEmail("company");

  await page.goto("/choose-sign-up-role");
  await page.getByRole("link", { name: /We are a company/ }).click();
  await expect(page).toHaveURL(/\/sign-up\/company$/);

  await page.getByLabel("Company name").fill("Northwind Robotics");
  await page.getByLabel("Work email").fill(email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(PASSWORD);
  const city = page.getByRole("combobox", { name: "City" });
  await city.fill("berl");
  // Keyboard only: the best match is preselected, Enter takes it.
  await expect(page.getByRole("option", { name: /^Berlin/ }).first()).toBeVisible();
  await city.press("Enter");
  await expect(city).toHaveValue(/^Berlin/);
  // A bare domain is completed to a full address.
  await page.getByLabel("Website").fill("northwind.example");
  await page.getByRole("combobox", { name: "Company size" }).click();
  await page.getByRole("option", { name: "11-50 employees" }).click();
  await page.getByRole("button", { name: "Create company account" }).click();

  // A new company goes on to post its first job (PRODUCT §2); the dashboard is one click away.
  await expect(page).toHaveURL(/\/job-creation$/);
  await expect(page.getByText("Welcome to Stint, Northwind Robotics!")).toBeVisible();
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Dashboard" }).click();
  await expect(page.getByRole("heading", { level: 1, name: /Northwind Robotics$/ })).toBeVisible();

  // The missing items link to the edit screen, opened on that field.
  await page.getByRole("link", { name: "Add your industry" }).click();
  await expect(page).toHaveURL(/\/account\/company\/edit\?focus=industry$/);
  await expect(page.getByLabel("Industry")).toBeFocused();
  await expect(page.getByLabel("Website")).toHaveValue("https://northwind.example");
  await expect(city).toHaveValue(/^Berlin/);

  await page.getByLabel("Industry").fill("Robotics");
  await page.getByLabel("About the company").fill("We build warehouse robots and hire 10 interns a year.");
  const patch = page.waitForRequest(
    (request) => request.method() === "PATCH" && new URL(request.url()).pathname === "/api/me/account",
  );
  await page.getByRole("button", { name: "Save changes" }).click();
  expect((await patch).postDataJSON()).toEqual({
    industry: "Robotics",
    description: "We build warehouse robots and hire 10 interns a year.",
  });

  await expect(page).toHaveURL(/\/account\/company\/detail$/);
  await expect(page.getByText("We build warehouse robots and hire 10 interns a year.")).toBeVisible();
  await expect(page.getByText("11-50 employees")).toBeVisible();

  // The session reflects the change everywhere, e.g. the dashboard's summary.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Dashboard" }).click();
  await expect(page.getByText("Robotics · 11-50 employees")).toBeVisible();

  // Leaving with unsaved changes asks first.
  await page.goto("/account/company/edit");
  await page.getByLabel("Industry").fill("Logistics");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Dashboard" }).click();
  const dialog = page.getByRole("dialog", { name: "Discard your changes?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Keep editing" }).click();
  await expect(page).toHaveURL(/\/account\/company\/edit$/);
  await expect(page.getByLabel("Industry")).toHaveValue("Logistics");
});
