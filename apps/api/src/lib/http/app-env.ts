import type { Logger } from "../logger.ts";

export type SessionUser = { id: string; email: string; name: string };

/** What middleware puts on the Hono context for the handlers. */
export type AppEnv = {
  Variables: {
    requestId: string;
    logger: Logger;
    /** Resolves the signed-in user on first call (see session.ts); null when signed out. */
    currentUser: (options?: { fresh?: boolean }) => Promise<SessionUser | null>;
  };
};
