import { hashPassword } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import { describe, expect } from "vitest";
import type { Db } from "../db/client.ts";
import { authAccounts, cvs, students, users } from "../db/schema/index.ts";
import { it } from "../test/api-test.ts";
import { GOOD_PASSWORD, uniqueEmail, ZURICH } from "../test/test-app.ts";
import { fullCv } from "../test/cv-fixtures.ts";
import { insertAccountsInBulk } from "./insert-accounts-in-bulk.ts";
import { insertCvsInBulk } from "./insert-cvs-in-bulk.ts";

// The bulk paths of the demo data must store exactly what sign-up and the CV service store.

const PROFILE = {
  name: "Bulk Student",
  address: ZURICH,
  university: "ETH Zürich",
  fieldOfStudy: "Computer Science",
  degreeLevel: "master" as const,
  expectedGraduation: "2027-09",
  bio: "Robotics.",
  openToOffers: true,
};

async function rowsOf(db: Db, id: string) {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  const [credential] = await db.select().from(authAccounts).where(eq(authAccounts.userId, id));
  const [student] = await db.select().from(students).where(eq(students.id, id));
  return { user: user!, credential: credential!, student: student! };
}

describe("insertAccountsInBulk", () => {
  it("stores what sign-up stores, and the password signs in", async ({ app, db, signedInStudent }) => {
    const signedUp = await signedInStudent(PROFILE);
    const email = uniqueEmail("bulk");
    const [id] = await insertAccountsInBulk({
      db,
      accounts: [
        { role: "student", email, ...PROFILE },
        // A row with fewer fields takes the column defaults, as sign-up would.
        { role: "student", email: uniqueEmail("bare"), name: "Bare Student" },
      ],
      passwordHash: await hashPassword(GOOD_PASSWORD),
    });
    const bulk = await rowsOf(db, id!);
    const reference = await rowsOf(db, signedUp.id);
    const comparable = ({ user, credential, student }: Awaited<ReturnType<typeof rowsOf>>) => ({
      user: { ...user, id: undefined, email: undefined, createdAt: undefined, updatedAt: undefined },
      credential: {
        ...credential,
        id: undefined,
        accountId: undefined,
        userId: undefined,
        password: undefined,
        createdAt: undefined,
        updatedAt: undefined,
      },
      student: { ...student, id: undefined, emailAddress: undefined, createdAt: undefined, updatedAt: undefined },
    });
    expect(comparable(bulk)).toEqual(comparable(reference));
    expect(bulk.credential.accountId).toBe(id);

    const client = app.client();
    const signIn = await client.post("/api/auth/sign-in/email", { email, password: GOOD_PASSWORD });
    expect(signIn.status).toBe(200);
    expect((await client.get("/api/me")).json.account).toMatchObject({ role: "student", ...PROFILE });
  });
});

describe("insertCvsInBulk", () => {
  it("stores what the create service stores, derived skill copy included", async ({ db, signedInStudent }) => {
    const { client, id: studentId } = await signedInStudent();
    const created = (await client.post("/api/cvs", fullCv())).json;
    const fields = { ...fullCv(), isPrimary: false } as Parameters<typeof insertCvsInBulk>[0]["cvs"][number]["fields"];
    const at = new Date("2026-01-02T03:04:05Z");
    const [id] = await insertCvsInBulk({
      db,
      cvs: [{ studentId, fields, createdAt: at, updatedAt: at }],
    });
    const [bulk] = await db.select().from(cvs).where(eq(cvs.id, id!));
    const [reference] = await db.select().from(cvs).where(eq(cvs.id, created.id));
    const comparable = (row: typeof bulk) => ({
      ...row,
      id: undefined,
      isPrimary: undefined,
      createdAt: undefined,
      updatedAt: undefined,
    });
    expect(comparable(bulk)).toEqual(comparable(reference));
    expect(bulk).toMatchObject({ createdAt: at, updatedAt: at, isPrimary: false });
    expect((await client.get(`/api/cvs/${id}`)).json).toMatchObject({ ...fullCv(), isPrimary: false });
  });
});
