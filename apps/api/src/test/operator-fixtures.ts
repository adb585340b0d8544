import { OPERATOR_PERMISSIONS, type OperatorPermission } from "@stint/shared/operators";
import { eq } from "drizzle-orm";
import { students } from "../db/schema/index.ts";
import { grantOperator } from "../modules/operators/grant-operator.ts";
import { newStudent, type TestApp } from "./test-app.ts";

/**
 * A new operator holding `permissions` (all by default), signed in on `app`: a signed-up user whose account row is
 * removed (an operator has no role), granted as from the command line.
 */
export async function newOperator(app: TestApp, permissions: OperatorPermission[] = [...OPERATOR_PERMISSIONS]) {
  const signedIn = await newStudent(app, { name: "Olga Operator" });
  const db = app.deps.database.db;
  await db.delete(students).where(eq(students.id, signedIn.id));
  const granted = await grantOperator({ db, email: signedIn.email, permissions, actor: "command-line" });
  if (granted.outcome !== "granted") throw new Error(`could not make ${signedIn.email} an operator`);
  return { client: signedIn.client, id: signedIn.id, email: signedIn.email };
}
