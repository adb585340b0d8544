import fc from "fast-check";
import { expect } from "vitest";
import { it } from "./api-test.ts";
import { fullCv } from "./cv-fixtures.ts";
import { publishableJob } from "./job-fixtures.ts";
import { TEST_ORIGIN, type TestClient } from "./test-app.ts";

/**
 * A generated fuzz harness over the OpenAPI document (issue 15): for every operation in /api/openapi.json,
 * fast-check builds requests from the operation's own schemas and spoils them (wrong types, missing and
 * unknown fields, NUL and lone surrogates, huge strings, numbers and arrays, bad ids in the path), sends them
 * as a signed-in student, a signed-in company or nobody, and every answer must be below 500, every error in
 * the one body shape. FUZZ_RUNS (runs per operation, 15) and FUZZ_SEED (15) change a run; the seed is fixed so
 * that CI is repeatable, and a failure names the seed, operation and request to replay it.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 15);
const SEED = Number(process.env.FUZZ_SEED ?? 15);

it.override({ appEnv: { RATE_LIMIT: "false" } });

type Schema = Record<string, any>;
type Operation = { method: string; path: string; operation: Schema };
type Role = "student" | "company" | "anonymous";
type Sent = { role: Role; method: string; url: string; body?: unknown; form?: Record<string, unknown> };

// Values that are wrong almost anywhere: what a hostile or broken client sends in place of the expected one.
const HOSTILE_STRINGS = [
  "a\u0000b",
  "\ud800",
  "x\udfff",
  "ring\u0007",
  "x".repeat(20_000),
  "",
  " ",
  "\u202eevil",
  "😀".repeat(500),
  "'; drop table users; --",
  "%00",
  "../../etc/passwd",
  "1e309",
  "-0",
  "NaN",
  "null",
  "2024-13-45",
  "0000-00-00",
  "99999-01-01",
  "00000000-0000-0000-0000-000000000000",
];
const HOSTILE_OTHERS = [
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  -1,
  0,
  0.5,
  2 ** 31,
  -(2 ** 31) - 1,
  5e-324,
  null,
  true,
  [],
  {},
  [null],
  Array.from({ length: 5_000 }, (_, index) => index),
  Array.from({ length: 200 }, () => "a\u0000"),
  { nested: { deeper: [1, "a\u0000", { x: "\ud800" }] } },
];
const hostile: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.constantFrom(...HOSTILE_OTHERS),
  fc.string({ unit: "binary", maxLength: 30 }),
  fc.integer(),
);
const HOSTILE_IDS = [
  "not-a-uuid",
  "%00",
  "a%00b",
  "%ED%A0%80",
  "x".repeat(3_000),
  "00000000-0000-0000-0000-000000000000",
  "..%2F..%2Fetc",
  "-1",
  "1e309",
  "%20",
  "null",
];

function resolve(document: Schema, schema: Schema | undefined): Schema | undefined {
  let current = schema;
  for (let hops = 0; current?.$ref && hops < 10; hops += 1) {
    const path = String(current.$ref).replace(/^#\//, "").split("/");
    current = path.reduce<any>((node, key) => node?.[key], document);
  }
  return current;
}

/** A value the schema describes, or (one time in six, at any depth) a hostile one instead. */
function valueOf(document: Schema, schema: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 5, arbitrary: typedValue(document, schema, depth) }, { weight: 1, arbitrary: hostile });
}

function typedValue(document: Schema, raw: Schema | undefined, depth: number): fc.Arbitrary<unknown> {
  const schema = resolve(document, raw);
  if (!schema || depth > 6) return fc.constant(null);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (Array.isArray(alternatives) && alternatives.length > 0) {
    return fc.oneof(...alternatives.map((item: Schema) => typedValue(document, item, depth + 1)));
  }
  if (Array.isArray(schema.allOf) && schema.allOf.length > 0) return typedValue(document, schema.allOf[0], depth);
  const types: string[] = Array.isArray(schema.type)
    ? schema.type
    : [schema.type ?? (schema.properties ? "object" : schema.items ? "array" : "string")];
  return fc.oneof(...types.map((type) => valueOfType(document, type, schema, depth)));
}

function valueOfType(document: Schema, type: string, schema: Schema, depth: number): fc.Arbitrary<unknown> {
  switch (type) {
    case "null":
      return fc.constant(null);
    case "boolean":
      return fc.boolean();
    case "integer":
    case "number": {
      const min = Math.max(schema.minimum ?? -1e6, -1e12);
      const max = Math.min(schema.maximum ?? 1e6, 1e12);
      if (min > max) return fc.constant(min);
      return type === "integer"
        ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
        : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
    }
    case "array":
      return fc.array(valueOf(document, schema.items, depth + 1), { maxLength: Math.min(schema.maxItems ?? 3, 3) });
    case "object":
      return objectValue(document, schema, depth);
    default:
      return stringValue(schema);
  }
}

