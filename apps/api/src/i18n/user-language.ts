import type { UiLanguage } from "@stint/shared/ui-languages";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { users } from "../db/schema/index.ts";
import { recipientLanguage } from "./server-i18n.ts";

/** The columns recipientLanguage reads, for a query that selects a recipient's other columns too. */
export const languageColumns = { uiLanguage: users.uiLanguage, lastUiLanguage: users.lastUiLanguage };

/** The language to write to this user in (English when the user is gone). */
export async function userLanguage(db: Db, userId: string): Promise<UiLanguage> {
  const [row] = await db.select(languageColumns).from(users).where(eq(users.id, userId));
  return recipientLanguage(row ?? { uiLanguage: null, lastUiLanguage: null });
}
