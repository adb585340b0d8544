import type { FilePurpose } from "@stint/shared/files";
import type { TestClient } from "./test-app.ts";

/** A small but well-formed PDF; `padTo` grows it with a comment before the body to about that size. */
export function pdfBytes(padTo = 0): Uint8Array {
  const head = "%PDF-1.4\n";
  const body = [
    "1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj",
    "2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj",
    "3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj",
    "trailer << /Root 1 0 R >>",
    "%%EOF",
  ].join("\n");
  const padding = Math.max(0, padTo - head.length - body.length - 2);
  return new TextEncoder().encode(`${head}%${"x".repeat(padding)}\n${body}\n`);
}

// The smallest valid pictures of each accepted type (1×1 pixel).
export const PNG_BYTES = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);
export const JPEG_BYTES = Buffer.from(
  "/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=",
  "base64",
);
export const WEBP_BYTES = Buffer.from("UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==", "base64");

export const TEXT_BYTES = new TextEncoder().encode("Just some text, not a PDF at all.\n");

/** The form the web app sends: the purpose first, then the file. */
export function uploadForm(options: { purpose: string; name: string; bytes: Uint8Array; type?: string }): FormData {
  const form = new FormData();
  form.append("purpose", options.purpose);
  form.append("file", new Blob([options.bytes], { type: options.type ?? "application/octet-stream" }), options.name);
  return form;
}

export async function upload(
  client: TestClient,
  options: { purpose: FilePurpose | string; name?: string; bytes: Uint8Array; type?: string },
) {
  return client.request("POST", "/api/files", {
    form: uploadForm({ name: options.name ?? "file", ...options }),
  });
}

/** Uploads and returns the file's metadata, failing loudly when the upload does not succeed. */
export async function uploaded(
  client: TestClient,
  options: { purpose: FilePurpose; name?: string; bytes: Uint8Array; type?: string },
) {
  const response = await upload(client, options);
  if (response.status !== 201) throw new Error(`upload failed: ${response.status} ${response.text}`);
  return response.json as { id: string; url: string; size: number; name: string; contentType: string };
}

/** The bytes around a file in a multipart upload form: the purpose field and the file part's headers. */
export function multipartFrame(options: { purpose: string; name: string }) {
  const boundary = "----stint-test-boundary-7d9a";
  const encoder = new TextEncoder();
  return {
    head: encoder.encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\n${options.purpose}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${options.name}"\r\n` +
        "Content-Type: application/pdf\r\n\r\n",
    ),
    tail: encoder.encode(`\r\n--${boundary}--\r\n`),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** The file content of a large test upload, in 64 KB chunks: `fileHead` first, then spaces. */
export function* fileChunks(fileHead: Uint8Array, fileBytes: number): Generator<Uint8Array> {
  const CHUNK = 64 * 1024;
  for (let position = 0; position < fileBytes; position += CHUNK) {
    const chunk = new Uint8Array(Math.min(CHUNK, fileBytes - position)).fill(0x20);
    if (position === 0) chunk.set(fileHead.subarray(0, chunk.length));
    yield chunk;
  }
}

/**
 * A multipart body for `purpose` whose file part is `fileBytes` long, produced lazily in 64 KB chunks
 * starting with `fileHead` (so it sniffs as that type). `onChunk` hears how much was handed out so far, and
 * `gate` holds back the chunks after the given byte offset until it resolves.
 */
export function lazyMultipart(options: {
  purpose: string;
  name: string;
  fileHead: Uint8Array;
  fileBytes: number;
  onChunk?: (sent: number) => void;
  gate?: { afterBytes: number; until: Promise<unknown> };
}) {
  const { head, tail, contentType } = multipartFrame(options);
  const file = fileChunks(options.fileHead, options.fileBytes);
  let sent = 0;
  let started = false;
  const stream = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        let chunk: Uint8Array | undefined;
        if (!started) {
          started = true;
          chunk = head;
        } else {
          if (options.gate && sent >= options.gate.afterBytes) await options.gate.until;
          chunk = file.next().value ?? undefined;
        }
        if (!chunk) {
          controller.enqueue(tail);
          sent += tail.length;
          options.onChunk?.(sent);
          controller.close();
          return;
        }
        controller.enqueue(chunk);
        sent += chunk.length;
        options.onChunk?.(sent);
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, total: head.length + options.fileBytes + tail.length, contentType };
}
