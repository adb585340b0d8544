import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

test.describe.configure({ timeout: 90_000 });

// A real 1×1 PNG: the server checks the content, so the picture must be an image all the way down.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

const fileInput = (page: Page, label: string) => page.locator(`input[type="file"][aria-label="${label}"]`);

test("a company uploads a logo that shows on its account and its public page; a fake image is refused", async ({
  page,
  signUpAs,
  checkScreen,
}) => {
  const company = await signUpAs("company", { name: "Logo Works AG" });
  await page.goto("/account/company/edit");

  // A text file dressed as a PNG: the browser believes the name, the server reads the content.
  await page.getByLabel("Industry").fill("Design");
  await fileInput(page, "Logo").setInputFiles({
    name: "logo.png",
    mimeType: "image/png",
    buffer: Buffer.from("not an image"),
  });
  await expect(page.getByText(/not accepted|not a PNG|not an image/i)).toBeVisible();
  await expect(page.getByLabel("Industry")).toHaveValue("Design");

  const upload = page.waitForResponse(
    (r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/api/files",
  );
  await fileInput(page, "Logo").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: PNG });
  expect((await upload).status()).toBe(201);
  await expect(page.getByRole("button", { name: "Replace" })).toBeVisible();
  await checkScreen("files-company-logo-edit");

  const patch = page.waitForRequest((r) => r.method() === "PATCH" && new URL(r.url()).pathname === "/api/me/account");
  await page.getByRole("button", { name: "Save changes" }).click();
  const body = (await patch).postDataJSON() as Record<string, unknown>;
  expect(body).toEqual({ industry: "Design", logoFileId: expect.any(String) });
  await expect(page).toHaveURL(/\/account\/company\/detail$/);

  // The logo is served (a signed redirect, then the image) and rendered, on the account and the public page.
  const shown = page.locator('img[src^="/api/files/"]').first();
  await expect(shown).toBeVisible();
  expect(await shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  await page.goto(`/company-detail/${company.id}`);
  const publicLogo = page.locator('img[src^="/api/files/"]').first();
  await expect(publicLogo).toBeVisible();
  expect(await publicLogo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await checkScreen("files-company-page-logo");
});

test("a student uploads a profile picture, sees the progress finish, and removes it again", async ({
  page,
  signUpAs,
}) => {
  await signUpAs("student", { name: "Pia Picture" });
  await page.goto("/account/student/edit");

  await fileInput(page, "Profile picture").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: PNG });
  await expect(page.getByRole("button", { name: "Remove" })).toBeVisible();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page).toHaveURL(/\/account\/student\/detail$/);
  await expect(page.locator('img[src^="/api/files/"]').first()).toBeVisible();

  await page.goto("/account/student/edit");
  await page.getByRole("button", { name: "Remove" }).click();
  const patch = page.waitForRequest((r) => r.method() === "PATCH" && new URL(r.url()).pathname === "/api/me/account");
  await page.getByRole("button", { name: "Save changes" }).click();
  expect((await patch).postDataJSON()).toEqual({ avatarFileId: null });
  await expect(page).toHaveURL(/\/account\/student\/detail$/);
  await expect(page.locator('img[src^="/api/files/"]')).toHaveCount(0);
});
