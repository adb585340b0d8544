import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { FILE_RULES } from "@stint/shared/files";
import busboy from "busboy";
import type { AppDeps } from "../../../app-deps.ts";
import { AppError, badRequest, fileError } from "../../../lib/errors.ts";
import { findOwnedFile } from "../../files/find-owned-file.ts";
import { sniffHead } from "../../files/sniff-head.ts";
import { fileTooLarge, unsupportedType } from "../../files/store-file.ts";

const RULES = FILE_RULES.cv;
// Room for the boundary and the part's headers around the file.
const FORM_OVERHEAD_BYTES = 16 * 1024;
const FILE_FIELD = "file";

/**
 * The bytes of the PDF to read: the one `file` of a multipart form, held in memory (never stored), or one of the
 * student's own stored CV files. The same checks as an upload: the type told from the content, the CV size limit.
 */
export async function readImportPdf(options: {
  deps: Pick<AppDeps, "database" | "storage">;
  request: Request;
  studentId: string;
  fileId: string | undefined;
}): Promise<Buffer> {
  const { deps, request, studentId, fileId } = options;
  if (fileId !== undefined) {
    const file = await findOwnedFile({ db: deps.database.db, ownerId: studentId, fileId, purpose: "cv" });
    if (!file) throw fileError("object-not-found", 404, "No such file, or not yours.");
    const stored = await deps.storage.get(file.storageKey);
    // Stored CV files passed the size and type checks when they were uploaded.
    return collect(stored.body);
  }
  return readUploadedPdf(request);
}

/** Whether the request carries the PDF itself (else it must be JSON naming a stored file). */
export const isMultipart = (request: Request) =>
  /^multipart\/form-data\b/i.test(request.headers.get("content-type") ?? "");

async function readUploadedPdf(request: Request): Promise<Buffer> {
  const declared = Number(request.headers.get("content-length") ?? Number.NaN);
  if (Number.isFinite(declared) && declared > RULES.maxBytes + FORM_OVERHEAD_BYTES) throw fileTooLarge("cv");
  if (!request.body) throw badRequest("Choose a PDF file.", { file: "Choose a PDF file." });
  let form: busboy.Busboy;
  try {
    form = busboy({
      headers: { "content-type": request.headers.get("content-type") ?? "" },
      defParamCharset: "utf8",
      limits: { fields: 0, files: 1, fieldNameSize: 32, headerPairs: 16 },
    });
  } catch {
    throw badRequest("Send the file as multipart/form-data.", { file: "Choose a PDF file." });
  }
  const source = Readable.fromWeb(request.body as NodeReadableStream<Uint8Array>);
  const result = new Promise<Buffer>((resolve, reject) => {
    let reading = false;
    const refuse = (message: string) => reject(badRequest(message, { [FILE_FIELD]: message }));
    form.on("file", (name, stream) => {
      stream.on("error", () => undefined);
      if (name !== FILE_FIELD) {
        stream.resume();
        return refuse("Send the PDF in the field file.");
      }
      reading = true;
      readPdfStream(stream).then(resolve, reject);
    });
    form.on("field", () => refuse("Send only the field file."));
    form.on("fieldsLimit", () => refuse("Send only the field file."));
    form.on("filesLimit", () => refuse("Send one file."));
    form.on("error", () => refuse("The upload is not a valid multipart form."));
    form.on("close", () => {
      if (!reading) refuse("Choose a PDF file.");
    });
    source.on("error", (error) => form.destroy(error));
    source.pipe(form);
  });
  try {
    return await result;
  } catch (error) {
    source.unpipe(form);
    form.destroy();
    source.destroy();
    if (error instanceof AppError) throw error;
    throw badRequest("The upload is not a valid multipart form.", { [FILE_FIELD]: "Upload the file again." });
  }
}

async function readPdfStream(stream: Readable): Promise<Buffer> {
  const { head, mime, rest } = await sniffHead(stream);
  if (head.length === 0) throw badRequest("The file is empty.", { [FILE_FIELD]: "The file is empty." });
  if (!mime || !RULES.contentTypes.includes(mime)) {
    stream.resume();
    throw unsupportedType("cv");
  }
  const chunks: Buffer[] = [];
  let size = 0;
  // The head may be the whole body already (one large chunk): it counts as any other.
  for (let next: IteratorResult<Buffer> = { done: false, value: head }; !next.done; next = await rest.next()) {
    size += next.value.length;
    if (size > RULES.maxBytes) {
      stream.resume();
      throw fileTooLarge("cv");
    }
    chunks.push(next.value);
  }
  return Buffer.concat(chunks, size);
}

async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}
