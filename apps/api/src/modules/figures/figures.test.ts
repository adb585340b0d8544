import type { DegreeLevel } from "@stint/shared/account";
import type { Figures } from "@stint/shared/figures";
import type { JobType } from "@stint/shared/jobs";
import type { OfferStatus } from "@stint/shared/offers";
import { and, eq } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { describe, expect } from "vitest";
import type { Db } from "../../db/client.ts";
import {
  applicationEvents,
  applications,
  companies,
  jobs,
  offers,
  operatorAudit,
  students,
  users,
} from "../../db/schema/index.ts";
import { it } from "../../test/api-test.ts";
import { newOperator } from "../../test/operator-fixtures.ts";

// Placement figures (issue 37): aggregates per month and group, cells of fewer than 5 students hidden along with
// any one that would give a hidden one away, a CSV download that is audited, for operators with `figures` only.
// Each test writes its history into a year of its own, so that the tests' cells never mix.

const cellsOf = (body: Figures, month: string) => body.cells.filter((cell) => cell.month === month);

describe("placement figures", () => {
  it("count each month's applications and what became of them", async ({ app, db }) => {
    const olga = await newOperator(app, ["figures"]);
    await seedApplications(db, [
      // Six students in March 2019, one of them twice; four answers after 1, 2, 3 and 10 days.
      ...applicants(5, "2019-03", {}, "march"),
      { at: "2019-03-02T08:00:00Z", student: "march 2019-03 0", answeredAfterDays: 1, offer: "accepted" },
      { at: "2019-03-03T08:00:00Z", student: "march six", answeredAfterDays: 2, offer: "declined" },
      { at: "2019-03-04T08:00:00Z", student: "march 2019-03 1", answeredAfterDays: 3 },
      { at: "2019-03-31T23:00:00Z", student: "march 2019-03 2", answeredAfterDays: 10 },
      // April 1st in UTC, though March 31st in America.
      { at: "2019-04-01T00:30:00Z", student: "april", answeredAfterDays: 1 },
    ]);
    const response = await olga.client.get("/api/admin/figures?from=2019-02&to=2019-04");
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ from: "2019-02", to: "2019-04", by: "none", minimumStudents: 5 });
    expect(response.json.months).toEqual(["2019-02", "2019-03", "2019-04"]);
    expect(response.json.groups).toEqual([]);
    expect(response.json.cells).toEqual([
      {
        month: "2019-02",
        group: null,
        suppressed: null,
        applications: 0,
        answered: 0,
        offers: 0,
        hires: 0,
        medianDaysToFirstAnswer: null,
        students: 0,
      },
      {
        month: "2019-03",
        group: null,
        suppressed: null,
        applications: 9,
        answered: 4,
        offers: 2,
        hires: 1,
        medianDaysToFirstAnswer: 2.5,
        students: 6,
      },
      {
        month: "2019-04",
        group: null,
        suppressed: "fewStudents",
        applications: null,
        answered: null,
        offers: null,
        hires: null,
        medianDaysToFirstAnswer: null,
        students: null,
      },
    ]);
  });

  it("hide a cell of fewer than 5 students, and the smallest other one where the total would give it away", async ({
    app,
    db,
  }) => {
    const olga = await newOperator(app, ["figures"]);
    await seedApplications(db, [
      ...applicants(7, "2020-05", { degree: "bachelor", answeredAfterDays: 2 }, "bachelor"),
      ...applicants(6, "2020-05", { degree: "master" }, "master"),
      ...applicants(2, "2020-05", { degree: "doctorate", offer: "accepted" }, "doctorate"),
      // June: two groups too small, the total shown; nothing more needs hiding.
      ...applicants(3, "2020-06", { degree: "bachelor" }, "bachelor"),
      ...applicants(3, "2020-06", { degree: "master" }, "master"),
      ...applicants(6, "2020-06", { degree: null }, "unstated"),
    ]);
    const total = await olga.client.get("/api/admin/figures?from=2020-05&to=2020-06");
    expect(cellsOf(total.json, "2020-05")).toEqual([expect.objectContaining({ applications: 15, students: 15 })]);

    const byDegree = await olga.client.get("/api/admin/figures?from=2020-05&to=2020-06&by=degree");
    expect(byDegree.status).toBe(200);
    expect(byDegree.json.groups).toEqual([
      { kind: "degree", value: "secondary" },
      { kind: "degree", value: "bachelor" },
      { kind: "degree", value: "master" },
      { kind: "degree", value: "doctorate" },
      { kind: "notStated" },
    ]);
    const may = cellsOf(byDegree.json, "2020-05");
    expect(may.map((cell) => cell.suppressed)).toEqual([null, null, "complementary", "fewStudents", null]);
    expect(may[1]).toMatchObject({ applications: 7, answered: 7, students: 7, medianDaysToFirstAnswer: 2 });
    expect(may[2]).toMatchObject({ applications: null, students: null, hires: null });
    expect(may[3]).toMatchObject({ applications: null, students: null, hires: null });
    // Shown cells and the total never add up to a hidden cell on its own.
    expect(may[0]).toMatchObject({ applications: 0, students: 0 });

    const june = cellsOf(byDegree.json, "2020-06");
    expect(june.map((cell) => cell.suppressed)).toEqual([null, "fewStudents", "fewStudents", null, null]);
    expect(june[4]).toMatchObject({ applications: 6, students: 6 });

    const csv = await olga.client.get("/api/admin/figures.csv?from=2020-05&to=2020-05&by=degree");
    expect(csv.text.split("\r\n")).toEqual([
      "month,group_kind,group,applications,answered,offers,hires,median_days_to_first_answer,students,suppressed",
      "2020-05,degree,secondary,0,0,0,0,,0,",
      "2020-05,degree,bachelor,7,7,0,0,2,7,",
      "2020-05,degree,master,,,,,,,complementary",
      "2020-05,degree,doctorate,,,,,,,fewStudents",
      "2020-05,notStated,,0,0,0,0,,0,",
      "",
    ]);
  });

  it("group fields of study as typed, in one case, and the small ones as other", async ({ app, db }) => {
    const olga = await newOperator(app, ["figures"]);
    const spellings = [
      "Computer Science",
      " computer  science",
      "COMPUTER SCIENCE",
      "Computer Science",
      "Computer Science",
    ];
    await seedApplications(db, [
      ...spellings.map((fieldOfStudy, index) => ({
        at: "2021-02-10T10:00:00Z",
        student: `cs ${index}`,
        fieldOfStudy,
        jobType: "part-time" as const,
      })),
      ...applicants(6, "2021-02", { fieldOfStudy: 'Law, "International"', jobType: "full-time" }, "law"),
      ...applicants(2, "2021-02", { fieldOfStudy: "Astrobiology", jobType: "full-time" }, "astro"),
    ]);
    const response = await olga.client.get("/api/admin/figures?from=2021-02&to=2021-02&by=fieldOfStudy");
    expect(response.status).toBe(200);
    const groups = response.json.groups as { kind: string; value?: string }[];
    const cs = groups.findIndex((group) => group.value === "Computer Science");
    const law = groups.findIndex((group) => group.value === 'Law, "International"');
    const other = groups.findIndex((group) => group.kind === "other");
    expect(groups.some((group) => group.value?.toLowerCase() === "astrobiology")).toBe(false);
    const cells = response.json.cells as { group: number; suppressed: string | null; students: number | null }[];
    expect(cells.find((cell) => cell.group === other)).toMatchObject({ suppressed: "fewStudents" });
    // The other hidden cell is the smallest shown one: Computer Science's five, not Law's six.
    expect(cells.find((cell) => cell.group === cs)).toMatchObject({ suppressed: "complementary" });
    expect(cells.find((cell) => cell.group === law)).toMatchObject({ suppressed: null, students: 6 });

    const byType = await olga.client.get("/api/admin/figures?from=2021-02&to=2021-02&by=jobType");
    expect(byType.json.cells.map((cell: { applications: number | null }) => cell.applications)).toEqual([
      0, 8, 5, 0, 0,
    ]);

    const csv = await olga.client.get("/api/admin/figures.csv?from=2021-02&to=2021-02&by=fieldOfStudy");
    expect(csv.text).toContain('\r\n2021-02,fieldOfStudy,"Law, ""International""",6,0,0,0,,6,\r\n');
  });

  it("take a range of at most 36 months, first month first, with a message per field", async ({ app }) => {
    const olga = await newOperator(app, ["figures"]);
    const fields = async (query: string) => {
      const response = await olga.client.get(`/api/admin/figures?${query}`);
      expect(response.status).toBe(400);
      return response.json.error.fields;
    };
    expect(await fields("from=2020-01&to=2023-01")).toEqual({ to: "Choose at most 36 months." });
    expect(await fields("from=2020-05&to=2020-04")).toEqual({ to: "End with the first month or a later one." });
    expect(await fields("from=2020-13&to=2021-01")).toEqual({ from: "Use the form YYYY-MM." });
    expect(await fields("from=2020-1")).toEqual({ from: "Use the form YYYY-MM." });
    expect(Object.keys(await fields("by=company"))).toEqual(["by"]);
    expect(await fields("from=2001-01")).toEqual({ from: "Choose at most 36 months." });
    expect(await fields("colour=red")).toEqual({ colour: "This field is not accepted." });
    expect((await olga.client.get("/api/admin/figures.csv?from=2020-01&to=2023-01")).status).toBe(400);

    const widest = await olga.client.get("/api/admin/figures?from=2020-01&to=2022-12");
    expect(widest.status).toBe(200);
    expect(widest.json.months).toHaveLength(36);
    const lastTwelve = await olga.client.get("/api/admin/figures");
    expect(lastTwelve.json.months).toHaveLength(12);
    expect(lastTwelve.json.to).toBe(new Date().toISOString().slice(0, 7));
  });

  it("download as a CSV attachment, written to the audit log; looking at them is not", async ({ app, db }) => {
    const olga = await newOperator(app, ["figures"]);
    await seedApplications(db, applicants(5, "2022-08", { degree: "master", answeredAfterDays: 4 }, "csv"));
    await olga.client.get("/api/admin/figures?from=2022-08&to=2022-09");
    const auditOf = () =>
      db
        .select({ action: operatorAudit.action, label: operatorAudit.subjectLabel, details: operatorAudit.details })
        .from(operatorAudit)
        .where(and(eq(operatorAudit.actorId, olga.id), eq(operatorAudit.subjectType, "figures")));
    expect(await auditOf()).toEqual([]);

    const csv = await olga.client.get("/api/admin/figures.csv?from=2022-08&to=2022-09");
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toBe(
      'attachment; filename="stint-figures-2022-08-2022-09-none.csv"',
    );
    expect(csv.text).toBe(
      "month,group_kind,group,applications,answered,offers,hires,median_days_to_first_answer,students,suppressed\r\n" +
        "2022-08,all,,5,5,0,0,4,5,\r\n" +
        "2022-09,all,,0,0,0,0,,0,\r\n",
    );
    expect(await auditOf()).toEqual([
      {
        action: "figures.export",
        label: "2022-08..2022-09 by none",
        details: { from: "2022-08", to: "2022-09", by: "none" },
      },
    ]);
  });

  it("are for operators with the figures permission only, whatever the query", async ({
    app,
    signedInStudent,
    signedInCompany,
  }) => {
    const moderator = await newOperator(app, ["moderation", "accounts"]);
    const student = await signedInStudent();
    const company = await signedInCompany();
    for (const path of ["/api/admin/figures", "/api/admin/figures.csv"]) {
      for (const query of ["", "?from=nonsense&by=everything"]) {
        expect((await app.client().get(path + query)).status).toBe(401);
        for (const client of [student.client, company.client, moderator.client]) {
          expect((await client.get(path + query)).status).toBe(403);
        }
      }
    }
  });
});
const DAY_MS = 86_400_000;

