import { Readable } from "node:stream";
import type { AppDeps } from "../../app-deps.ts";
import { fileError } from "../../lib/errors.ts";
import { contentDisposition, neutralName } from "./file-name.ts";
import { isUuid } from "../../lib/http/id-param.ts";
import { findFile } from "./find-owned-file.ts";
import type { FileUrlSigner } from "./signed-url.ts";

// A file opened on its own is a document of our origin: it may run nothing, load nothing and reach nothing.
// Images keep what a browser's image viewer needs (the image itself, the viewer's inline styles).
const PDF_POLICY = "sandbox; default-src 'none'";
const IMAGE_POLICY = "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'";

/**
 * The bytes behind a signed link, streamed from storage. No session is needed (the signature is the
 * permission, as with an S3 presigned URL), so `<img src>` and plain downloads work. PDFs download as
 * attachments, images show inline, and the type is the one sniffed at upload, never to be re-guessed.
 */
export async function fileContent(options: {
  deps: Pick<AppDeps, "database" | "storage"> & { signer: FileUrlSigner };
  fileId: string;
  expires: string | undefined;
  signature: string | undefined;
  /** The link was made for someone other than the owner: the file goes by a neutral name. */
  neutral: boolean;
  /** HEAD: the headers only, without opening the stored file (an unread stream would hold it open). */
  headOnly?: boolean;
  now?: Date;
}): Promise<Response> {
  const { deps, fileId } = options;
  const now = options.now ?? new Date();
  if (!isUuid(fileId) || !deps.signer.verify(fileId, options.expires, options.signature, now, options.neutral)) {
    throw fileError("invalid-url", 403);
  }
  const file = await findFile({ db: deps.database.db, fileId });
  if (!file) throw fileError("object-not-found", 404);
  const stored = options.headOnly ? null : await deps.storage.get(file.storageKey);
  const isImage = file.contentType.startsWith("image/");
  // Cached no longer than the link is valid.
  const maxAge = Math.max(0, Number(options.expires) - Math.floor(now.getTime() / 1000));
  const body = stored ? (Readable.toWeb(stored.body) as ReadableStream<Uint8Array>) : null;
  return new Response(body, {
    status: 200,
    headers: {
      "content-type": file.contentType,
      "content-length": String(stored?.size ?? file.size),
      "content-disposition": contentDisposition(
        isImage ? "inline" : "attachment",
        options.neutral ? neutralName(file) : file.name,
      ),
      "x-content-type-options": "nosniff",
      "content-security-policy": isImage ? IMAGE_POLICY : PDF_POLICY,
      "cache-control": `private, max-age=${maxAge}`,
    },
  });
}
