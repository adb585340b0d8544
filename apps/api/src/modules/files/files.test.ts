import { FILE_RULES, USER_QUOTA_BYTES } from "@stint/shared/files";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cvs, files, students } from "../../db/schema/index.ts";
import {
  JPEG_BYTES,
  lazyMultipart,
  pdfBytes,
  PNG_BYTES,
  TEXT_BYTES,
  upload,
  uploaded,
  uploadForm,
  WEBP_BYTES,
} from "../../test/files.ts";
import { startS3Server, type TestS3Server } from "../../test/s3-server.ts";
import { storageProbe, watchPuts } from "../../test/storage-probe.ts";
import {
  createTestApp,
  GOOD_PASSWORD,
  newCompany,
  newStudent,
  type TestApp,
  type TestClient,
} from "../../test/test-app.ts";
import { createFileUrlSigner } from "./signed-url.ts";

const MB = 1024 * 1024;
let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3?.close();
});

// One app per storage driver, so the file's tests run on both: the app is this block's, not the file's.
describe.each(["local", "s3"] as const)("files on %s storage", (driver) => {
  let t: TestApp;
  let probe: ReturnType<typeof storageProbe>;
  beforeAll(async () => {
    t = await createTestApp(driver === "s3" ? s3.env : {});
    probe = storageProbe(t, driver === "s3" ? s3 : undefined);
    expect(t.deps.storage.kind).toBe(driver);
  });
  afterAll(async () => {
    await t.close();
  });

  const rowsOf = (ownerId: string) => t.deps.database.db.select().from(files).where(eq(files.ownerId, ownerId));
  const expectNothingStored = async (ownerId: string) => {
    expect(await rowsOf(ownerId)).toEqual([]);
    expect(await probe.keysOf(ownerId)).toEqual([]);
    expect(await probe.leftovers()).toEqual([]);
  };
  /** Follows GET /api/files/{id} to the signed link and fetches it, as a browser would. */
  const download = async (client: TestClient, fileId: string) => {
    const redirect = await client.get(`/api/files/${fileId}`);
    if (redirect.status !== 302) return { redirect, content: undefined };
    return { redirect, content: await t.client().get(redirect.headers.get("location")!) };
  };

  describe("POST /api/files", () => {
    it("stores a student's CV and answers with its metadata", async () => {
      const { client, id } = await newStudent(t);
      const bytes = pdfBytes(20_000);
      const response = await upload(client, {
        purpose: "cv",
        name: "Lena Meier CV.pdf",
        bytes,
        type: "application/pdf",
      });
      expect(response.status).toBe(201);
      expect(response.json).toEqual({
        id: expect.any(String),
        purpose: "cv",
        name: "Lena Meier CV.pdf",
        size: bytes.length,
        contentType: "application/pdf",
        url: `/api/files/${response.json.id}`,
        createdAt: expect.any(String),
      });
      const [row] = await rowsOf(id);
      expect(row).toMatchObject({
        id: response.json.id,
        size: bytes.length,
        storageKey: expect.stringMatching(`^${id}/`),
      });
      expect(await probe.keysOf(id)).toEqual([row!.storageKey]);
      const { content } = await download(client, response.json.id);
      expect(content!.status).toBe(200);
      expect(Buffer.from(content!.bytes).equals(Buffer.from(bytes))).toBe(true);
    });

    it.each([
      ["PNG", PNG_BYTES, "image/png", "me.png"],
      ["JPEG", JPEG_BYTES, "image/jpeg", "me.jpg"],
      ["WebP", WEBP_BYTES, "image/webp", "me.webp"],
    ])("stores a student's %s picture", async (_label, bytes, contentType, name) => {
      const { client } = await newStudent(t);
      const response = await upload(client, { purpose: "avatar", name, bytes });
      expect(response.status).toBe(201);
      expect(response.json).toMatchObject({ purpose: "avatar", contentType, size: bytes.length, name });
    });

    it("stores a company's logo", async () => {
      const { client, id } = await newCompany(t);
      const response = await upload(client, { purpose: "logo", name: "logo.png", bytes: PNG_BYTES });
      expect(response.status).toBe(201);
      expect(response.json).toMatchObject({ purpose: "logo", contentType: "image/png" });
      expect(await probe.keysOf(id)).toHaveLength(1);
    });

    it("takes the type from the content: the name gets the real type's extension", async () => {
      const { client } = await newStudent(t);
      const response = await upload(client, {
        purpose: "avatar",
        name: "../../etc/pass\u202Ewd.gif",
        bytes: PNG_BYTES,
      });
      expect(response.status).toBe(201);
      // No folders, no invisible characters, and the extension of what the file really is.
      expect(response.json.name).toBe("passwd.gif.png");
    });

    it("is 401 for a visitor who is not signed in", async () => {
      const response = await upload(t.client(), { purpose: "cv", name: "cv.pdf", bytes: pdfBytes() });
      expect(response.status).toBe(401);
      expect(response.json.error.code).toBe("unauthenticated");
    });

    it.each([
      ["a company", "cv", pdfBytes()],
      ["a company", "avatar", PNG_BYTES],
      ["a student", "logo", PNG_BYTES],
    ])("is 403 unauthorized when %s uploads a %s, and stores nothing", async (who, purpose, bytes) => {
      const { client, id } = who === "a company" ? await newCompany(t) : await newStudent(t);
      const response = await upload(client, { purpose, name: "file", bytes });
      expect(response.status).toBe(403);
      expect(response.json.error.code).toBe("unauthorized");
      await expectNothingStored(id);
    });

    it.each([
      ["a text file named .pdf", "cv", TEXT_BYTES, "cv.pdf", "application/pdf"],
      ["a PNG declared as a PDF", "cv", PNG_BYTES, "cv.pdf", "application/pdf"],
      ["a PDF as a picture", "avatar", pdfBytes(), "me.png", "image/png"],
    ])("is 415 unsupported-type for %s, and stores nothing", async (_label, purpose, bytes, name, type) => {
      const { client, id } = await newStudent(t);
      const response = await upload(client, { purpose, name, bytes, type });
      expect(response.status).toBe(415);
      expect(response.json.error.code).toBe("unsupported-type");
      await expectNothingStored(id);
    });

    it("is 400 for an empty file, a missing or unknown purpose, or the file before the purpose", async () => {
      const { client, id } = await newStudent(t);
      const empty = await upload(client, { purpose: "cv", name: "cv.pdf", bytes: new Uint8Array() });
      expect(empty.status).toBe(400);
      expect(empty.json.error.fields.file).toMatch(/empty/);

      const unknown = await upload(client, { purpose: "poster", name: "cv.pdf", bytes: pdfBytes() });
      expect(unknown.status).toBe(400);
      expect(unknown.json.error.fields.purpose).toMatch(/cv, avatar or logo/);

      const fileFirst = new FormData();
      fileFirst.append("file", new Blob([pdfBytes()]), "cv.pdf");
      fileFirst.append("purpose", "cv");
      const reversed = await client.request("POST", "/api/files", { form: fileFirst });
      expect(reversed.status).toBe(400);
      expect(reversed.json.error.fields.purpose).toMatch(/before the file/);

      const noFile = new FormData();
      noFile.append("purpose", "cv");
      const missing = await client.request("POST", "/api/files", { form: noFile });
      expect(missing.status).toBe(400);
      expect(missing.json.error.fields.file).toMatch(/Choose a file/);

      const json = await client.post("/api/files", { purpose: "cv" });
      expect(json.status).toBe(400);
      const broken = await client.request("POST", "/api/files", {
        rawBody:
          '--x\r\nContent-Disposition: form-data; name="purpose"\r\n\r\ncv\r\n--x\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4 and then the body just stops',
        headers: { "content-type": "multipart/form-data; boundary=x" },
      });
      expect(broken.status).toBe(400);
      await expectNothingStored(id);
    });

    it("is 413 at once when the declared length is far too large, without reading the body", async () => {
      const { client, id } = await newStudent(t);
      let sent = 0;
      const body = lazyMultipart({
        purpose: "cv",
        name: "big.pdf",
        fileHead: pdfBytes(),
        fileBytes: 50 * MB,
        onChunk: (n) => (sent = n),
      });
      const response = await client.request("POST", "/api/files", {
        stream: body.stream,
        headers: { "content-type": body.contentType, "content-length": String(body.total) },
      });
      expect(response.status).toBe(413);
      expect(response.json.error.code).toBe("file-too-large");
      expect(sent).toBeLessThan(MB);
      await expectNothingStored(id);
    });

    it("is 413 for an 11 MB PDF, answered while the client still sends and never held whole", async () => {
      const { client, id } = await newStudent(t);
      const watch = watchPuts(t.deps.storage);
      let sent = 0;
      let largestLag = 0;
      let answered!: () => void;
      const answer = new Promise<void>((resolve) => (answered = resolve));
      // The last megabyte is sent only after the answer: a server that needed the whole body would never answer.
      const body = lazyMultipart({
        purpose: "cv",
        name: "huge.pdf",
        fileHead: pdfBytes(),
        fileBytes: 11 * MB,
        onChunk: (n) => {
          sent = n;
          largestLag = Math.max(largestLag, sent - watch.consumed);
        },
        gate: { afterBytes: 10 * MB + 512 * 1024, until: answer },
      });
      try {
        const pending = client.request("POST", "/api/files", {
          stream: body.stream,
          headers: { "content-type": body.contentType },
        });
        const response = await Promise.race([pending, answer.then(() => undefined)]);
        answered();
        expect(response?.status).toBe(413);
        expect(response?.json.error.code).toBe("file-too-large");
        expect(response?.json.error.message).toMatch(/10 MB/);
        expect(sent).toBeLessThan(body.total);
        // What the server read but had not yet passed on to storage stayed small all along.
        expect(largestLag).toBeLessThan(MB);
        await Promise.all(watch.puts);
      } finally {
        answered();
        watch.restore();
      }
      await expectNothingStored(id);
    });

    it("is 413 quota-exceeded when the file does not fit in the quota, and stores nothing", async () => {
      const { client, id } = await newStudent(t);
      const [placeholder] = await t.deps.database.db
        .insert(files)
        .values({
          ownerId: id,
          purpose: "cv",
          name: "big.pdf",
          size: USER_QUOTA_BYTES - 10_000,
          contentType: "application/pdf",
          storageKey: `${id}/placeholder`,
        })
        .returning();
      const response = await upload(client, { purpose: "cv", name: "cv.pdf", bytes: pdfBytes(20_000) });
      expect(response.status).toBe(413);
      expect(response.json.error.code).toBe("quota-exceeded");
      expect((await rowsOf(id)).map((row) => row.id)).toEqual([placeholder!.id]);
      expect(await probe.keysOf(id)).toEqual([]);

      const small = await upload(client, { purpose: "avatar", name: "me.png", bytes: PNG_BYTES });
      expect(small.status).toBe(201);
    });

    it("lets only one of two racing uploads take the last room in the quota", async () => {
      const { client, id } = await newStudent(t);
      const bytes = pdfBytes(400_000);
      await t.deps.database.db.insert(files).values({
        ownerId: id,
        purpose: "cv",
        name: "big.pdf",
        size: USER_QUOTA_BYTES - Math.floor(bytes.length * 1.5),
        contentType: "application/pdf",
        storageKey: `${id}/placeholder`,
      });
      const responses = await Promise.all([
        upload(client, { purpose: "cv", name: "a.pdf", bytes }),
        upload(client, { purpose: "cv", name: "b.pdf", bytes }),
      ]);
      expect(responses.map((response) => response.status).sort()).toEqual([201, 413]);
      expect(responses.find((response) => response.status === 413)!.json.error.code).toBe("quota-exceeded");
      expect(await rowsOf(id)).toHaveLength(2);
      expect(await probe.keysOf(id)).toHaveLength(1);
    });
  });

  describe("GET /api/files", () => {
    it("lists the user's own files, newest first, with the quota", async () => {
      const { client } = await newStudent(t);
      const first = await uploaded(client, { purpose: "cv", name: "a.pdf", bytes: pdfBytes() });
      const second = await uploaded(client, { purpose: "avatar", name: "b.png", bytes: PNG_BYTES });
      await uploaded((await newStudent(t)).client, { purpose: "cv", name: "other.pdf", bytes: pdfBytes() });
      const response = await client.get("/api/files");
      expect(response.status).toBe(200);
      expect(response.json.items.map((item: { id: string }) => item.id)).toEqual([second.id, first.id]);
      expect(response.json.usedBytes).toBe(first.size + second.size);
      expect(response.json.quotaBytes).toBe(USER_QUOTA_BYTES);
      expect((await t.client().get("/api/files")).status).toBe(401);
    });
  });

  describe("GET /api/files/{id}", () => {
    it("redirects the owner to a signed link that serves a PDF as an attachment, safely", async () => {
      const { client } = await newStudent(t);
      const bytes = pdfBytes();
      const file = await uploaded(client, { purpose: "cv", name: "Lebenslauf Müller.pdf", bytes });
      const { redirect, content } = await download(client, file.id);
      expect(redirect.status).toBe(302);
      expect(redirect.headers.get("location")).toMatch(
        new RegExp(`^/api/files/${file.id}/content\\?expires=\\d+&signature=[\\w-]+$`),
      );
      expect(content!.status).toBe(200);
      const headers = content!.headers;
      expect(headers.get("content-type")).toBe("application/pdf");
      expect(headers.get("content-length")).toBe(String(bytes.length));
      expect(headers.get("content-disposition")).toBe(
        `attachment; filename="Lebenslauf M_ller.pdf"; filename*=UTF-8''Lebenslauf%20M%C3%BCller.pdf`,
      );
      expect(headers.get("x-content-type-options")).toBe("nosniff");
      expect(headers.get("content-security-policy")).toBe("sandbox; default-src 'none'");
      expect(headers.get("cache-control")).toMatch(/^private, max-age=(\d+)$/);
      expect(Number(headers.get("cache-control")!.split("=")[1])).toBeLessThanOrEqual(6 * 60);

      const head = await t.client().request("HEAD", redirect.headers.get("location")!);
      expect(head.status).toBe(200);
      expect(head.headers.get("content-length")).toBe(String(bytes.length));
      expect(head.bytes).toHaveLength(0);
    });

    it("shows pictures inline, with a policy that lets only the picture render", async () => {
      const { client } = await newStudent(t);
      const file = await uploaded(client, { purpose: "avatar", name: "me.webp", bytes: WEBP_BYTES });
      const { content } = await download(client, file.id);
      expect(content!.status).toBe(200);
      expect(content!.headers.get("content-type")).toBe("image/webp");
      expect(content!.headers.get("content-disposition")).toMatch(/^inline; /);
      const policy = content!.headers.get("content-security-policy")!;
      expect(policy).toMatch(/^sandbox; default-src 'none'; img-src 'self'/);
      expect(policy).not.toMatch(/script-src/);
    });

    it("is 404 for another student, a signed-out visitor, an unknown id and a malformed id", async () => {
      const { client } = await newStudent(t);
      const file = await uploaded(client, { purpose: "cv", name: "cv.pdf", bytes: pdfBytes() });
      for (const [viewer, id] of [
        [(await newStudent(t)).client, file.id],
        [t.client(), file.id],
        [client, crypto.randomUUID()],
        [client, "not-a-uuid"],
      ] as const) {
        const response = await viewer.get(`/api/files/${id}`);
        expect(response.status).toBe(404);
        expect(response.json.error.code).toBe("object-not-found");
      }
    });

    it("lets a company see the CV PDF and picture of a student open to offers, and nothing of a closed one", async () => {
      const db = t.deps.database.db;
      const viewer = (await newCompany(t)).client;
      const open = await newStudent(t, { openToOffers: true });
      const closed = await newStudent(t, { openToOffers: false });
      const filesOf = async (owner: { client: TestClient; id: string }) => {
        const cv = await uploaded(owner.client, { purpose: "cv", name: "cv.pdf", bytes: pdfBytes() });
        const loose = await uploaded(owner.client, { purpose: "cv", name: "draft.pdf", bytes: pdfBytes() });
        const avatar = await uploaded(owner.client, { purpose: "avatar", name: "me.png", bytes: PNG_BYTES });
        await db.insert(cvs).values({ studentId: owner.id, title: "CV", fileId: cv.id, isPrimary: true });
        await db.update(students).set({ avatarFileId: avatar.id }).where(eq(students.id, owner.id));
        return { cv, loose, avatar };
      };
      const seen = await filesOf(open);
      const hidden = await filesOf(closed);

      expect((await download(viewer, seen.cv.id)).content?.status).toBe(200);
      expect((await download(viewer, seen.avatar.id)).content?.status).toBe(200);
      // A PDF that no CV uses is the student's own business.
      expect((await viewer.get(`/api/files/${seen.loose.id}`)).status).toBe(404);
      for (const file of Object.values(hidden)) expect((await viewer.get(`/api/files/${file.id}`)).status).toBe(404);
      // Another student is not a company.
      expect((await closed.client.get(`/api/files/${seen.cv.id}`)).status).toBe(404);

      await db.update(students).set({ openToOffers: false }).where(eq(students.id, open.id));
      expect((await viewer.get(`/api/files/${seen.avatar.id}`)).status).toBe(404);
    });

    it("shows a logo to anyone, signed out too", async () => {
      const logo = await uploaded((await newCompany(t)).client, {
        purpose: "logo",
        name: "logo.png",
        bytes: PNG_BYTES,
      });
      const { redirect, content } = await download(t.client(), logo.id);
      expect(redirect.status).toBe(302);
      expect(content!.status).toBe(200);
      expect(Buffer.from(content!.bytes).equals(PNG_BYTES)).toBe(true);
    });

    it("refuses an expired or altered link with 403 invalid-url", async () => {
      const { client } = await newStudent(t);
      const file = await uploaded(client, { purpose: "cv", name: "cv.pdf", bytes: pdfBytes() });
      const other = await uploaded(client, { purpose: "cv", name: "other.pdf", bytes: pdfBytes() });
      const signer = createFileUrlSigner(t.deps.env.authSecret);
      const good = signer.sign(file.id);
      expect((await t.client().get(good.url)).status).toBe(200);

      const expired = signer.sign(file.id, new Date(Date.now() - 10 * 60 * 1000)).url;
      const signature = new URL(good.url, "http://x").searchParams.get("signature")!;
      const flipped = signature[0] === "A" ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
      for (const url of [
        expired,
        good.url.replace(`signature=${signature}`, `signature=${flipped}`),
        good.url.replace(`expires=${good.expires}`, `expires=${good.expires + 3600}`),
        good.url.replace(file.id, other.id),
        `/api/files/${file.id}/content`,
        `/api/files/${file.id}/content?expires=${good.expires}`,
      ]) {
        const response = await t.client().get(url);
        expect(response.status, url).toBe(403);
        expect(response.json.error.code).toBe("invalid-url");
      }
    });
  });

  describe("DELETE /api/files/{id}", () => {
    it("deletes the owner's file, its bytes and the picture pointing at it", async () => {
      const { client, id } = await newStudent(t);
      const avatar = await uploaded(client, { purpose: "avatar", name: "me.png", bytes: PNG_BYTES });
      expect((await client.patch("/api/me/account", { avatarFileId: avatar.id })).status).toBe(200);
      const signedLink = (await client.get(`/api/files/${avatar.id}`)).headers.get("location")!;

      const response = await client.delete(`/api/files/${avatar.id}`);
      expect(response.status).toBe(204);
      expect(await rowsOf(id)).toEqual([]);
      expect(await probe.keysOf(id)).toEqual([]);
      expect((await client.get(`/api/files/${avatar.id}`)).status).toBe(404);
      expect((await t.client().get(signedLink)).status).toBe(404);
      expect((await client.get("/api/me")).json.account).toMatchObject({ avatarFileId: null, avatarUrl: null });
      expect((await client.delete(`/api/files/${avatar.id}`)).status).toBe(404);
    });

    it("is 404 for anyone but the owner, and keeps the file", async () => {
      const { client, id } = await newCompany(t);
      const logo = await uploaded(client, { purpose: "logo", name: "logo.png", bytes: PNG_BYTES });
      for (const other of [(await newCompany(t)).client, (await newStudent(t)).client]) {
        const response = await other.delete(`/api/files/${logo.id}`);
        expect(response.status).toBe(404);
        expect(response.json.error.code).toBe("object-not-found");
      }
      expect((await t.client().delete(`/api/files/${logo.id}`)).status).toBe(401);
      expect(await probe.keysOf(id)).toHaveLength(1);
    });
  });

  it("deletes the stored bytes with the account", async () => {
    const { client, id } = await newStudent(t);
    await uploaded(client, { purpose: "cv", name: "cv.pdf", bytes: pdfBytes() });
    await uploaded(client, { purpose: "avatar", name: "me.jpg", bytes: JPEG_BYTES });
    expect(await probe.keysOf(id)).toHaveLength(2);
    const response = await client.delete("/api/me", { password: GOOD_PASSWORD });
    expect(response.status).toBe(204);
    expect(await rowsOf(id)).toEqual([]);
    expect(await probe.keysOf(id)).toEqual([]);
  });

  it("accepts exactly the size limit of a purpose", async () => {
    const { client } = await newStudent(t);
    const limit = FILE_RULES.avatar.maxBytes;
    const exact = new Uint8Array(limit);
    exact.set(PNG_BYTES);
    const response = await client.request("POST", "/api/files", {
      form: uploadForm({ purpose: "avatar", name: "big.png", bytes: exact }),
    });
    expect(response.status).toBe(201);
    expect(response.json.size).toBe(limit);
    const over = new Uint8Array(limit + 1);
    over.set(PNG_BYTES);
    const refused = await upload(client, { purpose: "avatar", name: "big.png", bytes: over });
    expect(refused.status).toBe(413);
    expect(refused.json.error.message).toMatch(/5 MB/);
  });
});
