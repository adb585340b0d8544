import { expect, expectNoSeriousA11yViolations, PASSWORD, test, toast, uniqueEmail, waitForMail } from "./fixtures.ts";

const NEW_PASSWORD = "lantern orchard velvet compass";
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";

// Several screens and two browsers; the default 30 s is for single steps.
test.describe.configure({ timeout: 90_000 });

test("a student signs out a device from the list, changes the password (the other browser is signed out) and the sign-in email through the mailed link", async ({
  page,
  browser,
  baseURL,
  signUpAs,
  checkScreen,
}) => {
  const { email } = await signUpAs("student", { name: "Mara Keller" }, { emailPrefix: "security" });
  // The same student on a phone: a browser of its own.
  const phone = await browser.newContext({ baseURL, userAgent: IPHONE });
  const phonePage = await phone.newPage();
  const signInOnPhone = async (address: string, password: string) => {
    const response = await phone.request.post("/api/auth/sign-in/email", { data: { email: address, password } });
    expect(response.status()).toBe(200);
  };
  await signInOnPhone(email, PASSWORD);

  // The devices: this one first, the phone with its own "Sign out".
  await page.goto("/account/student/detail");
  await expect(page.getByRole("heading", { level: 1, name: "Mara Keller" })).toBeVisible();
  const section = page.getByRole("region", { name: "Sign-in and security" });
  const devices = section.getByRole("list", { name: "Signed-in devices" });
  await expect(devices.getByRole("listitem")).toHaveCount(2);
  await expect(devices.getByRole("listitem").first()).toContainText("This device");
  await expect(devices.getByRole("listitem").nth(1)).toContainText("Safari on iPhone");
  await checkScreen("account-security");
  await section.getByRole("button", { name: /^Sign out Safari on iPhone/ }).click();
  await expect(toast(page, "Signed out")).toBeVisible();
  await expect(devices.getByRole("listitem")).toHaveCount(1);
  await phonePage.goto("/account/student/detail");
  await expect(phonePage).toHaveURL(/next=%2Faccount/);

  // The password: a wrong current one is marked on its field; the right one signs the phone out, not this browser.
  await signInOnPhone(email, PASSWORD);
  await phonePage.goto("/account/student/detail");
  await expect(phonePage.getByRole("heading", { level: 1, name: "Mara Keller" })).toBeVisible();
  await section.getByRole("button", { name: "Change password" }).click();
  const passwordDialog = page.getByRole("dialog", { name: "Change your password" });
  await passwordDialog.getByRole("textbox", { name: "Current password" }).fill("not my password");
  await passwordDialog.getByRole("textbox", { name: "New password", exact: true }).fill(NEW_PASSWORD);
  await passwordDialog.getByRole("textbox", { name: "Repeat the new password" }).fill(NEW_PASSWORD);
  await passwordDialog.getByRole("button", { name: "Change password" }).click();
  await expect(passwordDialog.getByText("Your current password is not right.")).toBeVisible();
  await passwordDialog.getByRole("textbox", { name: "Current password" }).fill(PASSWORD);
  await passwordDialog.getByRole("button", { name: "Change password" }).click();
  await expect(toast(page, "Password changed")).toContainText("1 other device was signed out");
  await phonePage.reload();
  await expect(phonePage).toHaveURL(/next=%2Faccount/);

  // The sign-in email (this browser is still signed in): nothing changes until the mailed link is opened.
  const newEmail = uniqueEmail("security-new");
  await section.getByRole("button", { name: "Change email" }).click();
  const emailDialog = page.getByRole("dialog", { name: "Change your sign-in email" });
  await emailDialog.getByRole("textbox", { name: "New email" }).fill(newEmail);
  await emailDialog.getByRole("textbox", { name: "Current password" }).fill(NEW_PASSWORD);
  await emailDialog.getByRole("button", { name: "Send link" }).click();
  await expect(emailDialog).toBeHidden();
  const pending = section.getByRole("status").filter({ hasText: "Check your inbox" });
  await expect(pending).toContainText(newEmail);
  await expect(section).toContainText(email);
  await expectNoSeriousA11yViolations(page);

  const notice = await waitForMail(email, { subject: /about to change/ });
  expect(notice.text).toContain(newEmail);
  const mail = await waitForMail(newEmail, { subject: /Confirm your new Stint sign-in email/ });
  const link = new URL(mail.links.find((href) => href.includes("/confirm-email?token=")) ?? "");
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole("heading", { level: 1, name: "Your sign-in email is changed" })).toBeVisible();
  await expect(page.getByRole("status")).toContainText(newEmail);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("link", { name: "Go to your account" }).click();
  await expect(section).toContainText(newEmail);
  await expect(section.getByRole("status")).toHaveCount(0);

  // The new address signs in (on the phone, signed out before), and the link works only once.
  await phonePage.goto("/login");
  await phonePage.getByLabel("Email").fill(newEmail);
  await phonePage.getByRole("textbox", { name: "Password", exact: true }).fill(NEW_PASSWORD);
  await phonePage.getByRole("button", { name: "Sign in" }).click();
  await expect(phonePage).toHaveURL(/\/job-dashboard$/);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole("heading", { level: 1, name: "This link was already used" })).toBeVisible();
  await phone.close();
});
