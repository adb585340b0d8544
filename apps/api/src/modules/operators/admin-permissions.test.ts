import { OPERATOR_PERMISSIONS, type OperatorPermission } from "@stint/shared/operators";
import { describe, expect } from "vitest";
import { it } from "../../test/api-test.ts";
import { newOperator } from "../../test/operator-fixtures.ts";
import { PERMISSION_EXTENSION } from "./operator-route.ts";

// The permission matrix of the console (issue 37): every operation under /api/admin in the OpenAPI document,
// whoever adds it, answers 401 signed out and 403 to a student, a company and an operator holding every permission
// but the one the operation declares (`x-operator-permission`, set by operatorRoute). No body is sent: the guard
// comes before validation, so that a caller who may not use an operation learns nothing about its input.

const METHODS = ["get", "put", "post", "patch", "delete"] as const;
const ANY_ID = "00000000-0000-4000-8000-000000000000";

type Operation = { method: string; path: string; permission: unknown };

async function adminOperations(document: { paths: Record<string, Record<string, Record<string, unknown>>> }) {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    if (!path.startsWith("/admin")) continue;
    for (const method of METHODS) {
      const operation = item[method];
      if (operation) operations.push({ method, path, permission: operation[PERMISSION_EXTENSION] });
    }
  }
  return operations;
}

const urlOf = (path: string) => `/api${path.replaceAll(/\{[^}]+\}/g, ANY_ID)}`;
const isPermission = (value: unknown): value is OperatorPermission | "any" =>
  value === "any" || (OPERATOR_PERMISSIONS as readonly unknown[]).includes(value);

describe("every /api/admin operation", () => {
  it("declares its permission, and refuses everyone who lacks it before it reads the input", async ({
    app,
    signedInStudent,
    signedInCompany,
  }) => {
    const operations = await adminOperations((await app.client().get("/api/openapi.json")).json);
    expect(operations.length).toBeGreaterThanOrEqual(4);
    const undeclared = operations.filter((operation) => !isPermission(operation.permission));
    expect(undeclared, "admin operations without x-operator-permission (use operatorRoute)").toEqual([]);

    const student = await signedInStudent();
    const company = await signedInCompany();
    const lacking = new Map<OperatorPermission, Awaited<ReturnType<typeof newOperator>>>();
    const holding = new Map<OperatorPermission, Awaited<ReturnType<typeof newOperator>>>();
    for (const permission of OPERATOR_PERMISSIONS) {
      lacking.set(
        permission,
        await newOperator(
          app,
          OPERATOR_PERMISSIONS.filter((other) => other !== permission),
        ),
      );
      holding.set(permission, await newOperator(app, [permission]));
    }

    const answers: string[] = [];
    for (const { method, path, permission } of operations) {
      const url = urlOf(path);
      const as = async (who: string, client: { request: typeof student.client.request }) =>
        answers.push(`${method} ${path} ${who} ${(await client.request(method.toUpperCase(), url)).status}`);
      await as("signed-out", app.client());
      await as("student", student.client);
      await as("company", company.client);
      if (permission !== "any") {
        await as("operator-without-it", lacking.get(permission as OperatorPermission)!.client);
        // The declared permission is the one that lets in: its holder gets past the guard (to a 400 or a 404 here).
        const past = (await holding.get(permission as OperatorPermission)!.client.request(method.toUpperCase(), url))
          .status;
        answers.push(`${method} ${path} holder ${past === 401 || past === 403 ? past : "let in"}`);
      }
    }
    const expected = operations.flatMap(({ method, path, permission }) => [
      `${method} ${path} signed-out 401`,
      `${method} ${path} student 403`,
      `${method} ${path} company 403`,
      ...(permission === "any" ? [] : [`${method} ${path} operator-without-it 403`, `${method} ${path} holder let in`]),
    ]);
    expect(answers).toEqual(expected);
  });
});
