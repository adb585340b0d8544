// The account's language (issue 35, decision 035): chosen once on the account screen, it is the app's language
// after a reload and on another browser whose own language is English.
import { expect, test } from "./fixtures.ts";

test("a student chooses German for their account and gets Stint in German after a reload and on another browser", async ({
  page,
  browser,
  signUpAs,
  checkScreen,
}) => {
  test.setTimeout(150_000);
  const loaded = { timeout: 30_000 };
  const { email, password } = await signUpAs("student", { name: "Lena Meier" });
  await page.goto("/account/student/detail");
  const browserDefault = page.getByRole("radio", { name: "As my browser is set" });
  await expect(browserDefault).toBeChecked(loaded);

  await page.getByRole("radio", { name: "Deutsch" }).click();
  // The page follows at once, in place.
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByRole("heading", { name: "Sprache", level: 2 })).toBeVisible();
  await expect(page.getByRole("radio", { name: "Deutsch" })).toBeChecked();

  // A reload: German from the server's first byte.
  const reloaded = await page.reload();
  expect(await reloaded!.text()).toContain('<html lang="de"');
  await expect(page.getByRole("heading", { name: "Sprache", level: 2 })).toBeVisible(loaded);
  await checkScreen("account-language-de");

  // Another browser, English through and through, with no cookie of the switch: signing in is enough.
  const other = await browser.newContext({ locale: "en-GB" });
  try {
    const second = await other.newPage();
    await second.goto("/login");
    await expect(second.locator("html")).toHaveAttribute("lang", "en");
    await second.locator('input[type="email"]').fill(email);
    await second.locator('input[type="password"]').fill(password);
    await second.getByRole("button", { name: "Sign in" }).click();
    // After sign-in the app switches to the account's language in place.
    await expect(second.locator("html")).toHaveAttribute("lang", "de", loaded);
    // And the server's pages are German for this account, whatever the browser asks for.
    const page2 = await second.goto("/account/student/detail");
    expect(await page2!.text()).toContain('<html lang="de"');
    await expect(second.getByRole("heading", { name: "Sprache", level: 2 })).toBeVisible(loaded);

    // Back to following the browser: English again.
    await second.getByRole("radio", { name: "Wie in meinem Browser eingestellt" }).click();
    await expect(second.locator("html")).toHaveAttribute("lang", "en");
    await expect(second.getByRole("heading", { name: "Language", level: 2 })).toBeVisible();
  } finally {
    await other.close();
  }
});
