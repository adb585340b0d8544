const HTTP_METHODS = new Set(["get", "put", "post", "delete", "options", "head", "patch", "trace"]);

export type DocumentOperation = {
  operationId?: string;
  summary?: string;
  description?: string;
  requestBody?: { content?: Record<string, unknown> };
  security?: Record<string, string[]>[];
  responses?: Record<string, { description?: string; headers?: Record<string, unknown> }>;
};

/** Every operation of an OpenAPI document with its method and path, skipping path-level fields (parameters). */
export function* eachOperation(doc: { paths?: object }) {
  for (const [path, item] of Object.entries(doc.paths ?? {}) as [string, object | undefined][]) {
    for (const [method, operation] of Object.entries(item ?? {})) {
      if (!HTTP_METHODS.has(method) || typeof operation !== "object" || operation === null) continue;
      yield { method, path, operation: operation as DocumentOperation };
    }
  }
}
