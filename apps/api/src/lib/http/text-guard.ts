import type { Context, MiddlewareHandler } from "hono";
import { AppError, badRequest, type FieldErrors } from "../errors.ts";
import type { AppEnv } from "./app-env.ts";

/** The longest value one query parameter may have. */
export const QUERY_VALUE_MAX = 2_000;
/** The longest URL (path and query) the API reads. */
export const URL_MAX = 8_192;
/** How deeply a JSON body may nest objects and arrays; the deepest body a route takes nests five levels. */
export const JSON_DEPTH_MAX = 32;
/** More problems than this in one request are not worth listing. */
const FIELDS_MAX = 20;

// C0 controls and DEL, except tab, line feed and carriage return. NUL cannot be stored by PostgreSQL at all.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
// A high surrogate without its low one after it, or a low one without its high one before it.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const LONE_SURROGATES = new RegExp(LONE_SURROGATE.source, "g");
/** A field name fit to be sent back in JSON. */
const printable = (path: string) => path.replace(LONE_SURROGATES, "\ufffd");
export const CONTROL_MESSAGE = "Remove the control character from this text.";
export const SURROGATE_MESSAGE = "This text contains a character that is not valid Unicode (a lone surrogate).";

/** Why `text` cannot be stored or shown as text, or undefined when it can. */
export function textProblem(text: string): string | undefined {
  if (CONTROL.test(text)) return CONTROL_MESSAGE;
  if (LONE_SURROGATE.test(text)) return SURROGATE_MESSAGE;
  return undefined;
}

const isJson = (type: string) => /^application\/([\w.-]+\+)?json\s*(;|$)/i.test(type);
const isForm = (type: string) => /^application\/x-www-form-urlencoded\s*(;|$)/i.test(type);

/**
 * Text the database cannot store (NUL, lone surrogates) and control characters other than tab and line breaks
 * are refused here, for every string a request carries, before any route or better-auth reads it: each query
 * parameter (also capped in length), and each key and string value of a JSON or URL-encoded form body, at any
 * depth. The answer is a 400 naming each field by its dotted path (`entries.0.title`), as zod's do. A JSON
 * body is parsed once here and handed to the routes' validators from Hono's body cache.
 */
export function textGuard(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const url = c.req.url;
    if (url.length > URL_MAX) {
      throw new AppError(
        "uri-too-long",
        414,
        `The address is too long (at most ${URL_MAX.toLocaleString("en")} characters).`,
      );
    }
    const fields: FieldErrors = {};
    const query = url.indexOf("?");
    if (query !== -1) checkParams(new URLSearchParams(url.slice(query + 1)), fields, QUERY_VALUE_MAX);

    const method = c.req.method;
    // Reads have no body: their headers are left unread.
    const type = method === "GET" || method === "HEAD" ? "" : (c.req.header("content-type") ?? "");
    if ((isJson(type) || isForm(type)) && c.req.raw.body) await checkBody(c, type, fields);
    if (Object.keys(fields).length > 0) throw badRequest("Some fields need your attention.", fields);
    await next();
  };
}

/** Adds the JSON or form body's problems to `fields`, as textGuard says; a JSON body is left in Hono's body cache. */
async function checkBody(c: Context<AppEnv>, type: string, fields: FieldErrors) {
  const text = await c.req.text();
  // The raw request is read now; routes that forward it (better-auth) get the same bytes again.
  c.req.raw = new Request(c.req.raw, { body: text });
  if (isForm(type)) {
    checkParams(new URLSearchParams(text), fields);
  } else if (text.trim() !== "") {
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw badRequest("The request body is not valid JSON.", { _: "Malformed JSON." });
    }
    checkJson(body, fields);
    c.req.bodyCache.json = Promise.resolve(body);
  }
}

function checkParams(params: URLSearchParams, fields: FieldErrors, max = Infinity) {
  for (const [key, value] of params) {
    if (Object.keys(fields).length >= FIELDS_MAX) return;
    const problem =
      textProblem(key) ??
      textProblem(value) ??
      (value.length > max ? `Use at most ${max.toLocaleString("en")} characters.` : undefined);
    if (problem) fields[printable(key)] ??= problem;
  }
}

/** Walks the parsed body without recursion (a body may nest deeper than the stack is tall). */
function checkJson(body: unknown, fields: FieldErrors) {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value: body, path: "", depth: 0 }];
  const at = (path: string, key: string | number) => (path === "" ? String(key) : `${path}.${key}`);
  const report = (path: string, message: string) => {
    fields[printable(path || "_")] ??= message;
  };
  while (stack.length > 0 && Object.keys(fields).length < FIELDS_MAX) {
    const { value, path, depth } = stack.pop()!;
    if (typeof value === "string") {
      const problem = textProblem(value);
      if (problem) report(path, problem);
    } else if (value !== null && typeof value === "object") {
      if (depth >= JSON_DEPTH_MAX) {
        report(path, `Nest at most ${JSON_DEPTH_MAX} levels.`);
        continue;
      }
      const entries: [string | number, unknown][] = Array.isArray(value)
        ? value.map((item, index) => [index, item])
        : Object.entries(value);
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const [key, item] = entries[index]!;
        const keyProblem = typeof key === "string" ? textProblem(key) : undefined;
        if (keyProblem) report(at(path, key), keyProblem);
        else stack.push({ value: item, path: at(path, key), depth: depth + 1 });
      }
    }
  }
}
