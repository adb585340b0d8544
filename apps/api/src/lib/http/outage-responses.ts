import { eachOperation } from "./each-operation.ts";
import { RETRY_AFTER_SECONDS } from "./error-handler.ts";
import { errorResponse, retryAfterHeader } from "./error-response.ts";

/**
 * Operations that never reach the database (static settings, the gazetteer shipped in the repo, the skills
 * list): an outage cannot make them answer 503, so the document does not say it would.
 */
export const WITHOUT_DATABASE = new Set(["get /config", "get /places", "get /places/around", "get /skills"]);

const retryAfter = retryAfterHeader(`Seconds to wait before trying again (${RETRY_AFTER_SECONDS})`);

const databaseUnavailable = errorResponse(
  "database-unavailable",
  "The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): " +
    "try again after Retry-After",
  retryAfter,
);

/**
 * Adds to every operation that reaches the database the 503 the error handler answers on any route during an
 * outage (decision 012), with its Retry-After; an operation that documents a 503 of its own keeps it (it says
 * what it covers) and gets the header, which every 503 of the app carries. Done over the whole document, so
 * that no route can forget it.
 */
export function withOutageResponses<D extends { paths?: object }>(doc: D): D {
  for (const { method, path, operation } of eachOperation(doc)) {
    const responses = (operation.responses ??= {});
    const own = responses["503"];
    if (own) own.headers = { ...retryAfter, ...own.headers };
    else if (!WITHOUT_DATABASE.has(`${method} ${path}`)) responses["503"] = databaseUnavailable;
  }
  return doc;
}
