import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { z } from "zod";

/**
 * The archive's table of contents, `manifest.json` at its root. Everything else in the archive is a part it
 * names with its SHA-256: one NDJSON file per table (`db/<table>.ndjson`, a row per line as PostgreSQL's
 * row_to_json writes it), the list of stored files (`files.ndjson`: key, size, sha256 per line) and each
 * file's bytes under `files/<storage key>`. A restore checks every checksum before it writes anything.
 */
export const FORMAT = "stint-backup";
export const FORMAT_VERSION = 1;
export const MANIFEST_NAME = "manifest.json";
export const FILES_INDEX_NAME = "files.ndjson";

const sha256Hex = z.string().regex(/^[0-9a-f]{64}$/);

const partSchema = z.object({ path: z.string(), bytes: z.number().int().min(0), sha256: sha256Hex });

export const manifestSchema = z.object({
  format: z.literal(FORMAT),
  formatVersion: z.number().int(),
  /** The root package.json's version of the code that made it (null before versions were kept there). */
  appVersion: z.string().nullable(),
  createdAt: z.string(),
  schema: z.object({ migrations: z.number().int().min(0), lastTag: z.string().nullable() }),
  source: z.object({ database: z.enum(["pglite", "postgres"]), storage: z.enum(["local", "s3"]) }),
  /** In load order: parents before children. */
  tables: z.array(partSchema.extend({ name: z.string(), columns: z.array(z.string()), rows: z.number().int().min(0) })),
  sequences: z.array(z.object({ name: z.string(), lastValue: z.string().nullable() })),
  files: partSchema.extend({ count: z.number().int().min(0), totalBytes: z.number().int().min(0) }),
});

export type Manifest = z.infer<typeof manifestSchema>;
export type TablePart = Manifest["tables"][number];

export const fileIndexEntrySchema = z.object({
  key: z.string(),
  contentType: z.string(),
  size: z.number().int().min(0),
  sha256: sha256Hex,
});
export type FileIndexEntry = z.infer<typeof fileIndexEntrySchema>;

/** Where a stored file's bytes are inside the archive. */
export const filePartPath = (key: string) => `files/${key}`;

export async function sha256OfFile(file: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest("hex");
}
