import type { Logger } from "../logger.ts";
import type { Viewer } from "./viewer.ts";

export type SessionUser = { id: string; email: string; name: string };

/** What middleware puts on the Hono context for the handlers. */
export type AppEnv = {
  Variables: {
    requestId: string;
    logger: Logger;
    /** Resolves the viewer on first call (see session.ts); null when signed out. Read it with viewer.ts. */
    viewer: (options?: { fresh?: boolean }) => Promise<Viewer | null>;
  };
};
