import type { Readable } from "node:stream";
import { fileTypeFromBuffer } from "file-type";

// file-type's own sample size: enough for every type it knows by its first bytes.
const SAMPLE_BYTES = 4100;

/**
 * Reads just enough of a stream to tell its type by content (magic bytes), never by name or declared type.
 * Returns the bytes read, the type (undefined when unknown) and the rest of the stream, still unread.
 */
export async function sniffHead(source: Readable): Promise<{
  head: Buffer;
  mime: string | undefined;
  rest: AsyncIterator<Buffer>;
}> {
  const rest: AsyncIterator<Buffer> = source[Symbol.asyncIterator]();
  const chunks: Buffer[] = [];
  let length = 0;
  while (length < SAMPLE_BYTES) {
    const next = await rest.next();
    if (next.done) break;
    const chunk = Buffer.isBuffer(next.value) ? next.value : Buffer.from(next.value);
    chunks.push(chunk);
    length += chunk.length;
  }
  const head = Buffer.concat(chunks, length);
  const type = length > 0 ? await fileTypeFromBuffer(head.subarray(0, SAMPLE_BYTES)) : undefined;
  return { head, mime: type?.mime, rest };
}
