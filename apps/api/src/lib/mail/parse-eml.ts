/** A calendar part: the `text/calendar` alternative (with its `method`) or the `.ics` attachment. */
export type MailCalendarPart = { type: string; method: string | null; filename: string | null; content: string };

export type ParsedMail = { to: string; subject: string; text: string; calendars: MailCalendarPart[] };

type Entity = { headers: Map<string, string>; body: string };

/**
 * Reads the parts of an RFC 5322 message that tests look at: To, Subject and the text/plain body, with
 * encoded words, quoted-printable, base64 and multipart bodies decoded. Enough for what nodemailer writes;
 * not a general MIME parser.
 */
export function parseEml(source: string): ParsedMail {
  const entity = splitEntity(source.replace(/\r\n/g, "\n"));
  return {
    to: decodeHeader(entity.headers.get("to") ?? ""),
    subject: decodeHeader(entity.headers.get("subject") ?? ""),
    text: findText(entity) ?? "",
    calendars: findCalendars(entity),
  };
}

// Every text/calendar or application/ics part in the tree, decoded (calendar invitations carry both).
function findCalendars(entity: Entity): MailCalendarPart[] {
  const { type, params } = parseContentType(entity.headers.get("content-type"));
  if (type.startsWith("multipart/")) {
    return splitMultipart(entity.body, params.get("boundary") ?? "")
      .map(splitEntity)
      .flatMap(findCalendars);
  }
  if (type !== "text/calendar" && type !== "application/ics") return [];
  const disposition = parseContentType(entity.headers.get("content-disposition"));
  return [
    {
      type,
      method: params.get("method") ?? null,
      filename: disposition.params.get("filename") ?? params.get("name") ?? null,
      content: decodeBody(entity, params.get("charset")),
    },
  ];
}

function splitEntity(raw: string): Entity {
  const end = raw.indexOf("\n\n");
  const headerBlock = end === -1 ? raw : raw.slice(0, end);
  const body = end === -1 ? "" : raw.slice(end + 2);
  const headers = new Map<string, string>();
  // A line that starts with whitespace continues the header above it (folding).
  for (const line of headerBlock.replace(/\n(?=[ \t])/g, "").split("\n")) {
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!headers.has(name)) headers.set(name, line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function parseContentType(value: string | undefined): { type: string; params: Map<string, string> } {
  const [type = "text/plain", ...rest] = (value ?? "text/plain").split(";");
  const params = new Map<string, string>();
  for (const param of rest) {
    const eq = param.indexOf("=");
    if (eq === -1) continue;
    const name = param.slice(0, eq).trim().toLowerCase();
    const raw = param.slice(eq + 1).trim();
    params.set(name, raw.replace(/^"(.*)"$/, "$1"));
  }
  return { type: type.trim().toLowerCase(), params };
}

// Prefers text/plain anywhere in the tree, attachments aside; falls back to HTML with its tags removed so
// links still show.
function findText(entity: Entity): string | undefined {
  const { type, params } = parseContentType(entity.headers.get("content-type"));
  if (type.startsWith("multipart/")) {
    const found = splitMultipart(entity.body, params.get("boundary") ?? "")
      .map(splitEntity)
      .filter((part) => !/^\s*attachment/i.test(part.headers.get("content-disposition") ?? ""))
      .map((part) => ({ html: isHtml(part), text: findText(part) }))
      .filter((part) => part.text !== undefined);
    return (found.find((part) => !part.html) ?? found[0])?.text;
  }
  if (type === "text/plain") return decodeBody(entity, params.get("charset"));
  if (type === "text/html") return htmlToText(decodeBody(entity, params.get("charset")));
  return undefined;
}

function isHtml(entity: Entity): boolean {
  return parseContentType(entity.headers.get("content-type")).type === "text/html";
}

function splitMultipart(body: string, boundary: string): string[] {
  if (!boundary) return [];
  const delimiter = `--${boundary}`;
  const parts: string[] = [];
  let current: string[] | undefined;
  for (const line of body.split("\n")) {
    if (line.trimEnd() === `${delimiter}--`) break;
    if (line.trimEnd() === delimiter) {
      if (current) parts.push(current.join("\n"));
      current = [];
    } else {
      current?.push(line);
    }
  }
  if (current) parts.push(current.join("\n"));
  return parts;
}

function decodeBody(entity: Entity, charset: string | undefined): string {
  const encoding = (entity.headers.get("content-transfer-encoding") ?? "7bit").toLowerCase();
  if (encoding === "quoted-printable") return decodeBytes(quotedPrintableBytes(entity.body), charset);
  if (encoding === "base64") return decodeBytes(Buffer.from(entity.body, "base64"), charset);
  return entity.body;
}

function quotedPrintableBytes(body: string): Buffer {
  // "=" at the end of a line is a soft break inserted to keep lines short; every other "=XX" is one byte.
  const unfolded = body.replace(/=[ \t]*\n/g, "");
  return Buffer.from(
    unfolded.replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    "latin1",
  );
}

function decodeBytes(bytes: Uint8Array, charset: string | undefined): string {
  try {
    return new TextDecoder(charset ?? "utf-8").decode(bytes);
  } catch {
    return new TextDecoder("utf-8").decode(bytes);
  }
}

// RFC 2047 encoded words, e.g. =?UTF-8?Q?R=C3=A9initialiser?=; whitespace between two of them is not text.
const ENCODED_WORD = /=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g;

function decodeHeader(value: string): string {
  return value
    .replace(/(\?=)\s+(?==\?)/g, "$1")
    .replace(ENCODED_WORD, (_, charset: string, kind: string, data: string) => {
      const bytes =
        kind.toUpperCase() === "B" ? Buffer.from(data, "base64") : quotedPrintableBytes(data.replace(/_/g, " "));
      return decodeBytes(bytes, charset);
    });
}

function htmlToText(html: string): string {
  return html
    .replace(/<a\b[^>]*\bhref="([^"]*)"[^>]*>/gi, " $1 ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&"); // last, so "&amp;lt;" stays the text "&lt;"
}
