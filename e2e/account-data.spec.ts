import { readFile } from "node:fs/promises";
import { expect, PASSWORD, test } from "./fixtures.ts";

test("a student downloads their data, then deletes the account behind a password confirmation", async ({
  page,
  signUpAs,
}) => {
  const { email } = await signUpAs(
    "student",
    { name: "Tim Graf", university: "University of Bern" },
    { emailPrefix: "leaving" },
  );

  await page.goto("/account/student/detail");
  await expect(page.getByRole("heading", { level: 1, name: "Tim Graf" })).toBeVisible();

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download my data" }).click();
  const file = await (await download).path();
  const exported = JSON.parse(await readFile(file, "utf8")) as unknown;
  expect(JSON.stringify(exported)).toContain(email);
  expect(JSON.stringify(exported)).toContain("University of Bern");

  await page.getByRole("button", { name: "Delete account" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Your password")).toBeFocused();

  // A wrong password is marked on the field; nothing is deleted.
  await dialog.getByLabel("Your password").fill("not my password at all");
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await expect(dialog.getByLabel("Your password")).toHaveAttribute("aria-invalid", "true");
  await expect(dialog.getByText("Your current password is not right.")).toBeVisible();

  await dialog.getByLabel("Your password").fill(PASSWORD);
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("Account deleted")).toBeVisible();

  // The account is gone: its sign-in no longer works.
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "The email or password is not right" })).toBeVisible();
});
