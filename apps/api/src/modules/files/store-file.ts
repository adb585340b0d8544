import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { FILE_RULES, type FileMeta, type FilePurpose, USER_QUOTA_BYTES } from "@stint/shared/files";
import type { AppDeps } from "../../app-deps.ts";
import { files } from "../../db/schema/index.ts";
import { type AppError, badRequest, fileError } from "../../lib/errors.ts";
import { isForeignKeyViolation } from "../../db/db-errors.ts";
import { fileDto } from "./file-dto.ts";
import { displayName } from "./file-name.ts";
import { lockOwnerQuota, usedBytes } from "./quota.ts";
import { sniffHead } from "./sniff-head.ts";

export type StoreFileDeps = Pick<AppDeps, "database" | "storage" | "logger">;

const MB = 1024 * 1024;

const WHAT: Record<FilePurpose, string> = { cv: "a CV", avatar: "a picture", logo: "a logo" };

export const fileTooLarge = (purpose: FilePurpose) =>
  fileError(
    "file-too-large",
    413,
    `This file is too large: ${WHAT[purpose]} may be at most ${FILE_RULES[purpose].maxBytes / MB} MB.`,
  );
const quotaExceeded = () => fileError("quota-exceeded", 413);

/**
 * Stores one file for `ownerId` — an upload or the demo data's generated files — and records it. The body
 * is streamed to storage, never held whole: its type is told from its first bytes (it must be one of the
 * purpose's types), its size is counted on the way and the stream stops at the purpose's limit or the
 * owner's remaining quota. The row is written only once every byte is stored, under a per-owner lock that
 * re-checks the quota, so racing uploads cannot overrun it; whatever fails on the way leaves nothing stored.
 */
export async function storeFile(input: {
  deps: StoreFileDeps;
  ownerId: string;
  purpose: FilePurpose;
  name: string;
  body: Readable | Uint8Array;
  signal?: AbortSignal;
}): Promise<FileMeta> {
  const { deps, ownerId, purpose, signal } = input;
  const db = deps.database.db;
  const rules = FILE_RULES[purpose];
  const source = input.body instanceof Uint8Array ? Readable.from([Buffer.from(input.body)]) : input.body;

  let refused: AppError | undefined;
  const refuse = (error: AppError) => {
    refused ??= error;
    return error;
  };
  const stopReading = () => source.destroy();

  const quotaLeft = USER_QUOTA_BYTES - (await usedBytes({ db, ownerId }));
  if (quotaLeft <= 0) {
    stopReading();
    throw quotaExceeded();
  }
  const { head, mime, rest } = await sniffHead(source);
  if (head.length === 0) {
    stopReading();
    throw badRequest("The file is empty.", { file: "The file is empty." });
  }
  if (!mime || !rules.contentTypes.includes(mime)) {
    stopReading();
    throw unsupportedType(purpose);
  }

  let size = 0;
  const count = (chunk: Buffer) => {
    size += chunk.length;
    if (size > rules.maxBytes) throw refuse(fileTooLarge(purpose));
    if (size > quotaLeft) throw refuse(quotaExceeded());
    return chunk;
  };
  const counted = Readable.from(
    (async function* () {
      yield count(head);
      for (let next = await rest.next(); !next.done; next = await rest.next()) yield count(next.value);
    })(),
    { objectMode: false },
  );

  const storageKey = `${ownerId}/${randomUUID()}`;
  try {
    await deps.storage.put(storageKey, counted, { contentType: mime, ...(signal ? { signal } : {}) });
  } catch (error) {
    stopReading();
    if (refused) throw refused;
    if (signal?.aborted) throw fileError("canceled", 400);
    throw error;
  }

  try {
    if (signal?.aborted) throw fileError("canceled", 400);
    const row = await db.transaction(async (tx) => {
      await lockOwnerQuota({ db: tx, ownerId });
      if ((await usedBytes({ db: tx, ownerId })) + size > USER_QUOTA_BYTES) throw quotaExceeded();
      const [inserted] = await tx
        .insert(files)
        .values({
          ownerId,
          purpose,
          name: displayName({ name: input.name, contentType: mime, purpose }),
          size,
          contentType: mime,
          storageKey,
        })
        .returning();
      return inserted!;
    });
    return fileDto(row);
  } catch (error) {
    await deps.storage.delete(storageKey).catch((deleteError: unknown) => {
      deps.logger.error({ err: deleteError, storageKey }, "could not delete a stored file that has no row");
    });
    // The owner was deleted while the bytes were on their way.
    if (isForeignKeyViolation(error)) throw fileError("unauthenticated", 401);
    throw error;
  }
}

/** 415 for content the purpose does not take (told from the bytes, as sniffHead tells it). */
export function unsupportedType(purpose: FilePurpose) {
  const message =
    purpose === "cv"
      ? "This is not a PDF. Upload your CV as a PDF file."
      : "This is not a PNG, JPEG or WebP picture. Upload one of those.";
  return fileError("unsupported-type", 415, message);
}
