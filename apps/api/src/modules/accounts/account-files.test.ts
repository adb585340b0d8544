import { describe, expect } from "vitest";
import { it } from "../../test/api-test.ts";
import { pdfBytes, PNG_BYTES, uploaded } from "../../test/files.ts";
import { GOOD_PASSWORD, uniqueEmail } from "../../test/test-app.ts";

describe("a student's picture", () => {
  it("is set to one of the student's own pictures and removed with null", async ({ signedInStudent }) => {
    const { client } = await signedInStudent();
    const avatar = await uploaded(client, { purpose: "avatar", name: "me.png", bytes: PNG_BYTES });
    const response = await client.patch("/api/me/account", { avatarFileId: avatar.id });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ avatarFileId: avatar.id, avatarUrl: `/api/files/${avatar.id}` });
    expect((await client.get("/api/me")).json.account.avatarUrl).toBe(`/api/files/${avatar.id}`);

    const removed = await client.patch("/api/me/account", { avatarFileId: null });
    expect(removed.json).toMatchObject({ avatarFileId: null, avatarUrl: null });
  });

  it("is 400 on the field for another user's picture, a CV, an unknown file or a malformed id, and changes nothing", async ({
    signedInStudent,
  }) => {
    const { client } = await signedInStudent();
    const ownCv = await uploaded(client, { purpose: "cv", name: "cv.pdf", bytes: pdfBytes() });
    const other = await signedInStudent();
    const othersAvatar = await uploaded(other.client, { purpose: "avatar", name: "me.png", bytes: PNG_BYTES });
    for (const avatarFileId of [othersAvatar.id, ownCv.id, crypto.randomUUID(), "not-a-uuid"]) {
      const response = await client.patch("/api/me/account", { avatarFileId, bio: "Changed" });
      expect(response.status, avatarFileId).toBe(400);
      expect(response.json.error.code).toBe("invalid-input");
      expect(Object.keys(response.json.error.fields)).toEqual(["avatarFileId"]);
    }
    expect((await client.get("/api/me")).json.account).toMatchObject({ avatarFileId: null, bio: null });
  });

  it("cannot be named at sign-up, before the account has files", async ({ app }) => {
    const response = await app.client().post("/api/sign-up/student", {
      email: uniqueEmail(),
      password: GOOD_PASSWORD,
      name: "Early Bird",
      avatarFileId: crypto.randomUUID(),
    });
    expect(response.status).toBe(400);
    expect(response.json.error.fields.avatarFileId).toMatch(/not accepted/);
  });
});

describe("a company's logo", () => {
  it("is set to one of the company's own logos", async ({ signedInCompany }) => {
    const { client } = await signedInCompany();
    const logo = await uploaded(client, { purpose: "logo", name: "logo.png", bytes: PNG_BYTES });
    const response = await client.patch("/api/me/account", { logoFileId: logo.id });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ logoFileId: logo.id, logoUrl: `/api/files/${logo.id}` });
  });

  it("is 400 for another company's logo or a student's picture; a company has no picture field", async ({
    signedInCompany,
    signedInStudent,
  }) => {
    const { client } = await signedInCompany();
    const otherCompany = await signedInCompany();
    const othersLogo = await uploaded(otherCompany.client, { purpose: "logo", name: "logo.png", bytes: PNG_BYTES });
    const student = await signedInStudent();
    const avatar = await uploaded(student.client, { purpose: "avatar", name: "me.png", bytes: PNG_BYTES });
    for (const logoFileId of [othersLogo.id, avatar.id]) {
      const response = await client.patch("/api/me/account", { logoFileId });
      expect(response.status).toBe(400);
      expect(Object.keys(response.json.error.fields)).toEqual(["logoFileId"]);
    }
    const wrongField = await client.patch("/api/me/account", { avatarFileId: avatar.id });
    expect(wrongField.status).toBe(400);
    expect(wrongField.json.error.fields.avatarFileId).toMatch(/not accepted/);
  });
});

describe("the data export", () => {
  it("lists the user's files with their metadata", async ({ signedInStudent }) => {
    const { client } = await signedInStudent();
    const cv = await uploaded(client, { purpose: "cv", name: "cv.pdf", bytes: pdfBytes() });
    const response = await client.get("/api/me/export");
    expect(response.status).toBe(200);
    expect(response.json.files).toEqual([
      {
        id: cv.id,
        purpose: "cv",
        name: "cv.pdf",
        size: cv.size,
        contentType: "application/pdf",
        url: cv.url,
        createdAt: expect.any(String),
        // Not in any CV yet: removed a day after its upload unless one uses it.
        removesAt: expect.any(String),
      },
    ]);
  });
});
