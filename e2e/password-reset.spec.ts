import { expect, PASSWORD, screenshot, test, waitForMail } from "./fixtures.ts";

const NEW_PASSWORD = "lantern orchard velvet compass";

// A whole journey through several screens; the default 30 s is for single steps.
test.describe.configure({ timeout: 90_000 });

test("a forgotten password is reset through the mailed link; the old password stops working", async ({
  page,
  request,
  signUpAs,
  checkScreen,
}) => {
  const { email } = await signUpAs("student", { name: "Jonas Weber" }, { request, emailPrefix: "forgetful" });

  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await expect(page).toHaveURL(/\/forget-password\?email=/);
  // What was typed on the sign-in screen comes along.
  await expect(page.getByLabel("Email")).toHaveValue(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText("If an account exists for this address, we sent a link")).toBeVisible();
  await screenshot(page, "forget-password-sent");

  const mail = await waitForMail(email, { subject: /reset/i });
  const link = mail.links.find((candidate) => candidate.includes("/reset-password?token="));
  expect(link, `a reset link in:\n${mail.text}`).toBeTruthy();
  const resetUrl = new URL(link ?? "");

  await page.goto(`${resetUrl.pathname}${resetUrl.search}`);
  await expect(page.getByRole("heading", { level: 1, name: "Choose a new password" })).toBeVisible();

  // Client-side checks keep the input and say what is wrong, before anything is sent.
  await page.getByRole("textbox", { name: "New password", exact: true }).fill(NEW_PASSWORD);
  await page.getByRole("textbox", { name: "Repeat the new password" }).fill(`${NEW_PASSWORD}!`);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("The two passwords are not the same.")).toBeVisible();
  await page.getByRole("textbox", { name: "Repeat the new password" }).fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Change password" }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText("Password changed")).toBeVisible();

  // The old password fails with the same message as any wrong sign-in…
  await page.getByLabel("Email").fill(email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "The email or password is not right" })).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue(email);
  await screenshot(page, "login-wrong-password");

  // …and the new one signs in.
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/job-dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: /Jonas$/ })).toBeVisible();

  // The link works only once, and says so as soon as it is opened again: no password is asked for.
  await page.goto(`${resetUrl.pathname}${resetUrl.search}`);
  await expect(page.getByRole("heading", { level: 1, name: "This reset link can no longer be used" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Request a new link" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "New password", exact: true })).toHaveCount(0);
  await checkScreen("reset-password-used-link");
});
