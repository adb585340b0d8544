import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The migrations' folder: their SQL files and drizzle-kit's journal (`meta/_journal.json`). */
export const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

/** A migration as the journal lists it: its place, its time (what drizzle records as applied) and its name. */
export type JournalEntry = { idx: number; when: number; tag: string };

/** The journal's migrations, in order. */
export function readJournal(folder = MIGRATIONS_FOLDER): JournalEntry[] {
  const journal = JSON.parse(readFileSync(path.join(folder, "meta/_journal.json"), "utf8")) as {
    entries: JournalEntry[];
  };
  return journal.entries;
}
