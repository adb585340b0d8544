import { languageCookie, pickLanguage, type UiLanguage } from "@stint/shared/ui-languages";
import { eq, sql } from "drizzle-orm";
import type { Context } from "hono";
import type { Db } from "../db/client.ts";
import { preparedPerDb } from "../db/prepared-per-db.ts";
import { users } from "../db/schema/index.ts";
import type { AppEnv } from "../lib/http/app-env.ts";

const languagesById = preparedPerDb((db) =>
  db
    .select({ uiLanguage: users.uiLanguage, lastUiLanguage: users.lastUiLanguage })
    .from(users)
    .where(eq(users.id, sql.placeholder("userId")))
    .prepare("account_ui_language"),
);

/** An account's chosen language (null: it follows the browser) and the last one it was served a page in. */
export async function accountLanguages(
  db: Db,
  userId: string,
): Promise<{ chosen: string | null; lastUsed: string | null }> {
  const [row] = await languagesById(db).execute({ userId });
  return { chosen: row?.uiLanguage ?? null, lastUsed: row?.lastUiLanguage ?? null };
}

/** The language an account chose (null: it follows the browser, or there is no such account). */
export async function chosenLanguage(db: Db, userId: string): Promise<string | null> {
  return (await accountLanguages(db, userId)).chosen;
}

/**
 * The language of what an API answer writes for the signed-in viewer (their notifications' words): the
 * account's choice, else the page's (the switch's cookie, the browser's Accept-Language), as pickLanguage
 * decides for a page.
 */
export async function viewerLanguage(
  c: Context<AppEnv>,
  options: { db: Db; offered: readonly UiLanguage[] },
): Promise<UiLanguage> {
  const viewer = await c.get("viewer")();
  return pickLanguage({
    choice: viewer ? await chosenLanguage(options.db, viewer.userId) : null,
    cookie: languageCookie(c.req.header("cookie")),
    acceptLanguage: c.req.header("accept-language"),
    offered: options.offered,
  });
}
