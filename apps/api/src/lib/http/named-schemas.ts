type Schema = Record<string, unknown>;

const NULL = { type: "null" };
const isNull = (part: unknown) => (part as Schema | null)?.type === "null" && Object.keys(part as Schema).length === 1;

/**
 * Makes every schema that carries a name (zod's `id` metadata: packages/shared/src/schema-names.ts) a component
 * of the document, and each place it appears a `$ref` to it, `anyOf` null where it is nullable. The generator
 * writes such a schema out in full, with its `id`, wherever it is used; done here over the written document,
 * its names work whichever module loaded first.
 */
export function withNamedSchemas<D extends { paths?: object; components?: object }>(doc: D): D {
  const holder = (doc.components ??= {}) as { schemas?: Record<string, unknown> };
  const components = (holder.schemas ??= {});
  const visit = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(visit);
    if (typeof node !== "object" || node === null) return node;
    const schema: Schema = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, visit(value)]));
    const name = schema.id;
    if (typeof name !== "string" || !looksLikeSchema(schema)) return schema;
    const { id: _, ...named } = schema;
    const nullable = withoutNull(named);
    components[name] ??= nullable.schema;
    const ref = { $ref: `#/components/schemas/${name}` };
    return nullable.wasNullable ? { anyOf: [ref, NULL] } : ref;
  };
  const paths = (doc as { paths?: unknown }).paths;
  if (paths) (doc as { paths?: unknown }).paths = visit(paths);
  // A component's own body: the names inside it become references, not itself.
  for (const [name, schema] of Object.entries(components)) components[name] = visitBody(schema, visit);
  return doc;
}

function visitBody(schema: unknown, visit: (node: unknown) => unknown): unknown {
  if (typeof schema !== "object" || schema === null) return schema;
  return Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, visit(value)]));
}

function looksLikeSchema(node: Schema): boolean {
  return ["type", "properties", "oneOf", "anyOf", "allOf", "items"].some((key) => key in node);
}

/** The schema without what makes it nullable (a `null` type, or a null branch of its union). */
function withoutNull(schema: Schema): { schema: Schema; wasNullable: boolean } {
  if (Array.isArray(schema.type) && schema.type.includes("null")) {
    const types = schema.type.filter((type) => type !== "null");
    return { schema: { ...schema, type: types.length === 1 ? types[0] : types }, wasNullable: true };
  }
  for (const key of ["oneOf", "anyOf"] as const) {
    const branches = schema[key];
    if (Array.isArray(branches) && branches.some(isNull)) {
      return { schema: { ...schema, [key]: branches.filter((branch) => !isNull(branch)) }, wasNullable: true };
    }
  }
  return { schema, wasNullable: false };
}
