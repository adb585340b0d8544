// The vocabulary in two languages (issue 35): a search names a skill or field of study in German or English
// and finds the jobs that name it in either.
import { expect, test } from "./fixtures.ts";
import { internship, postJob, uniqueWord } from "./jobs-fixtures.ts";

test.describe("a student whose browser speaks Swiss German", () => {
  test.use({ locale: "de-CH" });

  test("searches jobs in German and finds those written in English, and the reverse", async ({
    page,
    request,
    signUpAs,
    checkScreen,
  }) => {
    test.setTimeout(120_000);
    const word = uniqueWord("zv");
    // The company posts on its own session; the page is the student's.
    await signUpAs("company", { name: "Rheintal Antriebe AG" }, { request });
    await postJob(
      request,
      internship(word, "Mechanical Design Intern", {
        description:
          `Design gearboxes for our ${word} robots with our mechanical engineering team. ` +
          "You model parts in CAD, test prototypes in our workshop and present your results every month.",
        requiredSkills: [{ skillId: "mechanical-engineering", level: 3 }],
      }),
    );
    await postJob(
      request,
      internship(word, "Praktikum Konstruktion", {
        description:
          `Sie studieren Maschinenbau und konstruieren mit uns Getriebe für ${word}-Roboter. ` +
          "Sie modellieren Bauteile im CAD und testen Prototypen in unserer Werkstatt. Teamfähigkeit ist uns wichtig.",
        requiredSkills: [{ skillId: "cad", level: 2 }],
      }),
    );
    await signUpAs("student", { name: "Lea Gerber" });

    const loaded = { timeout: 30_000 };
    const english = page.getByRole("link", { name: "Mechanical Design Intern" });
    const german = page.getByRole("link", { name: "Praktikum Konstruktion" });

    // German words find the English job (by its skill and its text) beside the German one.
    await page.goto(`/job-posting-list?q=${encodeURIComponent(`Maschinenbau ${word}`)}`);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(english).toBeVisible(loaded);
    await expect(german).toBeVisible();
    await checkScreen("vocabulary-search-de");

    // English words find the German job.
    await page.goto(`/job-posting-list?q=${encodeURIComponent(`mechanical engineering ${word}`)}`);
    await expect(german).toBeVisible(loaded);
    await expect(english).toBeVisible();

    // A German word typed without umlauts finds it as written with them, and nothing else.
    await page.goto(`/job-posting-list?q=${encodeURIComponent(`Teamfaehigkeit ${word}`)}`);
    await expect(german).toBeVisible(loaded);
    await expect(english).toHaveCount(0);
  });
});
