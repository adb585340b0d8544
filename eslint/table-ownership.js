// Each table belongs to one module (apps/api/src/db/schema/table-owners.json); a module imports only its own
// tables from db/schema, apart from the joins that file lists with why. Decision 007.
import { readFileSync } from "node:fs";

export const tableOwners = JSON.parse(
  readFileSync(new URL("../apps/api/src/db/schema/table-owners.json", import.meta.url), "utf8"),
);

/** table name → owning module */
export const ownerOf = new Map(
  Object.entries(tableOwners.owners).flatMap(([module, tables]) => tables.map((table) => [table, module])),
);

const shared = new Set(tableOwners.sharedReads.flatMap(({ module, tables }) => tables.map((t) => `${module}:${t}`)));

/** Whether `module` may import the table object `table` from db/schema. */
export const mayImportTable = (module, table) => {
  const owner = ownerOf.get(table);
  return owner === undefined || owner === module || shared.has(`${module}:${table}`);
};

const SCHEMA = /(^|\/)db\/schema(\/[\w-]+)?(\.ts)?$/;
const MODULE = /\/apps\/api\/src\/modules\/([^/]+)\//;

export const ownTablesRule = {
  meta: {
    type: "problem",
    docs: { description: "A module imports only the tables it owns (apps/api/src/db/schema/table-owners.json)." },
    schema: [],
    messages: {
      foreign:
        "`{{table}}` belongs to modules/{{owner}}: ask its functions, or list the join with why in " +
        "db/schema/table-owners.json (sharedReads).",
      namespace: "Import tables from db/schema by name, so that their owners can be checked.",
    },
  },
  create(context) {
    const module = MODULE.exec(context.filename.replaceAll("\\", "/"))?.[1];
    if (!module) return {};
    return {
      ImportDeclaration(node) {
        if (!SCHEMA.test(node.source.value)) return;
        for (const specifier of node.specifiers) {
          if (specifier.type === "ImportNamespaceSpecifier")
            context.report({ node: specifier, messageId: "namespace" });
          if (specifier.type !== "ImportSpecifier") continue;
          const table = specifier.imported.name ?? specifier.imported.value;
          if (!mayImportTable(module, table)) {
            context.report({ node: specifier, messageId: "foreign", data: { table, owner: ownerOf.get(table) } });
          }
        }
      },
    };
  },
};

export const tableOwnership = [
  {
    files: ["apps/api/src/modules/**/*.ts"],
    ignores: ["apps/api/src/**/*.test.ts"],
    plugins: { stint: { rules: { "own-tables": ownTablesRule } } },
    rules: { "stint/own-tables": "error" },
  },
];
