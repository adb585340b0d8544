import type { Account, FinishAccount } from "@stint/shared/account";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { companies, students, users } from "../../db/schema/index.ts";
import { conflict } from "../../lib/errors.ts";
import { operatorPermissions } from "../operators/operator-access.ts";
import { companyDto, studentDto } from "./account-dto.ts";
import { isUniqueViolation } from "../../db/db-errors.ts";

/**
 * For a signed-in user without an account row (the seed's "role null"): create the row they choose. Not for an
 * operator, who has neither role (issue 37): the user row's lock orders this against a grant of the same user.
 */
export async function finishAccount(options: {
  db: Db;
  user: { id: string; email: string };
  input: FinishAccount;
}): Promise<Account> {
  const { user, input } = options;
  return options.db.transaction(async (db) => {
    await db.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for("update");
    if (await operatorPermissions(db, user.id)) throw conflict("An operator has no student or company account.");
    return insertAccount(db, user, input);
  });
}

async function insertAccount(db: Db, user: { id: string; email: string }, input: FinishAccount): Promise<Account> {
  try {
    if (input.role === "student") {
      const { role: _role, ...fields } = input;
      const [row] = await db
        .insert(students)
        .values({ ...fields, id: user.id, emailAddress: user.email })
        .returning();
      return studentDto(row!);
    }
    const { role: _role, ...fields } = input;
    const [row] = await db
      .insert(companies)
      .values({ ...fields, id: user.id, emailAddress: user.email })
      .returning();
    return companyDto(row!);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict("Your account is already set up.");
    throw error;
  }
}
