import { languageCookie, pickLanguage, type UiLanguage } from "@stint/shared/ui-languages";
import { eq, sql } from "drizzle-orm";
import type { Context } from "hono";
import type { Db } from "../db/client.ts";
import { preparedPerDb } from "../db/prepared-per-db.ts";
import { users } from "../db/schema/index.ts";
import type { AppEnv } from "../lib/http/app-env.ts";

const choiceById = preparedPerDb((db) =>
  db
    .select({ uiLanguage: users.uiLanguage })
    .from(users)
    .where(eq(users.id, sql.placeholder("userId")))
    .prepare("account_ui_language"),
);

/** The language an account chose (null: it follows the browser, or there is no such account). */
export async function chosenLanguage(db: Db, userId: string): Promise<string | null> {
  const [row] = await choiceById(db).execute({ userId });
  return row?.uiLanguage ?? null;
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
