import { cpSync, existsSync } from "node:fs";
import { readdir, rm } from "node:fs/promises";
import { openDatabase, type Database } from "./client.ts";
import {
  discardPgliteTemplate,
  makePgliteTemplateDir,
  pgliteTemplateDir,
  type TemplateOptions,
} from "./pglite-template.ts";

type Log = { info: (message: string) => void; warn: (message: string) => void };

/** How the embedded database was opened: on its own data, from a copy of the template, or made the slow way. */
export type EmbeddedStart = "existing" | "template" | "initdb";

/**
 * Opens the embedded database in `dir`, migrated. An empty or missing `dir` starts as a copy of the migrated
 * template (pglite-template.ts) instead of running initdb and every migration (issue 13: 5–7 s of a busy 2-core
 * machine's start); the template is made first when there is none for these migrations. The template only
 * saves time: when it cannot be made or does not open, it is deleted and `dir` made the slow way.
 */
export async function openEmbeddedDatabase(options: {
  dir: string;
  log: Log;
  template?: TemplateOptions;
}): Promise<{ database: Database; start: EmbeddedStart }> {
  const { dir, log } = options;
  if (!(await isEmptyFolder(dir))) return { database: await openMigrated(dir), start: "existing" };
  const template = await pgliteTemplateDir(options.template);
  try {
    if (!existsSync(template)) {
      log.info("Preparing the database template (once for these migrations; later empty data folders copy it)…");
      await makePgliteTemplateDir(template);
    }
  } catch (error) {
    log.warn(`Could not make the database template ${template} (${String(error)}); making the database anew`);
    await rm(dir, { recursive: true, force: true });
    return { database: await openMigrated(dir), start: "initdb" };
  }
  let database: Database | undefined;
  try {
    // Synchronous on purpose: ~50 ms, where the promise-based fs.cp takes ten times as long for 1,000 files.
    cpSync(template, dir, { recursive: true });
    database = await openDatabase({ pgliteDir: dir });
    // Applies nothing when the template is what its key says; a damaged one fails here at the latest.
    await database.migrate();
    return { database, start: "template" };
  } catch (error) {
    log.warn(`The database template ${template} did not open (${String(error)}); making the database anew`);
    await database?.close().catch(() => undefined);
    await rm(dir, { recursive: true, force: true });
    await discardPgliteTemplate(template).catch(() => undefined);
    return { database: await openMigrated(dir), start: "initdb" };
  }
}

async function openMigrated(dir: string): Promise<Database> {
  const database = await openDatabase({ pgliteDir: dir });
  await database.migrate();
  return database;
}

/** True for a folder with nothing in it, or none at all. */
export async function isEmptyFolder(dir: string): Promise<boolean> {
  try {
    return (await readdir(dir)).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return true;
    throw error;
  }
}
