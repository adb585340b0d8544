import { describe, expect } from "vitest";
import { it } from "../../test/api-test.ts";
import { fullCv } from "../../test/cv-fixtures.ts";
import { GOOD_PASSWORD, type TestClient, uniqueEmail } from "../../test/test-app.ts";
import { eachOperation, type DocumentOperation } from "./each-operation.ts";
import { SECURITY_SCHEMES, SIGNED_IN } from "./operation-security.ts";
import { WITHOUT_DATABASE } from "./outage-responses.ts";

type Document = { paths: object; components: { securitySchemes?: object } };

const operationsOf = async (client: TestClient) => [
  ...eachOperation((await client.get("/api/openapi.json")).json as Document),
];

const ANY_ID = "00000000-0000-4000-8000-000000000000";

/** The operation called with nothing but ids: enough to see whether it asks for a session. */
const callBare = (client: TestClient, method: string, path: string) =>
  client.request(
    method.toUpperCase(),
    `/api${path.replaceAll(/\{\w+\}/g, ANY_ID)}`,
    method === "get" ? {} : { body: {} },
  );

const isPublic = (operation: DocumentOperation) => operation.security?.length === 0;
const isSignedIn = (operation: DocumentOperation) => JSON.stringify(operation.security) === JSON.stringify(SIGNED_IN);

describe("every operation of the OpenAPI document", () => {
  it("states whether it needs a session, and the security schemes are described", async ({ app }) => {
    const document = (await app.client().get("/api/openapi.json")).json as Document;
    expect(document.components.securitySchemes).toEqual(SECURITY_SCHEMES);
    const operations = [...eachOperation(document)];
    expect(operations.length).toBeGreaterThan(90);
    const unstated = operations.filter(({ operation }) => !isPublic(operation) && !isSignedIn(operation));
    expect(unstated.map(({ method, path }) => `${method} ${path}`)).toEqual([]);
  });

  it("is public exactly when it works signed out", async ({ app, signedInStudent }) => {
    const anonymous = app.client();
    const operations = await operationsOf(anonymous);
    const mismatches = [];
    for (const { method, path, operation } of operations) {
      const { status, json } = await callBare(anonymous, method, path);
      // A signed-in operation answers 401, unless it refused the input first (its schema is checked before).
      const signedOutAnswer = status === 401 || (status === 400 && json?.error?.code === "invalid-input");
      if (isPublic(operation) ? status === 401 : !signedOutAnswer) mismatches.push(`${method} ${path}: ${status}`);
    }
    // By hand with valid input, signed out: some whose bare call is refused as input before a session matters.
    const email = uniqueEmail();
    const byHand: [string, () => Promise<{ status: number }>][] = [
      [
        "post /sign-up/student",
        () => app.client().post("/api/sign-up/student", { email, password: GOOD_PASSWORD, name: "Ada" }),
      ],
      [
        "post /auth/sign-in/email",
        () => app.client().post("/api/auth/sign-in/email", { email, password: GOOD_PASSWORD }),
      ],
      ["post /email-change/confirm", () => app.client().post("/api/email-change/confirm", { token: "unknown" })],
      ["post /cvs", () => app.client().post("/api/cvs", fullCv())],
      [
        "post /me/password",
        () =>
          app.client().post("/api/me/password", { currentPassword: GOOD_PASSWORD, newPassword: `${GOOD_PASSWORD}!` }),
      ],
    ];
    for (const [key, call] of byHand) {
      const { status } = await call();
      const stated = operations.find(({ method, path }) => `${method} ${path}` === key)!.operation;
      if (isPublic(stated) !== (status !== 401)) mismatches.push(`${key} by hand: ${status}`);
    }
    expect(mismatches).toEqual([]);
    // And signed in, a signed-in operation works, with either scheme.
    const { client } = await signedInStudent();
    expect((await client.get("/api/me")).status).toBe(200);
    expect((await client.get("/api/notifications/unread-count")).status).toBe(200);
    const signIn = await app.client().post("/api/auth/sign-in/email", { email, password: GOOD_PASSWORD });
    const bearer = { authorization: `Bearer ${signIn.headers.get("set-auth-token")}` };
    expect((await app.client().get("/api/me", { headers: bearer })).json.user.email).toBe(email);
  });

  it("lists the 503 of a database outage, with Retry-After, unless it never reaches the database", async ({ app }) => {
    const missing = [];
    for (const { method, path, operation } of await operationsOf(app.client())) {
      const outage = operation.responses?.["503"];
      const reachesDatabase = !WITHOUT_DATABASE.has(`${method} ${path}`);
      const listed = Boolean(outage?.headers?.["Retry-After"]) && /database/i.test(outage?.description ?? "");
      // Whatever else it lists, a 503 (the hosted geocoder's) says when to come back.
      if (outage && !outage.headers?.["Retry-After"]) missing.push(`${method} ${path}: 503 without Retry-After`);
      if (reachesDatabase && !listed) missing.push(`${method} ${path}: no database 503`);
    }
    expect(missing).toEqual([]);
  });
});

describe("what a client generated from the document gets", () => {
  it("an operationId, a description and a type name for every JSON answer of every operation", async ({ app }) => {
    const problems: string[] = [];
    for (const { method, path, operation } of await operationsOf(app.client())) {
      const key = `${method} ${path}`;
      if (!operation.operationId) problems.push(`${key}: no operationId`);
      if (!operation.description?.trim()) problems.push(`${key}: no description`);
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        const schema = (response as { content?: Record<string, { schema?: any }> }).content?.["application/json"]
          ?.schema;
        if (!status.startsWith("2") || !schema) continue;
        const named = schema.$ref ?? schema.anyOf?.find((part: { $ref?: string }) => part.$ref)?.$ref;
        // A new answer schema is named in packages/shared/src/schema-names.ts, or with .openapi("Name") in its module.
        if (!named) problems.push(`${key} ${status}: an unnamed answer schema`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("the values a list filter takes", async ({ app }) => {
    const document = (await app.client().get("/api/openapi.json")).json as Document & { paths: any };
    const itemsOf = (path: string, name: string) =>
      document.paths[path].get.parameters.find((parameter: { name: string }) => parameter.name === name).schema.items;
    expect(itemsOf("/jobs", "type").enum).toEqual(["internship", "full-time", "part-time", "working-student"]);
    expect(itemsOf("/applications", "status").enum).toContain("shortlisted");
    expect(itemsOf("/invitations", "status").enum).toEqual(["open", "accepted", "declined", "ended"]);
    expect(itemsOf("/matching/candidates", "status").enum).toBeDefined();
    // An open set (skill ids) has none.
    expect(itemsOf("/jobs", "skills").enum).toBeUndefined();
  });
});
