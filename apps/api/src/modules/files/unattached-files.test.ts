import { expect } from "vitest";
import { it } from "../../test/api-test.ts";
import { createCv, fileExists, fullCv, upload } from "../../test/cv-fixtures.ts";
import { sweepUnattachedFiles } from "./sweep-unattached-files.ts";

const HOUR_MS = 3_600_000;

it("removes uploads nothing used after 24 hours, says so until then, and frees their quota", async ({
  app,
  signedInStudent,
}) => {
  const { client, id } = await signedInStudent();
  const used = await upload(app.deps, { ownerId: id, name: "kept.pdf" });
  await createCv(client, { ...fullCv(), fileId: used });
  const abandoned = await upload(app.deps, { ownerId: id, name: "never-saved.pdf" });

  const before = (await client.get("/api/files")).json;
  const byId = new Map(before.items.map((item: { id: string }) => [item.id, item]));
  expect(byId.get(used)).toMatchObject({ removesAt: null });
  const removesAt = Date.parse((byId.get(abandoned) as { removesAt: string }).removesAt);
  expect(removesAt - Date.now()).toBeGreaterThan(23 * HOUR_MS);
  expect(removesAt - Date.now()).toBeLessThanOrEqual(24 * HOUR_MS);

  const deps = { database: app.deps.database, storage: app.deps.storage, logger: app.deps.logger };
  await sweepUnattachedFiles({ deps, now: new Date(Date.now() + 23 * HOUR_MS) });
  expect(await fileExists(app.deps, abandoned)).toEqual({ row: true, bytes: true });
  await sweepUnattachedFiles({ deps, now: new Date(Date.now() + 25 * HOUR_MS) });
  expect(await fileExists(app.deps, abandoned)).toEqual({ row: false, bytes: false });
  expect(await fileExists(app.deps, used)).toEqual({ row: true, bytes: true });

  const after = (await client.get("/api/files")).json;
  expect(after.items.map((item: { id: string }) => item.id)).toEqual([used]);
  expect(after.usedBytes).toBeLessThan(before.usedBytes);
});
