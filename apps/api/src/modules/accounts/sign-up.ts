import type { UiLanguage } from "@stint/shared/ui-languages";
import { COMMON_PASSWORD_MESSAGE } from "@stint/shared/password";
import { EMAIL_TAKEN_MESSAGE, type CompanySignUp, type StudentSignUp } from "@stint/shared/account";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { authAccounts, companies, students, users } from "../../db/schema/index.ts";
import { badRequest, conflict } from "../../lib/errors.ts";
import { isCommonPassword } from "../../lib/passwords/common-passwords.ts";
import { scryptHashing } from "../../lib/passwords/password-hashing.ts";
import { isUniqueViolation } from "../../db/db-errors.ts";
import { tellOwnerOfSignUpAttempt } from "./sign-up-attempt.ts";

export type SignUpInput = ({ role: "student" } & StudentSignUp) | ({ role: "company" } & CompanySignUp);

/** Creates the auth user, its password credential and the student or company row, all or nothing. */
export async function signUp(options: {
  db: Db;
  input: SignUpInput;
  /** The hash of `input.password` when the caller has it already (demo data shares one password). */
  passwordHash?: string;
  /** How to hash it otherwise (the app's PasswordHashing). */
  hashPassword?: (password: string) => Promise<string>;
  /** Signed up beyond its address's budget: reaches no one until its email is confirmed (decision 023). */
  mustConfirmEmail?: boolean;
  /** The language the sign-up page was in: the account's mails are written in it until it chooses one. */
  language?: UiLanguage;
}): Promise<{ userId: string }> {
  const { db, input } = options;
  const { email, password, ...profile } = input;
  if (isCommonPassword(password)) {
    throw badRequest("Choose a less common password.", { password: COMMON_PASSWORD_MESSAGE });
  }
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (existing) {
    await tellOwnerOfSignUpAttempt(db, existing.id);
    throw conflict(EMAIL_TAKEN_MESSAGE, { email: EMAIL_TAKEN_MESSAGE });
  }

  const passwordHash = options.passwordHash ?? (await (options.hashPassword ?? scryptHashing.hash)(password));
  const userId = crypto.randomUUID();
  try {
    await db.transaction(async (tx) => {
      await tx.insert(users).values({
        id: userId,
        name: profile.name,
        email,
        mustConfirmEmail: options.mustConfirmEmail ?? false,
        lastUiLanguage: options.language ?? null,
      });
      await tx.insert(authAccounts).values({
        id: crypto.randomUUID(),
        accountId: userId,
        providerId: "credential",
        userId,
        password: passwordHash,
      });
      if (profile.role === "student") {
        const { role: _role, ...fields } = profile;
        await tx.insert(students).values({ ...fields, id: userId, emailAddress: email });
      } else {
        const { role: _role, ...fields } = profile;
        await tx.insert(companies).values({ ...fields, id: userId, emailAddress: email });
      }
    });
  } catch (error) {
    // Two sign-ups racing for one address: the unique index decides and the loser creates nothing.
    if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN_MESSAGE, { email: EMAIL_TAKEN_MESSAGE });
    throw error;
  }
  return { userId };
}
