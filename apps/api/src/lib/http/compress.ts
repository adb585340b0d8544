import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Context, MiddlewareHandler } from "hono";

const COMPRESSIBLE = /^(application\/([\w.+-]*json|javascript|xml)|text\/|image\/svg\+xml)/i;
/** Below this a compressed body saves less than the headers and the work cost. */
const MIN_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

type Encoding = "br" | "gzip" | null;

/** Brotli when the client takes it, else gzip, else nothing (q=0 refuses an encoding). */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  return acceptEncoding ? parseEncoding(acceptEncoding) : null;
}

function parseEncoding(acceptEncoding: string): Encoding {
  const accepted = new Set(
    acceptEncoding
      .toLowerCase()
      .split(",")
      .map((part) => part.trim().split(";"))
      .filter(([, ...params]) => !params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(param)))
      .map(([name]) => name!.trim()),
  );
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip") || accepted.has("*")) return "gzip";
  return null;
}

/** Whether a response of this type and these headers is sent compressed to clients that take it. */
function negotiated(type: string | undefined, encoding: string | undefined, cacheControl: string | undefined) {
  return Boolean(type && COMPRESSIBLE.test(type) && !encoding && !cacheControl?.includes("no-transform"));
}

const ACCEPT_ENCODING = /accept-encoding/i;

/**
 * Compresses the text responses the app builds (JSON, the SPA's index.html) for clients that ask for it, with
 * brotli first (Hono's compress offers gzip and deflate only; decision 025). The built web app's files come
 * precompressed from the build and pass through untouched (they have an encoding already), as do files (PDFs,
 * images), ranges and responses without a body. Brotli runs at a low quality: the response is compressed on
 * every request, where speed matters more than the last few percent.
 */
export function compressResponses(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    const headers = res.headers;
    if (
      !negotiated(
        headers.get("content-type") ?? undefined,
        headers.get("content-encoding") ?? undefined,
        headers.get("cache-control") ?? undefined,
      )
    )
      return;
    if (!ACCEPT_ENCODING.test(headers.get("vary") ?? "")) headers.append("vary", "Accept-Encoding");
    const encoding = chooseEncoding(c.req.header("accept-encoding"));
    if (!encoding || c.req.method === "HEAD" || res.status === 204 || res.status === 304) return;
    // A range (206) is those bytes of the file as stored: compressing them would break Content-Range.
    if (res.status === 206 || headers.has("content-range")) return;
    const length = Number(headers.get("content-length") ?? Number.NaN);
    if (length < MIN_BYTES || !res.body) return;
    await compress(c, encoding);
  };
}

async function compress(c: Context, encoding: "br" | "gzip") {
  const res = c.res;
  const headers = res.headers;
  const raw = Buffer.from(await res.arrayBuffer());
  const init = { status: res.status, statusText: res.statusText, headers };
  if (raw.length < MIN_BYTES) {
    // Replaced, not merged: Hono's setter would copy the old response's headers into the new one's.
    c.res = undefined;
    c.res = new Response(raw, init);
    return;
  }
  const body =
    encoding === "br"
      ? await brotli(raw, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
        })
      : await gzipAsync(raw, { level: 6 });
  headers.delete("content-length");
  headers.set("content-encoding", encoding);
  c.res = undefined;
  c.res = new Response(body, init);
}
