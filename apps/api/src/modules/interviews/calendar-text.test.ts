import { describe, expect, it } from "vitest";
import { translator } from "../../i18n/server-i18n.ts";
import { interviewDescription, interviewSummary } from "./calendar-invite.ts";

// What a calendar event says (SUMMARY, DESCRIPTION), in its reader's language: the same event reads in English
// for one side and in German for the other.

const row = {
  jobTitle: "Robotics Intern",
  companyName: "Acme Robotics",
  studentName: "Lena Meier",
  note: "Bring your portfolio.",
  timeZone: "Europe/Zurich",
  reason: "The position has been filled.",
  status: "cancelled" as const,
};
const link = "https://stint.example/job-detail/j-1";

describe("an interview's calendar text", () => {
  it("names the job and the other side, in English as before", () => {
    const t = translator("en");
    expect(interviewSummary(row, "student", t)).toBe("Interview: Robotics Intern at Acme Robotics");
    expect(interviewSummary(row, "company", t)).toBe("Interview with Lena Meier: Robotics Intern");
    expect(interviewDescription(row, link, t)).toBe(
      [
        "Bring your portfolio.",
        "Cancelled: The position has been filled.",
        "Held in the time zone Europe/Zurich.",
        `In Stint: ${link}`,
      ].join("\n\n"),
    );
  });

  it("is German for a reader whose language is German, what people wrote kept as written", () => {
    const t = translator("de");
    expect(interviewSummary(row, "student", t)).toBe("Vorstellungsgespräch: Robotics Intern bei Acme Robotics");
    expect(interviewSummary(row, "company", t)).toBe("Vorstellungsgespräch mit Lena Meier: Robotics Intern");
    expect(interviewDescription({ ...row, status: "scheduled" as never }, link, t)).toBe(
      ["Bring your portfolio.", "Findet in der Zeitzone Europe/Zurich statt.", `In Stint: ${link}`].join("\n\n"),
    );
    expect(interviewDescription(row, link, t)).toContain("Abgesagt: The position has been filled.");
  });
});
