// Names by rule (issue 31): every source file is named in kebab-case, and the shared package is imported by the
// subpath of the file that declares a name (`@stint/shared/jobs`), never through a barrel, so that one import
// form reads the same everywhere and the web's chunks take only the shared files they use.
import path from "node:path";

const KEBAB_FILE = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\.[a-z0-9]+(?:-[a-z0-9]+)*)*$/;

const kebabCaseFileName = {
  meta: {
    type: "suggestion",
    docs: { description: "source file names are kebab-case (job-card.tsx, not JobCard.tsx)" },
    messages: { notKebab: "File name '{{name}}' is not kebab-case: use lower-case words joined by '-'." },
    schema: [],
  },
  create(context) {
    return {
      Program(node) {
        const name = path.basename(context.filename);
        if (!KEBAB_FILE.test(name)) context.report({ node, messageId: "notKebab", data: { name } });
      },
    };
  },
};

const sharedSubpathImport = {
  meta: {
    type: "suggestion",
    docs: { description: "@stint/shared is imported by subpath" },
    messages: { barrel: "Import from the file that declares it, e.g. '@stint/shared/jobs' (one import form)." },
    schema: [],
  },
  create(context) {
    const check = (node) => {
      if (node.source?.value === "@stint/shared") context.report({ node, messageId: "barrel" });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export const naming = [
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    plugins: {
      naming: { rules: { "kebab-case-file-name": kebabCaseFileName, "shared-subpath-import": sharedSubpathImport } },
    },
    rules: { "naming/kebab-case-file-name": "error", "naming/shared-subpath-import": "error" },
  },
];
