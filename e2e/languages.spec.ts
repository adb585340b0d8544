// Two languages (issue 35, decision 035): the e2e server offers English and German (UI_LANGUAGES=en,de, e2e/run.mjs).
import { expect, test } from "./fixtures.ts";

test.describe("a visitor whose browser speaks Swiss German", () => {
  test.use({ locale: "de-CH" });

  test("gets the landing page, the sign-in and the sign-up in German from the server's first byte, and can switch to English and back", async ({
    page,
    checkScreen,
  }) => {
    // Two screens checked by axe at two widths, a switch there and back, and a third screen.
    test.setTimeout(150_000);
    // The first response, before any script: German, and says so.
    const landing = await page.goto("/");
    const landingHtml = await landing!.text();
    expect(landingHtml).toContain('<html lang="de" data-locale="de-CH" data-ui-languages="en,de"');
    expect(landingHtml).toContain("Stint benötigt JavaScript");
    expect(landingHtml).toContain("Stint wird geladen");
    expect(landingHtml).not.toContain("Loading Stint");

    // A page load's first screen (a busy CI machine takes seconds); later checks keep the default wait.
    const loaded = { timeout: 30_000 };
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Wo Studierende und Unternehmen zueinander passen",
      loaded,
    );
    await expect(page).toHaveTitle(/^Stint: wo Studierende und Unternehmen zusammenfinden/);
    await checkScreen("languages-landing-de");

    // The switch re-renders in place: no reload (the marker survives), the cookie keeps the choice.
    await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
    const switcher = page.getByRole("radiogroup", { name: "Sprache" });
    await switcher.getByText("English").click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Where students and companies find the right fit");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
    expect((await page.context().cookies()).find((cookie) => cookie.name === "stint_lang")?.value).toBe("en");
    // The next page comes from the server in English, as the cookie says.
    const english = await page.request.get("/login", { headers: { "accept-language": "de-CH" } });
    expect(await english.text()).toContain('<html lang="en"');

    await page.getByRole("radiogroup", { name: "Language" }).getByText("Deutsch").click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Wo Studierende und Unternehmen zueinander passen",
    );
    await expect(page.locator("html")).toHaveAttribute("lang", "de");

    // The sign-in, opened anew: German from the server, German field and API error messages.
    const login = await page.goto("/login");
    expect(await login!.text()).toContain('<html lang="de"');
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bei Stint anmelden", loaded);
    await page.getByRole("button", { name: "Anmelden" }).click();
    await expect(page.getByText("Geben Sie eine gültige E-Mail-Adresse ein.")).toBeVisible();
    await expect(page.getByText("Geben Sie Ihr Passwort ein.")).toBeVisible();
    await page.getByLabel("E-Mail-Adresse").fill("nobody@example.com");
    await page.locator('input[type="password"]').fill("not the password");
    await page.getByRole("button", { name: "Anmelden" }).click();
    await expect(page.getByRole("alert")).toContainText("E-Mail-Adresse oder Passwort stimmen nicht.");
    await checkScreen("languages-login-de");

    // The student sign-up in German (accounts-de.spec.ts signs up through the API, student-journey.spec.ts on screen).
    await page.goto("/sign-up/student");
    await expect(page.getByRole("heading", { level: 1, name: "Konto für Studierende anlegen" })).toBeVisible(loaded);
    await expect(page.getByLabel("Vollständiger Name")).toBeVisible();
    await expect(page.getByLabel("E-Mail-Adresse")).toBeVisible();
    await expect(page.getByRole("button", { name: "Konto anlegen" })).toBeVisible();
  });
});

test("a browser that asks for no German gets English, and so does every other spec's", async ({ page }) => {
  const response = await page.goto("/");
  expect(await response!.text()).toContain('<html lang="en" data-locale="en-GB"');
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Where students and companies find the right fit", {
    timeout: 30_000,
  });
});
