import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { extractLinks } from "./extract-links.ts";
import { parseEml } from "./parse-eml.ts";

export type OutboxMessage = { file: string; to: string; subject: string; text: string; links: string[] };

/**
 * The messages in an outbox folder, oldest first (the file names sort by time). A missing folder means no
 * mail was sent yet. Used by the API and end-to-end tests to pick up password-reset links.
 */
export async function readOutbox(dir: string): Promise<OutboxMessage[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  // Dot-files are messages still being written (see outbox-mailer.ts).
  const files = names.filter((name) => name.endsWith(".eml") && !name.startsWith(".")).sort();
  return Promise.all(
    files.map(async (name) => {
      const file = path.join(dir, name);
      const { to, subject, text } = parseEml(await readFile(file, "utf8"));
      return { file, to, subject, text, links: extractLinks(text) };
    }),
  );
}
