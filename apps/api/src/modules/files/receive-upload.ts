import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { FILE_PURPOSES, FILE_RULES, type FileMeta, type FilePurpose } from "@stint/shared/files";
import busboy from "busboy";
import { AppError, badRequest, fileError } from "../../lib/errors.ts";
import { fileTooLarge } from "./store-file.ts";

const MAX_FILE_BYTES = Math.max(...FILE_PURPOSES.map((purpose) => FILE_RULES[purpose].maxBytes));
// Room for the boundaries, the part headers and the purpose field around the file.
const FORM_OVERHEAD_BYTES = 64 * 1024;
// Read and thrown away after a refusal, so that the client, still sending, gets to read the answer; past
// this the connection is cut (only a client that declared no length or lied about it gets this far).
const DISCARD_LIMIT_BYTES = MAX_FILE_BYTES + FORM_OVERHEAD_BYTES;

const FORM_FIELDS = { purpose: "purpose", file: "file" } as const;

export type ReceivedFile = { purpose: FilePurpose; name: string; body: Readable };

/**
 * Reads a `multipart/form-data` upload — the field `purpose`, then the field `file` — straight from the
 * request stream and hands the file to `store` as a stream. Nothing is buffered: a body declared too large
 * is refused before it is read, a purpose the user may not upload before its file is read, and a refusal
 * while the file streams (too large, wrong type, over quota) stops storing at once. After a refusal the
 * rest of the body is read and discarded (bounded), so the client can read the error instead of a reset.
 */
export async function receiveUpload(options: {
  request: Request;
  allowed: readonly FilePurpose[];
  store: (file: ReceivedFile) => Promise<FileMeta>;
}): Promise<FileMeta> {
  const { request, allowed } = options;
  if (allowed.length === 0) throw fileError("unauthorized", 403, "Your account cannot upload files.");
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\b/i.test(contentType) || !request.body) {
    throw badRequest("Send the file as multipart/form-data.", { file: "Choose a file to upload." });
  }
  const declaredLength = Number(request.headers.get("content-length") ?? Number.NaN);
  const tooLong = (limit: number) => Number.isFinite(declaredLength) && declaredLength > limit + FORM_OVERHEAD_BYTES;
  if (tooLong(MAX_FILE_BYTES)) {
    throw fileError(
      "file-too-large",
      413,
      `This file is too large: files may be at most ${MAX_FILE_BYTES / 1024 / 1024} MB.`,
    );
  }

  let form: busboy.Busboy;
  try {
    form = busboy({
      headers: { "content-type": contentType },
      // Browsers send file names as raw UTF-8.
      defParamCharset: "utf8",
      limits: { fields: 1, files: 1, fieldNameSize: 32, fieldSize: 64, headerPairs: 16 },
    });
  } catch {
    throw badRequest("Send the file as multipart/form-data.", { file: "Choose a file to upload." });
  }
  const source = Readable.fromWeb(request.body as NodeReadableStream<Uint8Array>);
  let clientGone = false;
  // Set by busboy's errors: a body that is not the multipart form it claims to be.
  let malformed = false;

  const result = new Promise<FileMeta>((resolve, reject) => {
    let purpose: FilePurpose | undefined;
    let storing = false;
    let settled = false;
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      reject(error);
    };
    const refuse = (field: string, message: string) => fail(badRequest(message, { [field]: message }));

    source.on("error", (error) => {
      clientGone = true;
      form.destroy(error);
    });
    form.on("field", (name, value) => {
      if (name !== FORM_FIELDS.purpose || purpose) return refuse(name, "This field is not accepted.");
      if (!(FILE_PURPOSES as readonly string[]).includes(value)) {
        return refuse(FORM_FIELDS.purpose, "Choose what the file is for: cv, avatar or logo.");
      }
      const chosen = value as FilePurpose;
      if (!allowed.includes(chosen)) {
        return fail(fileError("unauthorized", 403, `Your account cannot upload a file for "${chosen}".`));
      }
      if (tooLong(FILE_RULES[chosen].maxBytes)) return fail(fileTooLarge(chosen));
      purpose = chosen;
    });
    form.on("file", (name, stream, info) => {
      // busboy fails the file with the form (and when it is destroyed mid-file, as after a refusal).
      stream.on("error", () => (malformed = true));
      if (settled) return stream.resume();
      if (name !== FORM_FIELDS.file) {
        stream.resume();
        return refuse(name, "This field is not accepted.");
      }
      if (!purpose) {
        stream.resume();
        return refuse(FORM_FIELDS.purpose, "Send the purpose before the file.");
      }
      storing = true;
      options.store({ purpose, name: info.filename ?? "", body: stream }).then((meta) => {
        settled = true;
        resolve(meta);
      }, fail);
    });
    for (const limit of ["fieldsLimit", "filesLimit"]) {
      form.on(limit, () => refuse("_", "Send only the fields purpose and file."));
    }
    form.on("error", (error) => {
      malformed = true;
      fail(error);
    });
    form.on("close", () => {
      if (!storing) refuse(FORM_FIELDS.file, "Choose a file to upload.");
    });
    source.pipe(form);
  });

  try {
    return await result;
  } catch (error) {
    source.unpipe(form);
    form.destroy();
    if (clientGone || request.signal.aborted) {
      source.destroy();
      throw fileError("canceled", 400);
    }
    discardRest(source);
    if (error instanceof AppError) throw error;
    if (malformed) throw badRequest("The upload is not a valid multipart form.", { file: "Upload the file again." });
    throw error;
  }
}

function discardRest(source: Readable) {
  let discarded = 0;
  source.on("data", (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > DISCARD_LIMIT_BYTES) source.destroy();
  });
  source.on("error", () => undefined);
  source.resume();
}
