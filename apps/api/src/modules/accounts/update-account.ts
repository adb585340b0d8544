import { type Account, companyAccountPatchSchema, studentAccountPatchSchema } from "@stint/shared/account";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { companies, students, users } from "../../db/schema/index.ts";
import { badRequest, notFound } from "../../lib/errors.ts";
import { fieldErrors } from "../../lib/http/router.ts";
import { companyDto, studentDto } from "./account-dto.ts";
import { accountFileError, checkAccountFile } from "./account-file.ts";
import { isForeignKeyViolation } from "../../db/db-errors.ts";
import { emitEvent } from "../../lib/outbox/outbox-events.ts";

const EMAIL_ELSEWHERE =
  "The sign-in email changes with your password and a link mailed to the new address (POST /api/me/email-change).";

/**
 * Applies only the fields the client sent. The name lives in the auth user too, so a change moves both. The
 * sign-in email is refused here: changed at once, a typo would lock the user out (issue 14).
 */
export async function updateAccount(options: { db: Db; account: Account; patch: unknown }): Promise<Account> {
  const { db, account } = options;
  if (typeof options.patch === "object" && options.patch !== null && "emailAddress" in options.patch) {
    throw badRequest(EMAIL_ELSEWHERE, { emailAddress: EMAIL_ELSEWHERE });
  }
  const schema = account.role === "student" ? studentAccountPatchSchema : companyAccountPatchSchema;
  const parsed = schema.safeParse(options.patch);
  if (!parsed.success) throw badRequest("Some fields need your attention.", fieldErrors(parsed.error));
  const patch = parsed.data;
  if (Object.keys(patch).length === 0) return account;

  const now = new Date();
  try {
    return await db.transaction(async (tx) => {
      await checkAccountFile({ db: tx, account, patch });
      if (patch.name !== undefined) {
        await tx.update(users).set({ name: patch.name, updatedAt: now }).where(eq(users.id, account.id));
      }
      if (account.role === "student") {
        const [row] = await tx
          .update(students)
          .set({ ...patch, updatedAt: now })
          .where(eq(students.id, account.id))
          .returning();
        if (!row) throw notFound("Your account");
        return studentDto(row);
      }
      const [row] = await tx
        .update(companies)
        .set({ ...patch, updatedAt: now })
        .where(eq(companies.id, account.id))
        .returning();
      if (!row) throw notFound("Your account");
      if (patch.name !== undefined)
        await emitEvent({ db: tx, kind: "company.renamed", payload: { companyId: row.id } });
      return companyDto(row);
    });
  } catch (error) {
    // The file was deleted between the check and the update.
    if (isForeignKeyViolation(error)) throw accountFileError(account.role);
    throw error;
  }
}
