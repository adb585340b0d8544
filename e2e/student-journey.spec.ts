import { expect, PASSWORD, screenshot, test, uniqueEmail } from "./fixtures.ts";

// A whole journey through several screens; the default 30 s is for single steps.
test.describe.configure({ timeout: 90_000 });

test("a student signs up, signs out, is guarded, signs in with next and edits the account", async ({
  page,
  request,
  signUpAs,
}) => {
  // Someone already holds this address: the sign-up must say so beside the email field and keep the input.
  const { email: takenEmail } = await signUpAs("student", { name: "Someone Else" }, { request, emailPrefix: "taken" });

  const email = uniqueEmail("student");

  await page.goto("/");
  await page.getByRole("banner").getByRole("link", { name: "Get started" }).click();
  await expect(page).toHaveURL(/\/choose-sign-up-role$/);
  await page.getByRole("link", { name: /I am a student/ }).click();
  await expect(page).toHaveURL(/\/sign-up\/student$/);
  await expect(page.getByRole("heading", { level: 1, name: "Create your student account" })).toBeVisible();

  await page.getByLabel("Full name").fill("Anna Schneider");
  await page.getByLabel("Email").fill(takenEmail);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(PASSWORD);

  // The address comes from the suggestions (GET /api/places), chosen with the mouse.
  const city = page.getByRole("combobox", { name: "City" });
  await city.fill("Zur");
  await page
    .getByRole("option", { name: /^Zürich/ })
    .first()
    .click();
  await expect(city).toHaveValue(/^Zürich/);

  await page.getByLabel("University or school").fill("ETH Zürich");
  await page.getByRole("combobox", { name: "Degree level" }).click();
  await page.getByRole("option", { name: "Master's" }).click();

  await page.getByRole("button", { name: "Create student account" }).click();
  const emailInput = page.getByLabel("Email");
  await expect(emailInput).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText(/already/i).first()).toBeVisible();
  // Nothing the user typed is lost.
  await expect(page.getByLabel("Full name")).toHaveValue("Anna Schneider");
  await expect(city).toHaveValue(/^Zürich/);
  await expect(page.getByLabel("University or school")).toHaveValue("ETH Zürich");
  await screenshot(page, "sign-up-student-taken-email");

  await emailInput.fill(email);
  await page.getByRole("button", { name: "Create student account" }).click();

  // Sent on to write a first CV, with a welcome (PRODUCT §2); the dashboard is one click away.
  await expect(page).toHaveURL(/\/cv-creation$/);
  await expect(page.getByText("Welcome to Stint, Anna!")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Create your first CV" })).toBeVisible();
  await page.getByRole("banner").getByRole("link", { name: "Dashboard", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: /Anna$/ })).toBeVisible();
  await expect(page.getByRole("heading", { name: /Your profile is \d+% complete/ })).toBeVisible();

  // Sign out: back to the landing screen, without a `next`.
  await page.getByRole("button", { name: /Account menu for Anna Schneider/ }).click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1, name: /Where students and companies/ })).toBeVisible();

  // A guarded page sends a signed-out visitor to / with the page kept in `next`…
  await page.goto("/account/student/edit");
  await expect(page).toHaveURL(/\/\?next=%2Faccount%2Fstudent%2Fedit$/);
  await expect(page.getByText("Please sign in to continue")).toBeVisible();

  // …and signing in continues there.
  await page.getByRole("link", { name: "Sign in to continue" }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Faccount%2Fstudent%2Fedit$/);
  await page.getByLabel("Email").fill(email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/account\/student\/edit$/);
  await expect(page.getByRole("heading", { level: 1, name: "Edit your account" })).toBeVisible();

  // The loaded account fills the form.
  await expect(page.getByLabel("Full name")).toHaveValue("Anna Schneider");
  await expect(page.getByLabel("University or school")).toHaveValue("ETH Zürich");

  // Change two fields; the PATCH carries exactly those.
  await page.getByRole("combobox", { name: "Field of study" }).fill("Computer Science");
  await page.getByRole("switch", { name: "Open to offers" }).check();
  const patch = page.waitForRequest(
    (request) => request.method() === "PATCH" && new URL(request.url()).pathname === "/api/me/account",
  );
  await page.getByRole("button", { name: "Save changes" }).click();
  const body: unknown = (await patch).postDataJSON();
  expect(body).toEqual({ fieldOfStudy: "Computer Science", openToOffers: true });

  await expect(page).toHaveURL(/\/account\/student\/detail$/);
  await expect(page.getByText("Account saved")).toBeVisible();
  await expect(page.getByText("Computer Science")).toBeVisible();
  await expect(page.getByText("Companies can invite you")).toBeVisible();

  // The sign-in email is not edited here: it changes only through a confirmation link (issue 14).
  await page.getByRole("link", { name: "Edit account" }).click();
  await expect(page.getByLabel("Sign-in email")).toHaveValue(email);
  await expect(page.getByLabel("Sign-in email")).toHaveAttribute("readonly", "");
  await expect(page.getByRole("link", { name: "Sign-in and security" })).toBeVisible();
});
