import { createReadStream, existsSync } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import readline from "node:readline";
import * as tar from "tar";
import {
  FORMAT,
  FORMAT_VERSION,
  type FileIndexEntry,
  MANIFEST_NAME,
  type Manifest,
  fileIndexEntrySchema,
  filePartPath,
  manifestSchema,
  sha256OfFile,
} from "./archive-manifest.ts";
import { BackupError } from "./backup-error.ts";

export type CheckedArchive = { dir: string; manifest: Manifest; files: FileIndexEntry[] };

/**
 * Unpacks `archive` into `dir` and checks it whole before anything is written to the target: the manifest's
 * format, then the size and SHA-256 of every part it names and of every stored file. A damaged, truncated or
 * foreign archive stops here with a message naming what is wrong.
 */
export async function unpackAndCheck(archive: string, dir: string): Promise<CheckedArchive> {
  if (!existsSync(archive)) throw new BackupError(`There is no file ${archive}.`);
  try {
    // strict: a damaged tar or gzip stream is an error, not a warning and a partial extraction.
    await tar.extract({ file: archive, cwd: dir, strict: true });
  } catch (error) {
    throw new BackupError(`${archive} is damaged or is not a Stint backup (${(error as Error).message}).`);
  }
  const manifest = await readManifest(path.join(dir, MANIFEST_NAME), archive);
  for (const part of [...manifest.tables, manifest.files]) await checkPart(dir, part.path, part.bytes, part.sha256);
  const files: FileIndexEntry[] = [];
  const lines = readline.createInterface({ input: createReadStream(path.join(dir, manifest.files.path)) });
  for await (const line of lines) {
    if (!line) continue;
    const entry = fileIndexEntrySchema.parse(JSON.parse(line));
    await checkPart(dir, filePartPath(entry.key), entry.size, entry.sha256);
    files.push(entry);
  }
  if (files.length !== manifest.files.count) {
    throw new BackupError(`The archive lists ${files.length} files but its manifest says ${manifest.files.count}.`);
  }
  return { dir, manifest, files };
}

async function readManifest(file: string, archive: string): Promise<Manifest> {
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(file, "utf8"));
  } catch {
    throw new BackupError(`${archive} has no readable ${MANIFEST_NAME}: it is not a Stint backup.`);
  }
  const format = (raw as { format?: unknown; formatVersion?: unknown } | null) ?? {};
  if (format.format !== FORMAT) throw new BackupError(`${archive} is not a Stint backup.`);
  if (format.formatVersion !== FORMAT_VERSION) {
    throw new BackupError(
      `${archive} is in backup format ${String(format.formatVersion)}; this code reads format ${FORMAT_VERSION}.`,
    );
  }
  const parsed = manifestSchema.safeParse(raw);
  if (!parsed.success) throw new BackupError(`${archive} has a damaged manifest: ${parsed.error.message}`);
  return parsed.data;
}

async function checkPart(dir: string, part: string, bytes: number, sha256: string): Promise<void> {
  const file = path.resolve(dir, part);
  if (!file.startsWith(path.resolve(dir) + path.sep))
    throw new BackupError(`The archive names a part outside it: ${part}`);
  const size = await stat(file).then(
    (info) => info.size,
    () => null,
  );
  if (size === null) throw new BackupError(`The archive is missing ${part}.`);
  if (size !== bytes || (await sha256OfFile(file)) !== sha256) {
    throw new BackupError(
      `The archive is damaged: ${part} does not match its checksum. Use another copy of the backup.`,
    );
  }
}
