import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { MiddlewareHandler } from "hono";

const COMPRESSIBLE = /^(application\/([\w.+-]*json|javascript|xml)|text\/|image\/svg\+xml)/i;
/** Below this a compressed body saves less than the headers and the work cost. */
const MIN_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Brotli when the client takes it, else gzip, else nothing (q=0 refuses an encoding). */
export function chooseEncoding(acceptEncoding: string | undefined): "br" | "gzip" | null {
  if (!acceptEncoding) return null;
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

/**
 * Compresses the text responses the app builds (JSON, the SPA's index.html) for clients that ask for it. The
 * built web app's files come precompressed from the build and pass through untouched (they have an encoding
 * already), as do files (PDFs, images) and responses without a body. Brotli runs at a low quality: the response
 * is compressed on every request, where speed matters more than the last few percent.
 */
export function compressResponses(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    const type = res.headers.get("content-type") ?? "";
    if (!res.body || !COMPRESSIBLE.test(type) || res.headers.has("content-encoding")) return;
    if (res.headers.get("cache-control")?.includes("no-transform")) return;
    if (!/accept-encoding/i.test(res.headers.get("vary") ?? "")) res.headers.append("vary", "Accept-Encoding");
    const encoding = chooseEncoding(c.req.header("accept-encoding"));
    if (!encoding || c.req.method === "HEAD") return;
    const raw = Buffer.from(await res.arrayBuffer());
    if (raw.length < MIN_BYTES) {
      c.res = new Response(raw, res);
      return;
    }
    const body =
      encoding === "br"
        ? await brotli(raw, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
          })
        : await gzipAsync(raw, { level: 6 });
    c.res = new Response(body, res);
    c.res.headers.delete("content-length");
    c.res.headers.set("content-encoding", encoding);
  };
}
