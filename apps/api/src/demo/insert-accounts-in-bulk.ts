import { DEFAULT_UI_LANGUAGE } from "@stint/shared/ui-languages";
import type { CompanySignUp, StudentSignUp } from "@stint/shared/account";
import type { Db } from "../db/client.ts";
import { authAccounts, companies, students, users } from "../db/schema/index.ts";
import { insertJsonRows } from "./insert-json-rows.ts";
import { copyRows, inCopyTransaction, postgresPool } from "../db/copy-rows.ts";

/** A sign-up without its password: every demo account shares one, hashed once by the caller. */
export type BulkAccount =
  ({ role: "student" } & Omit<StudentSignUp, "password">) | ({ role: "company" } & Omit<CompanySignUp, "password">);

// A thousand accounts a statement keeps each JSON parameter well under a megabyte.
const BATCH_SIZE = 1000;

/**
 * Creates many accounts the way sign-up does (auth user, password credential, student or company row with
 * the user's id) but a statement per table and batch (insert-json-rows.ts), in one transaction: hundreds of
 * demo accounts in a few statements instead of a transaction each; on PostgreSQL a COPY per table
 * (db/copy-rows.ts). Input is trusted (demo data); returns the user ids in input order.
 */
export async function insertAccountsInBulk(options: {
  db: Db;
  accounts: readonly BulkAccount[];
  passwordHash: string;
}): Promise<string[]> {
  const rows = options.accounts.map((account) => ({ account, id: crypto.randomUUID() }));
  const tables = (batch: typeof rows) => {
    const studentRows = [];
    const companyRows = [];
    for (const { account, id } of batch) {
      if (account.role === "student") {
        const { role: _role, email, ...fields } = account;
        studentRows.push({ ...fields, id, emailAddress: email });
      } else {
        const { role: _role, email, ...fields } = account;
        companyRows.push({ ...fields, id, emailAddress: email });
      }
    }
    return {
      // Sign-up notes the language the person signed up in; demo and bench people sign up in the default one.
      users: batch.map(({ account, id }) => ({
        id,
        name: account.name,
        email: account.email,
        lastUiLanguage: DEFAULT_UI_LANGUAGE,
      })),
      authAccounts: batch.map(({ id }) => ({
        id: crypto.randomUUID(),
        accountId: id,
        providerId: "credential",
        userId: id,
        password: options.passwordHash,
      })),
      students: studentRows,
      companies: companyRows,
    };
  };
  const pool = postgresPool(options.db);
  if (pool) {
    const all = tables(rows);
    await inCopyTransaction(pool, async (client) => {
      await copyRows({ client, table: users, rows: all.users });
      await copyRows({ client, table: authAccounts, rows: all.authAccounts });
      await copyRows({ client, table: students, rows: all.students });
      await copyRows({ client, table: companies, rows: all.companies });
    });
    return rows.map(({ id }) => id);
  }
  await options.db.transaction(async (tx) => {
    for (let start = 0; start < rows.length; start += BATCH_SIZE) {
      const batch = tables(rows.slice(start, start + BATCH_SIZE));
      await insertJsonRows({ db: tx, table: users, rows: batch.users });
      await insertJsonRows({ db: tx, table: authAccounts, rows: batch.authAccounts });
      await insertJsonRows({ db: tx, table: students, rows: batch.students });
      await insertJsonRows({ db: tx, table: companies, rows: batch.companies });
    }
  });
  return rows.map(({ id }) => id);
}
