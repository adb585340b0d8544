import { Readable } from "node:stream";
import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { emptyTarget, everyFile, tempFolder } from "./backup-test-kit.ts";
import { createBackup } from "./create-backup.ts";
import { queryRows } from "./database-tables.ts";
import { restoreBackup } from "./restore-backup.ts";
import { readJournal } from "../../db/migration-journal.ts";
import { codeSchemaVersion, databaseSchemaVersion, migrateTo } from "./schema-version.ts";

/** The schema before conversations and interviews (0023, 0024): an archive made by an older release. */
const OLDER = 22;

it("restores an archive of an older schema at its own schema, then runs the later migrations", async () => {
  const source = await emptyTarget({ blank: true });
  const restored = await emptyTarget({ blank: true });
  const migrated = await emptyTarget();
  const folder = await tempFolder();
  try {
    await migrateTo(source.database, OLDER);
    const db = source.database.db;
    await db.execute(sql`insert into auth_users (id, name, email) values ('u-1', 'Old Timer', 'old@test.example')`);
    await db.execute(sql`insert into files (owner_id, purpose, name, size, content_type, storage_key)
      values ('u-1', 'avatar', 'me.png', 5, 'image/png', 'u-1/avatar')`);
    await source.storage.put("u-1/avatar", Readable.from([Buffer.from("bytes")]), { contentType: "image/png" });
    const file = `${folder.dir}/older.tar.gz`;
    const { manifest } = await createBackup({ ...source, file });
    expect(manifest.schema).toEqual({ migrations: OLDER, lastTag: readJournal()[OLDER - 1]!.tag });

    const { migratedFrom } = await restoreBackup({ ...restored, file });
    expect(migratedFrom).toBe(OLDER);
    expect(await databaseSchemaVersion(restored.database)).toEqual({ ...codeSchemaVersion(), unknown: false });
    const users = await queryRows(restored.database.db, sql`select id, name, email from auth_users`);
    expect(users).toEqual([{ id: "u-1", name: "Old Timer", email: "old@test.example" }]);
    expect(await everyFile(restored.storage)).toEqual(new Map([["u-1/avatar", Buffer.from("bytes")]]));
    // The later migrations ran: their tables are there.
    const [interviews] = await queryRows<{ n: number }>(
      restored.database.db,
      sql`select count(*)::int as "n" from interviews`,
    );
    expect(interviews!.n).toBe(0);

    // A target already past the archive's schema cannot be taken back to it.
    await expect(restoreBackup({ ...migrated, file })).rejects.toThrow(/already migrated further .* cannot go back/);
  } finally {
    await Promise.all([source.close(), restored.close(), migrated.close(), folder.close()]);
  }
  // Two databases made with initdb and migrated step by step: slow on a busy machine.
}, 240_000);
