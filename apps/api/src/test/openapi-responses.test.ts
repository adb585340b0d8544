import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { describe, expect } from "vitest";
import { eachOperation, type DocumentOperation } from "../lib/http/each-operation.ts";
import { it } from "./api-test.ts";
import { CALLS, SKIPPED, worldOf } from "./openapi-calls.ts";
import type { TestApp } from "./test-app.ts";

/**
 * Every operation of the served document is called for real (openapi-calls.ts) and its answer must be one the
 * document declares: a listed status, and a body its schema accepts with every object closed, so that a
 * property the server sends and the document does not name fails (issue 30). An operation without a call
 * fails the first test: a new route adds its call to CALLS in openapi-calls.ts.
 */

type Schema = Record<string, any>;
type Document = { paths: object; components: { schemas?: Record<string, Schema> } };

/** The schema with every object closed: no property beyond those it names (a map keeps its value schema). */
function closed(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(closed);
  if (typeof schema !== "object" || schema === null) return schema;
  const copy: Schema = Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, closed(value)]));
  if (typeof copy.$ref === "string") copy.$ref = copy.$ref.replace("#/components/schemas/", "components#/$defs/");
  const open = copy.additionalProperties === undefined || copy.additionalProperties === true;
  const isObject = copy.type === "object" || (Array.isArray(copy.type) && copy.type.includes("object"));
  const emptyMap = typeof copy.additionalProperties === "object" && Object.keys(copy.additionalProperties).length === 0;
  if ((isObject || copy.properties) && (open || emptyMap) && !copy.propertyNames) copy.additionalProperties = false;
  return copy;
}

const documents = new WeakMap<TestApp, Promise<{ document: Document; ajv: Ajv2020 }>>();

function documentOf(app: TestApp) {
  let entry = documents.get(app);
  if (!entry) {
    entry = (async () => {
      const document = (await app.client().get("/api/openapi.json")).json as Document;
      const ajv = new Ajv2020({ strict: false, allErrors: true });
      addFormats(ajv);
      ajv.addFormat("binary", true);
      ajv.addSchema({ $id: "components", $defs: closed(document.components.schemas ?? {}) });
      return { document, ajv };
    })();
    documents.set(app, entry);
  }
  return entry;
}

const keysOf = (document: Document) => [...eachOperation(document)].map(({ method, path }) => `${method} ${path}`);

function operationOf(document: Document, key: string): DocumentOperation | undefined {
  return [...eachOperation(document)].find(({ method, path }) => `${method} ${path}` === key)?.operation;
}

describe("the OpenAPI document against real answers", () => {
  it("has a call for every operation (openapi-calls.ts), and none for an operation it lacks", async ({ app }) => {
    const { document } = await documentOf(app);
    const documented = keysOf(document);
    const called = [...Object.keys(CALLS), ...Object.keys(SKIPPED)];
    expect(
      documented.filter((key) => !called.includes(key)),
      "operations without a call: add one to CALLS in apps/api/src/test/openapi-calls.ts",
    ).toEqual([]);
    expect(called.filter((key) => !documented.includes(key))).toEqual([]);
  });

  // Some calls first make a placement round with its companies, jobs and applicants: room for a busy machine.
  it.for(Object.keys(CALLS))("%s answers as documented", { timeout: 120_000 }, async (key, { app }) => {
    const { document, ajv } = await documentOf(app);
    const operation = operationOf(document, key);
    expect(operation, `${key} is in the document`).toBeDefined();
    const answer = await CALLS[key]!(await worldOf(app));
    const declared = (operation!.responses ?? {}) as Record<string, { content?: Record<string, { schema?: Schema }> }>;
    const response = declared[String(answer.status)];
    expect(response, `${key} answered ${answer.status}, not declared: ${answer.text.slice(0, 300)}`).toBeDefined();
    expect(answer.status, `${key} succeeds: ${answer.text.slice(0, 300)}`).toBeLessThan(400);
    const contentType = answer.headers.get("content-type")?.split(";")[0] ?? null;
    const content = response!.content;
    if (!content) {
      expect(answer.text, `${key} ${answer.status} has no body`).toBe("");
      return;
    }
    const media = Object.keys(content).find((type) =>
      type.endsWith("/*") ? contentType?.startsWith(type.slice(0, -1)) : type === contentType,
    );
    expect(media, `${key} answered ${contentType}, declared ${Object.keys(content).join(", ")}`).toBeDefined();
    if (media !== "application/json") return;
    const validate: ValidateFunction = ajv.compile(closed(content[media]!.schema ?? {}) as Schema);
    const problems = validate(answer.json)
      ? []
      : validate.errors!.map(
          (error) => `${error.instancePath || "/"} ${error.message} ${JSON.stringify(error.params)}`,
        );
    expect(problems, `${key} ${answer.status} against its declared schema`).toEqual([]);
  });
});
