// The web's one mutation style and its one table of cache changes (issue 31): a screen declares the server change
// its mutation makes (`useApiMutation({ changes })`, `useApiForm({ changes })`) and `lib/change-effects.ts` alone
// knows which queries that change touches. These rules keep it so.
const TESTS = ["apps/web/src/**/*.test.{ts,tsx}", "apps/web/src/test/**"];

export const webCacheChanges = [
  {
    files: ["apps/web/src/**/*.{ts,tsx}"],
    ignores: [...TESTS, "apps/web/src/lib/use-api-mutation.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@tanstack/react-query",
              importNames: ["useMutation"],
              message: "Use useApiMutation (lib/use-api-mutation.ts) and declare the server change it makes.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["apps/web/src/**/*.{ts,tsx}"],
    ignores: [...TESTS, "apps/web/src/lib/change-effects.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.property.name='invalidateQueries']",
          message:
            "Name the server change instead (a mutation's `changes`, or applyChange): lib/change-effects.ts knows what it touches.",
        },
      ],
    },
  },
];
