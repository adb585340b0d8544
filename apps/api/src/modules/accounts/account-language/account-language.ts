import type { UiLanguage } from "@stint/shared/ui-languages";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { users } from "../../../db/schema/index.ts";

/** Stores the account's own choice (null: follow the browser); it is also the language it now uses. */
export async function chooseLanguage(db: Db, userId: string, language: UiLanguage | null): Promise<void> {
  await db
    .update(users)
    .set({ uiLanguage: language, ...(language ? { lastUiLanguage: language } : {}) })
    .where(eq(users.id, userId));
}

/**
 * Notes the language a person was just served a page in, for mails when they chose none. Cheap: the row is
 * written only when the language changed, which is rare (the update's condition reads the row it would write).
 */
export async function noteLanguageUsed(db: Db, userId: string, language: UiLanguage): Promise<void> {
  await db
    .update(users)
    .set({ lastUiLanguage: language })
    .where(and(eq(users.id, userId), sql`${users.lastUiLanguage} is distinct from ${language}`));
}
