import { expect, test } from "./fixtures.ts";

// A laptop's 800 px height: the job filters' sidebar scrolls with the page, so its last filters are reached
// by scrolling the page, not hidden inside a scroll of the sidebar's own (issue 30).
test("the job filters on a short desktop screen have no scroll of their own", async ({ page, signUpAs }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signUpAs("student", { name: "Ida Short" }, { emailPrefix: "filters-height" });
  await page.goto("/job-posting-list?type=internship");
  const filters = page.getByRole("region", { name: "Filters" });
  const clear = filters.getByRole("button", { name: "Clear all filters" });
  await expect(clear).toBeAttached();
  const ownScroll = await filters.evaluate((region) => {
    // The region or any box inside it that scrolls by itself.
    const boxes = [region, ...region.querySelectorAll("*")];
    return boxes.some((box) => {
      const overflow = getComputedStyle(box).overflowY;
      return (overflow === "auto" || overflow === "scroll") && box.scrollHeight > box.clientHeight + 1;
    });
  });
  expect(ownScroll).toBe(false);
  await page.mouse.wheel(0, 2000);
  await expect(filters.getByLabel("Starting from")).toBeInViewport();
  await expect(clear).toBeInViewport();
});
