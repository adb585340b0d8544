import type { Logger } from "../logger.ts";
import type { Viewer } from "./viewer.ts";

export type SessionUser = { id: string; email: string; name: string };

/** What middleware puts on the Hono context for the handlers. */
export type AppEnv = {
  Variables: {
    requestId: string;
    /** The app's logger, not bound to the request: a line about the request names `requestId` itself. */
    logger: Logger;
    /** Resolves the viewer on first call (see session.ts); null when signed out. Read it with viewer.ts. */
    viewer: (options?: { fresh?: boolean }) => Promise<Viewer | null>;
    /** The signed-in user's id once the request has resolved its viewer, for the access log (request-log.ts). */
    userId: string | undefined;
    /** "replica" when this request's lag-tolerant reads may go to the read replica (read-routing.ts). */
    readFrom: "replica" | undefined;
  };
};
