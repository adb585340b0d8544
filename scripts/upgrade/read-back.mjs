// Reads back every record the ledger names through the API, as each reader sees it, and every file's bytes.
// The result is plain JSON: what the previous release answered is kept and compared with the new code's.
import { ApiClient, sha256 } from "./http-client.mjs";

/**
 * @param {string} baseUrl the server to read from
 * @param {ReturnType<typeof import("./write-data.mjs").writeData> extends Promise<infer L> ? L : never} ledger
 * @returns {Promise<{ records: Record<string, { status: number, json: unknown }>, files: Record<string, { status: number, sha256: string | null }> }>}
 */
export async function readBack(baseUrl, ledger) {
  const clientOf = (reader) =>
    reader === "anonymous" ? new ApiClient(baseUrl) : ledger.accounts[reader].client.withSession(baseUrl);
  const records = {};
  for (const [reader, paths] of Object.entries(ledger.reads)) {
    const client = clientOf(reader);
    for (const [name, url] of Object.entries(paths)) {
      const response = await client.get(url);
      records[`${reader}: ${name} (GET ${url})`] = { status: response.status, json: normalize(response.json) };
    }
  }
  const files = {};
  for (const file of ledger.files) {
    // The API answers a file with a redirect to a signed address (same server, or the S3 store): follow it.
    const response = await clientOf(file.reader).get(`/api/files/${file.id}`, { redirect: "follow" });
    files[`${file.reader} reads ${file.label} (GET /api/files/${file.id})`] = {
      status: response.status,
      sha256: response.status === 200 ? sha256(response.bytes) : null,
    };
  }
  if (ledger.calendarFeedUrl) {
    const url = new URL(ledger.calendarFeedUrl.replace(/^webcal:/, "http:"));
    const response = await fetch(new URL(url.pathname, baseUrl));
    const text = await response.text();
    records[`calendar feed (GET ${url.pathname})`] = {
      status: response.status,
      json: { events: text.match(/^UID:.*$/gm)?.map((line) => line.trim()) ?? [] },
    };
  }
  const document = await new ApiClient(baseUrl).get("/api/openapi.json");
  return { records, files, openapi: document.status === 200 ? document.json : null };
}

/**
 * What may differ between two reads of the same record without a change: a signed file address carries its
 * own expiry and signature, and an export says when it was made. Everything else must read the same.
 */
export function normalize(value) {
  if (Array.isArray(value)) return value.map(normalize);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !VOLATILE_KEYS.has(key))
        .map(([key, inner]) => [key, normalize(inner)]),
    );
  }
  if (typeof value === "string" && /[?&](signature|expires|X-Amz-Signature)=/.test(value)) return value.split("?")[0];
  return value;
}

const VOLATILE_KEYS = new Set(["exportedAt"]);
