import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { OutgoingHttpHeader } from "node:http";
import type { Context } from "hono";
import type { Step } from "./layer.ts";
import { nodeResponse, requestHeader } from "./node-bindings.ts";
import type { HeadRule } from "./preset-headers.ts";

const COMPRESSIBLE = /^(application\/([\w.+-]*json|javascript|xml)|text\/|image\/svg\+xml)/i;
/** Below this a compressed body saves less than the headers and the work cost. */
const MIN_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

type Encoding = "br" | "gzip" | null;
/**
 * Browsers send one of a few short Accept-Encodings, the same on every request: the choice for each is kept.
 * Past the first 100, or longer than 200 characters (anyone can send any), they are parsed each time.
 */
const chosen = new Map<string, Encoding>();
const CHOSEN_MAX = 100;
const CHOSEN_LENGTH_MAX = 200;

/** Brotli when the client takes it, else gzip, else nothing (q=0 refuses an encoding). */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return null;
  let encoding = chosen.get(acceptEncoding);
  if (encoding === undefined) {
    encoding = parseEncoding(acceptEncoding);
    if (chosen.size < CHOSEN_MAX && acceptEncoding.length <= CHOSEN_LENGTH_MAX) chosen.set(acceptEncoding, encoding);
  }
  return encoding;
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
const text = (value: OutgoingHttpHeader | number | undefined) => (value === undefined ? undefined : String(value));

/** The Vary of a negotiated response written by Node, from its head (preset-headers.ts). */
const varyHead: HeadRule = (head) => {
  if (!negotiated(text(head["content-type"]), text(head["content-encoding"]), text(head["cache-control"]))) return;
  const vary = text(head.vary);
  if (vary === undefined) head.vary = "Accept-Encoding";
  else if (!ACCEPT_ENCODING.test(vary)) head.vary = `${vary}, Accept-Encoding`;
};

/**
 * Compresses the text responses the app builds (JSON, the SPA's index.html) for clients that ask for it. The
 * built web app's files come precompressed from the build and pass through untouched (they have an encoding
 * already), as do files (PDFs, images), ranges and responses without a body. Brotli runs at a low quality: the
 * response is compressed on every request, where speed matters more than the last few percent.
 *
 * Served by Node, a client that takes no encoding leaves the response untouched: its Vary is added as Node
 * writes the head, and the web Headers are not read for it.
 */
export function compressResponses(): Step {
  return {
    before(c) {
      nodeResponse(c)?.finishHead(varyHead);
    },
    after(c) {
      const encoding = chooseEncoding(requestHeader(c, "accept-encoding"));
      if (!encoding && nodeResponse(c)) return;
      const res = c.res;
      const headers = res.headers;
      if (
        !negotiated(
          headers.get("content-type") ?? undefined,
          headers.get("content-encoding") ?? undefined,
          headers.get("cache-control") ?? nodeResponse(c)?.presetHeader("cache-control"),
        )
      )
        return;
      if (!ACCEPT_ENCODING.test(headers.get("vary") ?? "")) headers.append("vary", "Accept-Encoding");
      if (!encoding || c.req.method === "HEAD" || res.status === 204 || res.status === 304) return;
      // A range (206) is those bytes of the file as stored: compressing them would break Content-Range.
      if (res.status === 206 || headers.has("content-range")) return;
      // Only now is the body touched: reading it turns @hono/node-server's light response into a web stream,
      // about a fifth of a small answer's time (issue 13); a client that asked for no encoding skips it.
      const length = Number(headers.get("content-length") ?? Number.NaN);
      if (length < MIN_BYTES || !res.body) return;
      return compress(c, encoding);
    },
  };
}

async function compress(c: Context, encoding: "br" | "gzip") {
  const res = c.res;
  const headers = res.headers;
  const raw = Buffer.from(await res.arrayBuffer());
  const init = { status: res.status, statusText: res.statusText, headers };
  if (raw.length < MIN_BYTES) {
    // Replaced, not merged (Hono's setter would copy the old one's headers through a web stream); a plain init
    // keeps the new response light, written to the socket in one go.
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
