import { eachOperation } from "./each-operation.ts";
import { errorResponse, retryAfterHeader } from "./error-response.ts";
import { JSON_BODY_LIMIT } from "./json-body-limit.ts";

const STATE_CHANGING = new Set(["post", "put", "patch", "delete"]);

const FORBIDDEN_ORIGIN =
  "forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session " +
  "cookie without any (security.ts); a client with a bearer token and no cookie sends none";

const tooLarge = errorResponse("too-large", `The body is larger than ${JSON_BODY_LIMIT / 1024} KB (too-large)`);
const unsupportedMediaType = errorResponse(
  "unsupported-media-type",
  "The body was not sent as JSON (unsupported-media-type): send Content-Type: application/json",
);
const forbiddenOrigin = errorResponse("forbidden-origin", `Refused: ${FORBIDDEN_ORIGIN}`);

const retryAfter = retryAfterHeader("Seconds until the limit's window lets the call through again");

/**
 * Adds to every operation what the middleware in front of every route answers (app.ts), so that a generated
 * client knows each status it can meet: 403 forbidden-origin on every state-changing call (added to an
 * operation's own 403, whose body has the same shape), 413 and 415 on every JSON body; and every 429 says
 * when to come back, in Retry-After, as every rate limit of the app does. Done over the whole document, so
 * that no route can forget it.
 */
export function withMiddlewareResponses<D extends { paths?: object }>(doc: D): D {
  for (const { method, operation } of eachOperation(doc)) {
    const responses = (operation.responses ??= {});
    if (STATE_CHANGING.has(method)) {
      const own = responses["403"];
      if (own) own.description = `${own.description ?? "Forbidden"}; or ${FORBIDDEN_ORIGIN}`;
      else responses["403"] = forbiddenOrigin;
    }
    if (operation.requestBody?.content?.["application/json"]) {
      responses["413"] ??= tooLarge;
      responses["415"] ??= unsupportedMediaType;
    }
    const limited = responses["429"];
    if (limited) limited.headers = { ...retryAfter, ...limited.headers };
  }
  return doc;
}
