import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readOutbox } from "./read-outbox.ts";

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "stint-read-outbox-"));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("readOutbox", () => {
  it("answers an empty list for a folder that does not exist yet", async () => {
    expect(await readOutbox(path.join(dir, "missing"))).toEqual([]);
  });

  it("skips files still being written and files that are not messages", async () => {
    await writeFile(path.join(dir, ".2026-01-01T00-00-00.000Z-000001-00000000.eml.1234.tmp"), "Subject: half");
    await writeFile(path.join(dir, "notes.txt"), "Subject: no");
    expect(await readOutbox(dir)).toEqual([]);
  });

  it("decodes folded encoded-word headers, base64 bodies and other charsets", async () => {
    const eml = [
      "To: =?UTF-8?B?Wm/Dqw==?= <zoe@example.com>",
      "Subject: =?UTF-8?Q?Caf=C3=A9?=",
      " =?UTF-8?Q?_ouvert?=",
      'Content-Type: multipart/mixed; boundary="outer"',
      "",
      "--outer",
      "Content-Type: text/plain; charset=iso-8859-1",
      "Content-Transfer-Encoding: base64",
      "",
      Buffer.from("Voilà: https://stint.test/a.", "latin1").toString("base64"),
      "--outer",
      "Content-Type: text/plain",
      "Content-Disposition: attachment; filename=notes.txt",
      "",
      "not the body",
      "--outer--",
      "",
    ].join("\r\n");
    await writeFile(path.join(dir, "a.eml"), eml);
    const [message] = await readOutbox(dir);
    expect(message).toMatchObject({
      to: "Zoë <zoe@example.com>",
      subject: "Café ouvert",
      text: "Voilà: https://stint.test/a.",
      links: ["https://stint.test/a"],
    });
  });

  it("falls back to the HTML body, links included, when a message has no plain text", async () => {
    const eml = [
      "To: a@example.com",
      "Subject: Only HTML",
      "Content-Type: text/html; charset=utf-8",
      "Content-Transfer-Encoding: quoted-printable",
      "",
      '<p>Open <a href=3D"https://stint.test/reset?token=3Dabc&amp;x=3D1">this link</a>=',
      " &amp;lt;now&amp;gt;</p>",
      "",
    ].join("\r\n");
    await writeFile(path.join(dir, "b.eml"), eml);
    const [message] = await readOutbox(dir);
    expect(message!.links).toEqual(["https://stint.test/reset?token=abc&x=1"]);
    expect(message!.text).toContain("this link");
    expect(message!.text).toContain("&lt;now&gt;");
  });
});
