// The account screens in German (issue 35, decision 035): the finish-your-account screen, the dashboard's account
// cards, the account edit and detail screens, and the mail settings, for a browser that speaks Swiss German. The
// student signs up through the API (student-journey.spec.ts signs up on screen).
import { expect, test, toast } from "./fixtures.ts";

test.use({ locale: "de-CH" });
// A whole journey through several screens, each checked by axe at two widths.
test.describe.configure({ timeout: 420_000 });

test("a new student finishes the account, and sees the dashboard, the account and the mail settings in German", async ({
  page,
  signUpAs,
  checkScreen,
}) => {
  // A page load's first screen (a busy CI machine takes seconds); later checks keep the default wait.
  const loaded = { timeout: 30_000 };
  const { email } = await signUpAs("student", { name: "Anna Schneider" }, { emailPrefix: "student-de" });

  // The screen of a user without an account (role null): a user like that cannot be made through the API, so
  // the session's answer is replaced while it shows; the form's own check answers in German.
  const me = (await (await page.request.get("/api/me")).json()) as { user: { id: string; email: string } };
  await page.route("**/api/me", (route) =>
    route.request().method() === "GET"
      ? route.fulfill({ json: { user: me.user, role: null, account: null } })
      : route.fallback(),
  );
  await page.goto("/job-dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Konto fertig einrichten" })).toBeVisible(loaded);
  await page.getByRole("button", { name: "Weiter" }).click();
  await expect(page.getByText("Wählen Sie, ob Sie studieren oder ein Unternehmen vertreten.")).toBeVisible();
  await page.getByRole("radio", { name: /Studentin oder Student/ }).click();
  await expect(page.getByRole("heading", { name: "Ihr Studium" })).toBeVisible();
  await checkScreen("accounts-de-finish-account");
  await page.unroute("**/api/me");

  // The dashboard: the greeting, what is next and the account in brief.
  await page.goto("/job-dashboard");
  await expect(page.getByRole("heading", { level: 1, name: /^Guten (Morgen|Tag|Abend), Anna$/ })).toBeVisible(loaded);
  await expect(page.getByRole("heading", { name: "Nächste Schritte" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Zu erledigen" })).toBeVisible();
  await expect(page.getByText("Profil vervollständigen")).toBeVisible();
  await checkScreen("accounts-de-dashboard");

  // Finishing the profile on the edit screen: the studies and a bio, saved with a German toast.
  await page.getByRole("link", { name: "Profil weiter ausfüllen" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Konto bearbeiten" })).toBeVisible();
  await expect(page.getByLabel("Anmelde-E-Mail")).toHaveValue(email);
  await page.getByLabel("Hochschule oder Schule").fill("ETH Zürich");
  await page.getByLabel("Kurzprofil").fill("Studiere Informatik und baue gern barrierefreie Web-Apps.");
  await expect(page.getByText("Sie haben ungespeicherte Änderungen.")).toBeVisible();
  await checkScreen("accounts-de-edit");
  await page.getByRole("button", { name: "Änderungen speichern" }).click();
  await expect(toast(page, "Konto gespeichert")).toBeVisible();

  // The account screen: details, sign-in and security, notifications and the mail settings, all in German.
  await expect(page).toHaveURL(/\/account\/student\/detail$/);
  await expect(page.getByRole("link", { name: "Konto bearbeiten" })).toBeVisible();
  await expect(page.getByText("ETH Zürich")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Anmeldung und Sicherheit" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Passwort ändern" })).toBeVisible();
  await expect(page.getByText("Nur dieses Gerät ist bei Ihrem Konto angemeldet.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Benachrichtigungen", exact: true })).toBeVisible();
  const mail = page.getByRole("region", { name: "E-Mail-Benachrichtigungen" });
  const statusMail = mail.getByRole("switch", {
    name: "Ein Unternehmen bringt Ihre Bewerbung weiter (oder lehnt sie ab)",
  });
  await expect(statusMail).toBeChecked();
  await checkScreen("accounts-de-account");

  await statusMail.click({ force: true });
  await expect(toast(page, "E-Mail deaktiviert")).toContainText("nur unter der Glocke.");
  await expect(statusMail).not.toBeChecked();

  // The bell names itself in German, and so does its empty panel.
  await page.getByRole("button", { name: "Benachrichtigungen", exact: true }).click();
  await expect(page.getByRole("dialog", { name: "Benachrichtigungen" })).toContainText("Noch keine Benachrichtigungen");
});
