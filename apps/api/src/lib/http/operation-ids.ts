/**
 * Names every operation of an OpenAPI document that has no `operationId` after its method and path
 * (`GET /matching/candidates` → `getMatchingCandidates`, `POST /jobs/{id}/publish` → `postJobsByIdPublish`),
 * so client generators get stable function names without each route repeating its own path.
 */
export function withOperationIds<D extends { paths?: object }>(doc: D): D {
  for (const [path, item] of Object.entries(doc.paths ?? {}) as [string, object | undefined][]) {
    for (const [method, operation] of Object.entries(item ?? {})) {
      if (!HTTP_METHODS.has(method) || typeof operation !== "object" || operation === null) continue;
      const named = operation as { operationId?: string };
      named.operationId ??= operationIdOf(method, path);
    }
  }
  return doc;
}

const HTTP_METHODS = new Set(["get", "put", "post", "delete", "options", "head", "patch", "trace"]);

export function operationIdOf(method: string, path: string): string {
  const words = path
    .split("/")
    .filter(Boolean)
    .flatMap((segment) => {
      const parameter = /^\{(.+)\}$/.exec(segment);
      return parameter ? ["by", parameter[1]!] : segment.split(/[^A-Za-z0-9]+/);
    })
    .filter(Boolean);
  return method + words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join("");
}
