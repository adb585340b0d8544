import { eq } from "drizzle-orm";
import { describe, expect } from "vitest";
import { cvs } from "../../db/schema/index.ts";
import { it } from "../../test/api-test.ts";
import type { TestClient } from "../../test/test-app.ts";
import { createCv, primaryIds } from "../../test/cv-fixtures.ts";

// "Exactly one primary CV per student with CVs", checked in the database after every step.

const isPrimary = async (client: TestClient, id: string) => (await client.get(`/api/cvs/${id}`)).json.isPrimary;

describe("the primary CV", () => {
  it("is the first CV whatever is sent; a later one only when asked, and then it moves", async ({
    db,
    signedInStudent,
  }) => {
    const { client, id } = await signedInStudent();
    const first = await createCv(client, { isPrimary: false });
    expect(first.isPrimary).toBe(true);
    expect(await primaryIds(db, id)).toEqual([first.id]);

    const second = await createCv(client);
    expect(second.isPrimary).toBe(false);
    expect(await primaryIds(db, id)).toEqual([first.id]);

    const third = await createCv(client, { isPrimary: true });
    expect(third.isPrimary).toBe(true);
    expect(await primaryIds(db, id)).toEqual([third.id]);
    expect(await isPrimary(client, first.id)).toBe(false);
  });

  it("moves with PATCH isPrimary: true, and cannot be unset on the primary", async ({ db, signedInStudent }) => {
    const { client, id } = await signedInStudent();
    const first = await createCv(client);
    const second = await createCv(client);

    const moved = await client.patch(`/api/cvs/${second.id}`, { isPrimary: true });
    expect(moved.status).toBe(200);
    expect(moved.json.isPrimary).toBe(true);
    expect(await primaryIds(db, id)).toEqual([second.id]);

    const unset = await client.patch(`/api/cvs/${second.id}`, { isPrimary: false, title: "Changed" });
    expect(unset.status).toBe(400);
    expect(unset.json.error.fields).toEqual({ isPrimary: "Make another CV primary instead." });
    expect((await client.get(`/api/cvs/${second.id}`)).json.title).toBe("My CV");
    expect(await primaryIds(db, id)).toEqual([second.id]);

    // Already primary, or already not: nothing moves.
    expect((await client.patch(`/api/cvs/${second.id}`, { isPrimary: true })).status).toBe(200);
    expect((await client.patch(`/api/cvs/${first.id}`, { isPrimary: false })).status).toBe(200);
    expect(await primaryIds(db, id)).toEqual([second.id]);
  });

  it("passes to the most recently edited remaining CV when the primary is deleted", async ({ db, signedInStudent }) => {
    const { client, id } = await signedInStudent();
    const primary = await createCv(client, { title: "Primary" });
    const recent = await createCv(client, { title: "Recent" });
    const stale = await createCv(client, { title: "Stale" });
    // Dates set directly, so which one is "most recent" does not depend on timing.
    await db
      .update(cvs)
      .set({ updatedAt: new Date("2024-05-01T00:00:00Z") })
      .where(eq(cvs.id, recent.id));
    await db
      .update(cvs)
      .set({ updatedAt: new Date("2023-05-01T00:00:00Z") })
      .where(eq(cvs.id, stale.id));

    expect((await client.delete(`/api/cvs/${stale.id}`)).status).toBe(204);
    expect(await primaryIds(db, id)).toEqual([primary.id]);

    expect((await client.delete(`/api/cvs/${primary.id}`)).status).toBe(204);
    expect(await primaryIds(db, id)).toEqual([recent.id]);
    expect((await client.get("/api/cvs")).json.items).toMatchObject([{ id: recent.id, isPrimary: true }]);

    expect((await client.delete(`/api/cvs/${recent.id}`)).status).toBe(204);
    expect(await primaryIds(db, id)).toEqual([]);
    const next = await createCv(client, { title: "Fresh start" });
    expect(await primaryIds(db, id)).toEqual([next.id]);
  });

  it("stays single when two PATCHes make different CVs primary at the same time", async ({ db, signedInStudent }) => {
    const { client, id } = await signedInStudent();
    const base = await createCv(client);
    const a = await createCv(client, { title: "CV A" });
    const b = await createCv(client, { title: "CV B" });
    for (let round = 0; round < 5; round += 1) {
      const [first, second] = await Promise.all([
        client.patch(`/api/cvs/${a.id}`, { isPrimary: true }),
        client.patch(`/api/cvs/${b.id}`, { isPrimary: true }),
      ]);
      expect([first.status, second.status]).toEqual([200, 200]);
      const now = await primaryIds(db, id);
      expect(now).toHaveLength(1);
      expect([a.id, b.id]).toContain(now[0]);
      // Next round starts from neither of the two.
      await db.update(cvs).set({ isPrimary: false }).where(eq(cvs.studentId, id));
      await db.update(cvs).set({ isPrimary: true }).where(eq(cvs.id, base.id));
    }
  });

  it("stays single when a student's first CVs are created at the same time", async ({ db, signedInStudent }) => {
    const { client, id } = await signedInStudent();
    const responses = await Promise.all([
      client.post("/api/cvs", { title: "One" }),
      client.post("/api/cvs", { title: "Two", isPrimary: true }),
      client.post("/api/cvs", { title: "Three" }),
    ]);
    expect(responses.map((response) => response.status)).toEqual([201, 201, 201]);
    expect(await primaryIds(db, id)).toHaveLength(1);
  });

  it("stays single when the primary is deleted while another CV is made primary", async ({ db, signedInStudent }) => {
    const { client, id } = await signedInStudent();
    const primary = await createCv(client);
    const other = await createCv(client);
    const third = await createCv(client);
    const [deleted, moved] = await Promise.all([
      client.delete(`/api/cvs/${primary.id}`),
      client.patch(`/api/cvs/${other.id}`, { isPrimary: true }),
    ]);
    expect(deleted.status).toBe(204);
    // The PATCH may run first (then the deleted CV was no longer primary) or second: both end with one.
    expect(moved.status).toBe(200);
    const now = await primaryIds(db, id);
    expect(now).toHaveLength(1);
    expect([other.id, third.id]).toContain(now[0]);
  });
});
