import type { Account, FinishAccount } from "@stint/shared/account";
import type { Db } from "../../db/client.ts";
import { companies, students } from "../../db/schema/index.ts";
import { conflict } from "../../lib/errors.ts";
import { companyDto, studentDto } from "./account-dto.ts";
import { isUniqueViolation } from "../../db/db-errors.ts";

/** For a signed-in user without an account row (the seed's "role null"): create the row they choose. */
export async function finishAccount(options: {
  db: Db;
  user: { id: string; email: string };
  input: FinishAccount;
}): Promise<Account> {
  const { db, user, input } = options;
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
