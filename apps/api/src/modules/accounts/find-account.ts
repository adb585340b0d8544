import type { Account, Role } from "@stint/shared/account";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { companies, students } from "../../db/schema/index.ts";
import type { Logger } from "../../lib/logger.ts";
import { companyDto, studentDto } from "./account-dto.ts";

/**
 * The seed's role lookup: the account whose emailAddress equals the signed-in email, in either table.
 * Two lookups on unique indexes instead of reading both tables. No match means role null.
 */
export async function findAccountByEmail(options: { db: Db; email: string; logger: Logger }): Promise<Account | null> {
  const { db, email, logger } = options;
  const [student] = await db.select().from(students).where(eq(students.emailAddress, email)).limit(1);
  if (student) return studentDto(student);
  const [company] = await db.select().from(companies).where(eq(companies.emailAddress, email)).limit(1);
  if (company) return companyDto(company);
  // The seed's log line; the address stays out of it (logs never hold request data), the request id ties it.
  logger.warn("User not found.");
  return null;
}

/** The account of a viewer whose role is known (see lib/http/viewer.ts): one primary-key read. */
export async function findAccountById(options: { db: Db; id: string; role: Role }): Promise<Account | null> {
  const { db, id } = options;
  if (options.role === "student") {
    const [row] = await db.select().from(students).where(eq(students.id, id)).limit(1);
    return row ? studentDto(row) : null;
  }
  const [row] = await db.select().from(companies).where(eq(companies.id, id)).limit(1);
  return row ? companyDto(row) : null;
}
