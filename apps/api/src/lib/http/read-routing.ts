import type { MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import { serialize } from "hono/utils/cookie";
import { formatLsn, parseLsn } from "../../db/replica-lsn.ts";
import { type ReadReplica, type ReadUsage, trackReads } from "../../db/replica.ts";
import type { AppEnv } from "./app-env.ts";

/** The primary's WAL position after the browser's last write: its reads wait for a replica that has replayed it. */
export const WAL_COOKIE = "stint_wal";
/** Far longer than a replica lags while it serves; after that the browser's reads may go to any replica. */
const WAL_COOKIE_MAX_AGE_S = 300;
/** Says where a response's lag-tolerant reads were answered: `replica; lag-ms=<estimate>` or `primary`. */
export const READ_FROM_HEADER = "Stint-Read-From";

const READING = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * With a read replica (DATABASE_REPLICA_URL, db/replica.ts), decides per request where the routes' lag-tolerant
 * reads go (`readFrom`, read by the routes through their read side) and says so in the answer:
 *
 * - A read goes to the replica when it serves and has replayed past the position in the request's `stint_wal`
 *   cookie (compared in memory with the polled replay position); otherwise to the primary. A write's reads
 *   always go to the primary.
 * - After a write that went through (a non-error answer to POST, PUT, PATCH or DELETE) the answer carries the
 *   primary's WAL position in that cookie, so the writer's next read shows the write (read-your-writes).
 * - Every answer says `Stint-Read-From: replica; lag-ms=…` when a replica answered any of its reads, else
 *   `Stint-Read-From: primary`.
 *
 * Sign-in, sessions and permission checks never come here: they read the primary's db.
 */
export function readRouting(options: { replica: ReadReplica; secureCookies: boolean }): MiddlewareHandler<AppEnv> {
  const { replica } = options;
  return async (c, next) => {
    const reading = READING.has(c.req.method);
    if (reading && replica.serves(parseLsn(getCookie(c, WAL_COOKIE)))) c.set("readFrom", "replica");
    const usage: ReadUsage = { replica: false, fellBack: false };
    await trackReads(usage, () => next());
    const headers: [string, string][] = [
      [READ_FROM_HEADER, usage.replica ? `replica; lag-ms=${replica.lagMs()}` : "primary"],
    ];
    if (!reading && c.res.status < 400) {
      // After the commit: a failure to read it leaves the answer as it is (its reads may then lag a moment).
      const position = await replica.primaryPosition().catch(() => null);
      if (position !== null) {
        const cookie = serialize(WAL_COOKIE, formatLsn(position), {
          path: "/",
          httpOnly: true,
          sameSite: "Lax",
          secure: options.secureCookies,
          maxAge: WAL_COOKIE_MAX_AGE_S,
        });
        headers.push(["set-cookie", cookie]);
      }
    }
    addHeaders(c, headers);
  };
}

function addHeaders(c: Parameters<MiddlewareHandler<AppEnv>>[0], headers: [string, string][]) {
  const add = () => {
    for (const [name, value] of headers) c.res.headers.append(name, value);
  };
  try {
    add();
  } catch {
    // Headers of a response made elsewhere (better-auth's) may be immutable: copy it.
    c.res = new Response(c.res.body, c.res);
    add();
  }
}
