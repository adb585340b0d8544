import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { dataDir, expect, PASSWORD, test, toast, uniqueEmail, waitForMail } from "./fixtures.ts";

// The operator console (issue 37). The e2e server has no demo data, so no operator: one is made the honest way,
// with `npm run operator` beside the running server (its control socket in the server's DATA_DIR), and takes up
// the mailed invitation like anyone invited.

test.describe.configure({ timeout: 120_000 });

const cliFile = fileURLToPath(new URL("../apps/api/scripts/operator.ts", import.meta.url));

function operatorCommand(...args: string[]) {
  return new Promise<string>((resolve, reject) => {
    execFile(
      process.execPath,
      [cliFile, ...args],
      { env: { ...process.env, DATA_DIR: dataDir, BASE_URL: process.env.E2E_BASE_URL }, timeout: 90_000 },
      (error, stdout, stderr) => (error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout)),
    );
  });
}

test("an operator made on the command line signs in to the console, grants a second, and reads both in the audit log", async ({
  page,
  checkScreen,
}) => {
  const olga = uniqueEmail("operator");
  expect(await operatorCommand("grant", olga)).toContain("invitation");
  const mail = await waitForMail(olga, { subject: /invited/i });
  const token = new URL(mail.links.find((link) => link.includes("/reset-password?token="))!).searchParams.get("token");
  const reset = await page.request.post("/api/auth/reset-password", { data: { token, newPassword: PASSWORD } });
  expect(reset.status()).toBe(200);

  await page.goto("/login");
  await page.getByLabel("Email").fill(olga);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin$/);

  await page
    .getByRole("link", { name: /Operators/ })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Operators" })).toBeVisible();
  const paula = uniqueEmail("second-operator");
  await page.getByRole("textbox", { name: "Email address" }).fill(paula);
  await page.getByRole("checkbox", { name: /Figures/ }).check();
  await page.getByRole("button", { name: "Grant" }).click();
  await expect(toast(page, "Invitation sent")).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: paula })).toContainText("Not signed in yet");
  await checkScreen("admin-operators");

  await page
    .getByRole("link", { name: /Audit log/ })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();
  const log = page.getByRole("table", { name: "Audit log" });
  await expect(log.getByRole("row").filter({ hasText: paula })).toContainText(olga);
  await expect(log.getByRole("row").filter({ hasText: olga }).filter({ hasText: "Command line" })).toBeVisible();
  await checkScreen("admin-audit-log");
});

test("a student opening the console is told it is not for them", async ({ page, signUpAs, checkScreen }) => {
  await signUpAs("student", { name: "Nina Student" });
  await page.goto("/admin");
  // The splash waits for the session and the screen's chunk: long on a busy two-core machine.
  await expect(page.getByRole("heading", { level: 1, name: "This is for the people who run Stint" })).toBeVisible({
    timeout: 30_000,
  });
  await checkScreen("admin-not-operator");
});
