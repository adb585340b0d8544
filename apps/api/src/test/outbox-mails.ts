import { readFile } from "node:fs/promises";
import { readOutbox } from "../lib/mail/read-outbox.ts";

export type MailWithHeaders = Awaited<ReturnType<typeof readOutbox>>[number] & {
  headers: Map<string, string>;
  raw: string;
};

/** Every mail in an outbox folder with its raw source and headers (lower-case names, unfolded). */
export async function mailsIn(dir: string): Promise<MailWithHeaders[]> {
  return Promise.all(
    (await readOutbox(dir)).map(async (mail) => {
      const raw = await readFile(mail.file, "utf8");
      const head = raw.slice(0, raw.indexOf("\r\n\r\n")).replace(/\r\n(?=[ \t])/g, "");
      const headers = new Map(
        head.split("\r\n").map((line) => {
          const colon = line.indexOf(":");
          return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()] as [string, string];
        }),
      );
      return { ...mail, raw, headers };
    }),
  );
}