/** One application of the fixture, by a student of the given field of study and degree. */
type FixtureApplication = {
  /** When it was made (UTC). */
  at: string;
  /** The student, by a name of the test's own; the same name is the same student. */
  student: string;
  fieldOfStudy?: string | null;
  degree?: DegreeLevel | null;
  jobType?: JobType;
  /** Days until the company's first move; none: never answered. */
  answeredAfterDays?: number;
  offer?: OfferStatus;
};

/**
 * Writes students, a company with a job of each type and the applications straight into the database, at the
 * times given: the figures count history, which the HTTP API can only make now.
 */
async function seedApplications(db: Db, rows: FixtureApplication[]): Promise<void> {
  const tag = randomUUID().slice(0, 8);
  const companyId = `figures-company-${tag}`;
  await db.insert(users).values({ id: companyId, name: "Figures GmbH", email: `${companyId}@example.com` });
  await db.insert(companies).values({ id: companyId, name: "Figures GmbH", emailAddress: `${companyId}@example.com` });
  const jobIds = new Map<string, string>();
  const studentIds = new Map<string, string>();
  for (const row of rows) {
    const type = row.jobType ?? "internship";
    const studentKey = row.student;
    let studentId = studentIds.get(studentKey);
    if (!studentId) {
      studentId = `figures-student-${tag}-${studentIds.size}`;
      studentIds.set(studentKey, studentId);
      const email = `${studentId}@example.com`;
      await db.insert(users).values({ id: studentId, name: row.student, email });
      await db.insert(students).values({
        id: studentId,
        name: row.student,
        emailAddress: email,
        fieldOfStudy: row.fieldOfStudy ?? null,
        degreeLevel: row.degree ?? null,
      });
    }
    // A job per application keeps the one-application-per-job-and-student rule out of the way.
    const [job] = await db
      .insert(jobs)
      .values({ companyId, title: `${type} ${jobIds.size}`, type, workMode: "on-site", companyName: "Figures GmbH" })
      .returning({ id: jobs.id });
    jobIds.set(job!.id, type);
    const at = new Date(row.at);
    const [application] = await db
      .insert(applications)
      .values({
        jobId: job!.id,
        companyId,
        studentId,
        status: row.offer === "accepted" ? "hired" : row.offer ? "offer" : "applied",
        createdAt: at,
      })
      .returning({ id: applications.id });
    const applicationId = application!.id;
    if (row.answeredAfterDays !== undefined) {
      const answeredAt = new Date(at.getTime() + row.answeredAfterDays * DAY_MS);
      await db.insert(applicationEvents).values([
        { applicationId, fromStatus: "applied", toStatus: "reviewed", actorRole: "company", createdAt: answeredAt },
        // A later move: the first answer is the earliest one.
        {
          applicationId,
          fromStatus: "reviewed",
          toStatus: "shortlisted",
          actorRole: "company",
          createdAt: new Date(answeredAt.getTime() + 5 * DAY_MS),
        },
      ]);
    }
    if (row.offer) {
      await db.insert(offers).values({ applicationId, status: row.offer, answerBy: row.at.slice(0, 10) });
    }
  }
}

/** `count` applications in `month`, each by a new student with `fields`. */
const applicants = (
  count: number,
  month: string,
  fields: Omit<FixtureApplication, "at" | "student"> = {},
  name = "student",
): FixtureApplication[] =>
  Array.from({ length: count }, (_, index) => ({
    at: `${month}-${String(10 + (index % 15)).padStart(2, "0")}T12:00:00Z`,
    student: `${name} ${month} ${index}`,
    ...fields,
  }));
