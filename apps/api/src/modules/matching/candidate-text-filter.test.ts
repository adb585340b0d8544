import { describe, expect } from "vitest";
import { it } from "../../test/api-test.ts";
import { applied, company, job, student } from "../../test/application-fixtures.ts";
import { listCandidates, rustCv, rustJob } from "../../test/candidate-fixtures.ts";
import { createCv, fullCv } from "../../test/cv-fixtures.ts";

// The text filters (q, university) on each scope: the invitable by their primary CV, a job's applicants by the
// CV they applied with, whether or not they are open to offers.

describe("candidate text filters", () => {
  it("find an applicant by name, by the title of the CV they applied with and by school, on the applicants' scopes only", async ({
    app,
  }) => {
    const employer = await company(app, "Ferrous Labs");
    const jobId = await job(employer, rustJob);
    // Not open to offers, applying with a second CV (not their primary one) whose school is unusual.
    const applicant = await student(app, { openToOffers: false, name: "Quentin Ferris" }, rustCv);
    const second = await createCv(
      applicant.client,
      fullCv({
        ...rustCv,
        title: "Embedded systems CV",
        education: [
          {
            school: "Hochschule Luzern",
            degreeLevel: "bachelor",
            field: "Informatik",
            start: "2023-09",
            end: null,
            grade: "",
          },
        ],
      }),
    );
    await applied({ ...applicant, cvId: second.id as string }, jobId);
    const other = await student(app, { name: "Ada Other" }, rustCv);
    await applied(other, jobId);

    const ids = async (query: string) =>
      (await listCandidates(employer.client, `jobId=${jobId}&limit=50&${query}`)).items.map((item) => [
        item.student.id,
        item.cvId,
      ]);

    expect(await ids("scope=applicants&q=ferris")).toEqual([[applicant.id, second.id]]);
    expect(await ids("scope=applicants&q=embedded%20systems")).toEqual([[applicant.id, second.id]]);
    expect(await ids("scope=all&university=luzern")).toEqual([[applicant.id, second.id]]);
    expect(await ids("scope=all&q=ada")).toEqual([[other.id, other.cvId]]);
    // The primary CV's title does not find them through the CV they did not apply with.
    expect(await ids("scope=applicants&q=robotics%20internship")).toEqual([[other.id, other.cvId]]);
    // Among the invitable, only students open to offers, by their primary CV.
    expect(await ids("q=ferris")).toEqual([]);
    expect(await ids("q=ada")).toEqual([[other.id, other.cvId]]);
  });
});
