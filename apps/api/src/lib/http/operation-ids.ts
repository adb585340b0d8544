import { eachOperation } from "./each-operation.ts";

/**
 * Names every operation of an OpenAPI document that has no `operationId` after its method and path
 * (`GET /matching/candidates` → `getMatchingCandidates`, `POST /jobs/{id}/publish` → `postJobsByIdPublish`),
 * so client generators get stable function names without each route repeating its own path.
 */
export function withOperationIds<D extends { paths?: object }>(doc: D): D {
  for (const { method, path, operation } of eachOperation(doc)) operation.operationId ??= operationIdOf(method, path);
  return doc;
}

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
