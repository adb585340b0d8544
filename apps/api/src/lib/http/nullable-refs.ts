/**
 * The generator writes a nullable named schema as `allOf: [{ $ref }, { type: [..., "null"] }]`, which no null
 * passes (the `$ref` half refuses it). Rewritten here, everywhere in the document, as what it means:
 * `anyOf: [{ $ref }, { type: "null" }]`.
 */
export function withNullableRefs<D extends object>(doc: D): D {
  visit(doc);
  return doc;
}

function visit(node: unknown): void {
  if (Array.isArray(node)) {
    node.forEach(visit);
    return;
  }
  if (typeof node !== "object" || node === null) return;
  const schema = node as Record<string, unknown>;
  const parts = schema.allOf;
  if (Array.isArray(parts) && parts.length === 2 && isRef(parts[0]) && allowsNull(parts[1])) {
    const { allOf: _, ...rest } = schema;
    for (const key of Object.keys(schema)) delete schema[key];
    Object.assign(schema, rest, { anyOf: [parts[0], { type: "null" }] });
  }
  Object.values(schema).forEach(visit);
}

const isRef = (part: unknown) => typeof (part as { $ref?: unknown } | null)?.$ref === "string";

function allowsNull(part: unknown): boolean {
  const { type, ...rest } = (part ?? {}) as { type?: unknown };
  return Array.isArray(type) && type.includes("null") && Object.keys(rest).length === 0;
}