function stringValue(schema: Schema): fc.Arbitrary<unknown> {
  const maxLength = Math.min(schema.maxLength ?? 40, 40);
  const minLength = Math.min(schema.minLength ?? 0, maxLength);
  if (schema.format === "uuid") return fc.uuid();
  if (schema.format === "date") return fc.date({ noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
  if (schema.format === "date-time") return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
  if (schema.format === "uri") return fc.webUrl();
  if (schema.format === "email") return fc.emailAddress();
  if (typeof schema.pattern === "string") {
    try {
      return fc.stringMatching(new RegExp(schema.pattern)).map((text) => text.slice(0, Math.max(maxLength, 1)));
    } catch {
      // A pattern JavaScript cannot read: plain strings below.
    }
  }
  return fc.string({ minLength, maxLength });
}

/** An object with the schema's properties: usually its required ones, sometimes not, sometimes an unknown one. */
function objectValue(document: Schema, schema: Schema, depth: number): fc.Arbitrary<unknown> {
  const properties: Record<string, Schema> = schema.properties ?? {};
  const keys = Object.keys(properties);
  if (keys.length === 0) {
    const values = schema.additionalProperties && typeof schema.additionalProperties === "object";
    return values
      ? fc.dictionary(fc.string({ maxLength: 10 }), valueOf(document, schema.additionalProperties, depth + 1), {
          maxKeys: 3,
        })
      : fc.constant({});
  }
  const model = Object.fromEntries(keys.map((key) => [key, valueOf(document, properties[key], depth + 1)]));
  const required: string[] = (schema.required ?? []).filter((key: string) => keys.includes(key));
  const record = fc.oneof(
    { weight: 4, arbitrary: fc.record(model, { requiredKeys: required }) },
    { weight: 1, arbitrary: fc.record(model, { requiredKeys: [] }) },
  );
  const extra = fc.option(fc.tuple(fc.constantFrom("unknownField", "__proto__", "constructor", "a\u0000"), hostile), {
    freq: 6,
  });
  return fc.tuple(record, extra).map(([value, unknown]) => {
    if (!unknown) return value;
    const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
    Object.defineProperty(copy, unknown[0], { value: unknown[1], enumerable: true, writable: true });
    return copy;
  });
}

/** Percent-encodes as a client would; a lone surrogate (which cannot be UTF-8) goes as bytes no UTF-8 has. */
function encode(value: unknown): string {
  const text = typeof value === "string" ? value : (JSON.stringify(value) ?? "");
  try {
    return encodeURIComponent(text);
  } catch {
    return "%ED%A0%80";
  }
}

function queryOf(document: Schema, parameters: Schema[]): fc.Arbitrary<string> {
  const query = parameters.filter((parameter) => parameter.in === "query");
  if (query.length === 0) return fc.constant("");
  const each = query.map((parameter) =>
    fc.option(
      fc
        .array(
          fc.oneof(
            { weight: 3, arbitrary: typedValue(document, parameter.schema, 1) },
            { weight: 2, arbitrary: hostile },
          ),
          { minLength: 1, maxLength: 2 },
        )
        .map((values) => values.map((value) => `${parameter.name}=${encode(value)}`).join("&")),
      { freq: 3 },
    ),
  );
  return fc.tuple(...each).map((pairs) => {
    const text = pairs.filter(Boolean).join("&");
    return text ? `?${text}` : "";
  });
}

function pathOf(path: string, knownIds: string[]): fc.Arbitrary<string> {
  const names = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
  if (names.length === 0) return fc.constant(`/api${path}`);
  const id = fc.oneof(fc.constantFrom(...knownIds), fc.uuid(), fc.constantFrom(...HOSTILE_IDS));
  return fc
    .tuple(...names.map(() => id))
    .map((ids) => `/api${names.reduce((url, name, index) => url.replace(`{${name}}`, ids[index]!), path)}`);
}

function requestOf(document: Schema, { method, path, operation }: Operation, knownIds: string[]): fc.Arbitrary<Sent> {
  const role = fc.constantFrom<Role>("student", "student", "company", "company", "anonymous");
  const url = fc.tuple(pathOf(path, knownIds), queryOf(document, operation.parameters ?? [])).map(([p, q]) => p + q);
  const content = operation.requestBody?.content ?? {};
  const json = content["application/json"]?.schema;
  const multipart = content["multipart/form-data"]?.schema;
  if (json) {
    const body = fc.oneof(
      { weight: 8, arbitrary: valueOf(document, json) },
      { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
      { weight: 1, arbitrary: fc.constant(undefined) },
    );
    return fc.record({ role, method: fc.constant(method), url, body });
  }
  if (multipart) {
    return fc.record({
      role,
      method: fc.constant(method),
      url,
      form: valueOf(document, multipart) as fc.Arbitrary<any>,
    });
  }
  return fc.record({ role, method: fc.constant(method), url });
}

/** A multipart form from generated fields; a binary field becomes a small file with a generated name. */
function formOf(fields: unknown): FormData {
  const form = new FormData();
  if (!fields || typeof fields !== "object" || Array.isArray(fields)) return form;
  for (const [name, value] of Object.entries(fields)) {
    if (name === "file") {
      const fileName = typeof value === "string" ? value.slice(0, 300) : "file.pdf";
      form.append(name, new Blob([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 1, 0, 255])]), fileName);
    } else {
      form.append(name, typeof value === "string" ? value : (JSON.stringify(value) ?? ""));
    }
  }
  return form;
}

const OPERATIONS_LEFT_OUT = new Set([
  // Deleting the account would end the sessions the rest of the run signs in with (its own tests cover it).
  "delete /me",
  // Signing out would end them too (the sign-in tests cover it).
  "post /auth/sign-out",
]);

it(
  "answers every generated bad request to every operation below 500, errors in the one body shape",
  { timeout: 600_000 },
  async ({ app, signedInStudent, signedInCompany }) => {
    // Ready as a serving process is (GET /api/health/ready answers 503 while the indexes load, as documented).
    await app.deps.matchingIndex.current();
    const document = (await app.client().get("/api/openapi.json")).json as Schema;
    const student = await signedInStudent({ openToOffers: true });
    const company = await signedInCompany();
    // Real ids, so that generated requests also reach past "not found" into the routes' work.
    const cv = await student.client.post("/api/cvs", fullCv());
    const job = await company.client.post("/api/jobs", publishableJob());
    await company.client.post(`/api/jobs/${job.json.id}/publish`);
    const application = await student.client.post("/api/applications", { jobId: job.json.id, cvId: cv.json.id });
    const filter = await company.client.post("/api/saved-filters", { name: "Fuzz", filter: {} });
    const knownIds = [student.id, company.id, cv.json.id, job.json.id, application.json.id, filter.json.id].filter(
      (id): id is string => typeof id === "string",
    );
    expect(knownIds).toHaveLength(6);

    const clients: Record<Role, TestClient | undefined> = {
      student: student.client,
      company: company.client,
      anonymous: undefined,
    };
    const operations: Operation[] = [];
    for (const [path, item] of Object.entries<Schema>(document.paths)) {
      for (const [method, operation] of Object.entries<Schema>(item)) {
        if (!["get", "post", "put", "patch", "delete"].includes(method)) continue;
        if (OPERATIONS_LEFT_OUT.has(`${method} ${path}`)) continue;
        operations.push({ method: method.toUpperCase(), path, operation });
      }
    }

    const failures: string[] = [];
    let requests = 0;
    const statuses = new Map<number, number>();
    const started = performance.now();
    for (const operation of operations) {
      await fc.assert(
        fc.asyncProperty(requestOf(document, operation, knownIds), async (sent) => {
          requests += 1;
          const client = clients[sent.role];
          // Sent beside the client: a generated sign-up must not replace the session the run signs in with.
          const headers: Record<string, string> = { origin: TEST_ORIGIN };
          if (client) headers.cookie = client.cookieHeader;
          let body: RequestInit["body"];
          if (sent.form !== undefined) body = formOf(sent.form);
          else if (sent.body !== undefined) {
            body = JSON.stringify(sent.body);
            headers["content-type"] = "application/json";
          }
          const response = await app.app.request(sent.url, { method: sent.method, headers, body });
          // An event stream (GET /live) stays open: its status and headers are the answer.
          const streaming = response.headers.get("content-type")?.startsWith("text/event-stream");
          const text = streaming ? (await response.body?.cancel(), "") : await response.text();
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          const problem = problemWith(response.status, text);
          if (problem) {
            failures.push(
              `${operation.method} ${operation.path}: ${problem} (seed ${SEED}) ← ${sent.role} ${sent.method} ` +
                `${sent.url.slice(0, 300)} ${JSON.stringify(sent.body ?? sent.form ?? null)?.slice(0, 500)}`,
            );
          }
        }),
        { numRuns: RUNS, seed: SEED },
      );
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const byStatus = [...statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}: ${n}`);
    console.log(
      `openapi fuzz: ${operations.length} operations, ${requests} requests in ${seconds} s (${byStatus.join(", ")})`,
    );
    expect(operations.length).toBeGreaterThan(40);
    expect(failures).toEqual([]);
  },
);

function problemWith(status: number, text: string): string | undefined {
  if (status >= 500) return `${status} ${text.slice(0, 200)}`;
  if (status < 400) return undefined;
  let json: any;
  try {
    json = JSON.parse(text);
  } catch {
    return `${status} with a body that is not JSON: ${text.slice(0, 100)}`;
  }
  const error = json?.error;
  const shaped =
    json &&
    Object.keys(json).length === 1 &&
    typeof error?.code === "string" &&
    typeof error?.message === "string" &&
    Object.keys(error).every((key) => ["code", "message", "fields"].includes(key));
  return shaped ? undefined : `${status} without the error body: ${text.slice(0, 200)}`;
}
