import { eachOperation } from "./each-operation.ts";

/**
 * Gives an operation that states no description of its own one made of what the document says of it: who may
 * call it and what each refusal means, so that a generated client's comment on the function says it beside the
 * summary. A route's own description, where the summary leaves something out, is kept.
 */
export function withDescriptions<D extends { paths?: object }>(doc: D): D {
  for (const { operation } of eachOperation(doc)) {
    if (operation.description) continue;
    const access = operation.security?.length ? "Signed in (session cookie or bearer token)." : "Public.";
    const refusals = Object.entries(operation.responses ?? {})
      .filter(([status]) => /^4\d\d$/.test(status) && status !== "401" && status !== "413" && status !== "415")
      .map(([status, response]) => `${status}: ${response.description ?? ""}.`.replace(/\.\.$/, "."));
    operation.description = [operation.summary ? `${operation.summary}.` : "", access, ...refusals]
      .filter(Boolean)
      .join(" ");
  }
  return doc;
}
