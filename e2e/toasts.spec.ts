import path from "node:path";
import { expect, PHONE_VIEWPORT, screensDir, test, toast } from "./fixtures.ts";
import { postJob } from "./jobs-fixtures.ts";

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test("a toast covers neither the header nor its open account menu, on a wide screen and a phone", async ({
  page,
  signUpAs,
}) => {
  await signUpAs("company", { name: "Toastbrot AG" });
  const draft = await postJob(page.request, { title: "Incomplete Draft", type: "internship", workMode: "hybrid" });
  await page.goto(`/job-detail/${draft.id}`);
  // Publishing an incomplete draft is refused with a toast that lists what is missing and stays 12 s.
  await page.getByRole("button", { name: "Publish" }).click();
  const refusal = toast(page, "The job was not published");
  await expect(refusal).toBeVisible();

  for (const viewport of [{ width: 1280, height: 800 }, PHONE_VIEWPORT]) {
    await page.setViewportSize(viewport);
    await page.getByRole("button", { name: /^Account menu/ }).click();
    const accountItem = page.getByRole("menuitem", { name: "Account" });
    await expect(accountItem).toBeVisible();
    const toastBox = (await refusal.boundingBox())!;
    expect(overlap(toastBox, (await page.locator("header").boundingBox())!), `header at ${viewport.width}`).toBe(false);
    // The open menu lies on top of the toast, not under it: its items take the click.
    await accountItem.click({ trial: true, timeout: 5000 });
    // No axe here: Mantine's open menu has a finding of its own (a divider's role inside role=menu).
    await page.screenshot({ path: path.join(screensDir, `toast-and-account-menu.${viewport.width}.png`) });
    await page.keyboard.press("Escape");
  }
});
