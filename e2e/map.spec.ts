import { expect, networkSettled, screenshot, test } from "./fixtures.ts";
import { runAxe } from "./axe.ts";

const LOCAL_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]"]);

test("a company page shows its place on the offline world map, loading nothing from elsewhere", async ({
  page,
  signUpAs,
}) => {
  const hosts = new Set<string>();
  page.on("request", (request) => hosts.add(new URL(request.url()).hostname));

  // The map is what is under test here, so the account is made through the API; the sign-up screen with its
  // address field has its own journey.
  const places = await page.request.get("/api/places", { params: { q: "Zürich", limit: 1 } });
  expect(places.ok()).toBe(true);
  const [zurich] = (await places.json()).items;
  expect(zurich.city).toBe("Zürich");
  const { id: companyId } = await signUpAs("company", { name: "Alpine Maps AG", address: zurich });

  await page.goto(`/company-detail/${companyId}`);
  await expect(page.getByRole("heading", { level: 1, name: "Alpine Maps AG" })).toBeVisible();

  const map = page.getByRole("region", { name: `Map showing ${zurich.label}` });
  await expect(map).toBeVisible();
  await expect(map).toHaveAttribute("data-map-mode", "offline");
  await expect(map.getByRole("img", { name: zurich.label })).toBeVisible();
  // The world's land and borders are drawn (two SVG paths at least) and credited.
  await expect.poll(() => map.locator(".leaflet-overlay-pane path").count()).toBeGreaterThanOrEqual(2);
  await expect(map.getByRole("link", { name: "Natural Earth" })).toBeVisible();

  // It opens on the city's surroundings, the towns around it named, not on half a continent; and it zooms in
  // further: the towns move apart and smaller ones are named.
  const winterthur = map.getByText("Winterthur", { exact: true });
  await expect(winterthur).toBeVisible();
  await screenshot(page, "company-detail-map");
  // (The screenshots' widths moved the map, which labels its view anew.)
  await expect(winterthur).toBeVisible();
  // Measured in one go in the page: a move relabels the map, replacing the label elements.
  const gap = () =>
    map.evaluate((element) => {
      const pin = element.querySelector('[role="img"]')?.getBoundingClientRect();
      const town = [...element.querySelectorAll(".leaflet-marker-icon")]
        .find((icon) => icon.textContent === "Winterthur")
        ?.getBoundingClientRect();
      return pin && town ? Math.hypot(town.x - pin.x, town.y - pin.y) : Number.POSITIVE_INFINITY;
    });
  const towns = () => map.locator(".leaflet-marker-icon[aria-hidden='true']").allInnerTexts();
  await expect.poll(gap).toBeLessThan(Number.POSITIVE_INFINITY);
  const [before, aroundZurich] = [await gap(), await towns()];
  const zoomIn = map.getByRole("button", { name: "Zoom in" });
  await expect(zoomIn).not.toHaveAttribute("aria-disabled", "true");
  await zoomIn.click();
  await expect.poll(gap).toBeGreaterThan(before * 1.5);
  await expect
    .poll(async () => (await towns()).filter((town) => !aroundZurich.includes(town)).length)
    .toBeGreaterThan(0);
  await expect(zoomIn).not.toHaveAttribute("aria-disabled", "true");

  // Keyboard: the map and then its pin take focus; the pin shows its label.
  await map.focus();
  await expect(map).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(map.getByRole("img", { name: zurich.label })).toBeFocused();
  await expect(map.locator(".leaflet-tooltip")).toHaveText(zurich.label);

  const violations = await runAxe(page, { include: ["[data-map-mode]"] });
  expect(violations.map((violation) => `${violation.impact} ${violation.id}`)).toEqual([]);

  await networkSettled(page);
  expect([...hosts].filter((host) => !LOCAL_HOSTS.has(host))).toEqual([]);
});
