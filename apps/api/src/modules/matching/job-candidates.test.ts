import { describe, expect } from "vitest";
import { it } from "../../test/api-test.ts";
import { applied, company, job, student } from "../../test/application-fixtures.ts";
import type { TestClient } from "../../test/test-app.ts";

// A job's applicants are prepared for the engine once per CV and kept while the CV and its student are
// unchanged (job-candidates.ts): an edit must be scored at once, never the kept copy.

const ranked = async (client: TestClient, jobId: string) => {
  const response = await client.get(`/api/matching/candidates?jobId=${jobId}&scope=applicants&limit=50`);
  expect(response.status, response.text).toBe(200);
  return response.json.items as { student: { id: string }; match: { score: number; jobFit: number } }[];
};

const openCv = { desiredTypes: [], preferredPlaces: [], availableFrom: null, availableTo: null };

describe("applicants' CVs kept between rankings", () => {
  it("scores an applicant's edited CV, profile and deleted CV as they are now", async ({ app }) => {
    const employer = await company(app, "Kept Entries GmbH");
    const jobId = await job(employer, {
      title: "Go Intern",
      requiredSkills: [
        { skillId: "go", level: 3 },
        { skillId: "docker", level: 3 },
      ],
      minDegree: null,
      fieldsOfStudy: ["Computer Science"],
    });
    const applicant = await student(
      app,
      { fieldOfStudy: "History", degreeLevel: "bachelor" },
      { ...openCv, education: [], skills: [{ skillId: "go", level: 3 }] },
    );
    await applied(applicant, jobId);
    const first = (await ranked(employer.client, jobId))[0]!;
    // Asked again without a change: the same.
    expect((await ranked(employer.client, jobId))[0]).toEqual(first);

    // The CV gains the second required skill: the next ranking scores it higher.
    const edited = await applicant.client.patch(`/api/cvs/${applicant.cvId}`, {
      skills: [
        { skillId: "go", level: 3 },
        { skillId: "docker", level: 3 },
      ],
    });
    expect(edited.status, edited.text).toBe(200);
    const afterCv = (await ranked(employer.client, jobId))[0]!;
    expect(afterCv.match.jobFit).toBeGreaterThan(first.match.jobFit);

    // The profile (the engine's fallback for studies when the CV lists none) moves to the field asked for.
    const profile = await applicant.client.patch("/api/me/account", { fieldOfStudy: "Computer Science" });
    expect(profile.status, profile.text).toBe(200);
    const afterProfile = (await ranked(employer.client, jobId))[0]!;
    expect(afterProfile.match.jobFit).toBeGreaterThan(afterCv.match.jobFit);

    // The applied-with CV deleted: the student's primary CV speaks for them instead.
    const second = await applicant.client.post("/api/cvs", {
      ...openCv,
      title: "Second",
      isPrimary: true,
      skills: [{ skillId: "figma", level: 2 }],
    });
    expect(second.status, second.text).toBe(201);
    expect((await applicant.client.delete(`/api/cvs/${applicant.cvId}`)).status).toBe(204);
    const afterDelete = (await ranked(employer.client, jobId))[0]!;
    expect(afterDelete.student.id).toBe(applicant.id);
    expect(afterDelete.match.jobFit).toBeLessThan(afterProfile.match.jobFit);
  });
});
