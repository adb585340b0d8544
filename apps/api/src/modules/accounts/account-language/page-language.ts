import type { UiLanguage } from "@stint/shared/ui-languages";
import type { Context } from "hono";
import type { AppDeps } from "../../../app-deps.ts";
import { accountLanguages } from "../../../i18n/viewer-language.ts";
import type { AppEnv } from "../../../lib/http/app-env.ts";
import { sessionMiddleware } from "../../../lib/http/session.ts";
import { safeError } from "../../../lib/safe-error.ts";
import { noteLanguageUsed } from "./account-language.ts";

/**
 * What a page needs of a signed-in visitor's account (spa.ts): the language they chose, which wins over the
 * switch's cookie and the browser's, and a note of the language the page went out in, for their mails when they
 * chose none. Pages sit outside `/api`, so this resolves the session itself (the same middleware, its own
 * cache); a visitor without cookies costs nothing.
 */
export function accountPageLanguage(deps: Pick<AppDeps, "auth" | "database" | "logger">) {
  const session = sessionMiddleware({ auth: deps.auth, database: deps.database });
  const db = deps.database.db;
  return {
    async choice(
      c: Context<AppEnv>,
    ): Promise<{ userId: string; choice: string | null; lastUsed: string | null } | null> {
      if (!c.req.header("cookie")) return null;
      await session(c, async () => undefined);
      const viewer = await c.get("viewer")();
      if (!viewer) return null;
      const { chosen, lastUsed } = await accountLanguages(db, viewer.userId);
      return { userId: viewer.userId, choice: chosen, lastUsed };
    },
    /**
     * Not awaited by the page: a failed note costs the next mail its language, never the page. Written only
     * when the page went out in another language than last time (read with the choice), so a page costs no write.
     */
    used(account: { userId: string; lastUsed: string | null }, language: UiLanguage): void {
      if (account.lastUsed === language) return;
      noteLanguageUsed(db, account.userId, language).catch((error: unknown) => {
        deps.logger.warn({ err: safeError(error) }, "the language a page went out in could not be noted");
      });
    },
  };
}

export type AccountPageLanguage = ReturnType<typeof accountPageLanguage>;
