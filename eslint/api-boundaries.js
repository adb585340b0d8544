// Import boundaries of the API (apps/api/src). The allowed directions and why: docs/decisions/007-module-boundaries.md.
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";

const SRC = "./apps/api/src";
const MODULES = `${SRC}/modules`;

/**
 * Which other modules each module may import; a module may always import its own files. Composition roots
 * (app.ts, create-deps.ts, main.ts), the demo data (src/demo), scripts and tests may import any module.
 */
const MODULE_DEPENDENCIES = {
  access: [],
  // The account export ("Download my data") holds every record of the user: it composes each domain's own
  // export function (CVs, jobs, applications, invitations, matches, notifications, saved filters, ratings,
  // placement rounds' place statuses, interviews, conversations); deleting an account ends each domain's
  // dealings first, and leaves its conversations (the other side keeps a marker). Operators: `/me` tells an
  // operator so, and an operator finishes no account (issue 37); companies: a company's verification is in its export.
  accounts: [
    "access",
    "applications",
    "conversations",
    "cvs",
    "files",
    "interviews",
    "jobs",
    "notifications",
    "ratings",
    "rounds",
    "saved-filters",
    "saved-jobs",
    "job-alerts",
    "operators",
    "companies",
  ],
  // Applications, invitations and matches: jobs for the job applied to (and closing it), access for contact
  // details, notifications for what each change tells whom.
  applications: ["access", "jobs", "notifications"],
  auth: [],
  // A company's page: its open jobs and its ratings summary. Verification (issue 37): operators decide, with
  // their permission checked and each decision audited (operators), and the company is told (notifications).
  companies: ["jobs", "ratings", "notifications", "operators"],
  // Conversations between a company and a student: the party of applications, access for who may write and
  // what a company is shown of the student, notifications for the digest mail's settings and unsubscribe link;
  // operators for the moderation queue's permission and the audit line of each decision (issue 37).
  conversations: ["access", "applications", "notifications", "operators"],
  cvs: ["access", "files"],
  files: ["access"],
  // Placement figures for the operator console (issue 37): operators for who may see them and the audit line a
  // download writes in its transaction. The figures read the tables themselves (sharedReads), in one aggregate.
  figures: ["operators"],
  // What closing or deleting a job does to its applications and invitations comes in from applications
  // (job-dealings.ts, passed in by the composition root).
  jobs: [],
  // Interviews of applications: access for who may do what, applications for the party, the move to
  // interview and the match and offer dates of the calendar feed, rounds for its deadlines, notifications for
  // what each change tells whom.
  interviews: ["access", "applications", "notifications", "rounds"],
  // Matching reads jobs through their public search and DTOs, CVs itself, asks access who sees a CV, and
  // applications for where a job's candidates stand; saved-jobs for which of a page's jobs the student saved.
  matching: ["access", "applications", "jobs", "saved-jobs"],
  // Writes a notification (and its mail event) in the transaction of the change it reports.
  notifications: [],
  // The operator console (issue 37): who is an operator with which permissions, and the audit log every operator
  // action writes in its own transaction.
  operators: [],
  places: [],
  // Ratings of matches: the party and cursor pages of applications, notifications for due, revealed, response
  // (and the job of a rating a notification links to, notification-link-jobs.ts); operators for the moderation
  // queue's permission and the audit line of each keep or hide (issue 37).
  ratings: ["applications", "notifications", "operators"],
  // Placement rounds: the party and the hire of applications, the jobs taking part, matching's inputs for the
  // score hint, notifications for each step.
  rounds: ["applications", "jobs", "matching", "notifications"],
  // A company's named candidate filters; checks the job a filter is for through jobs' checkOwnJob.
  "saved-filters": ["jobs"],
  // A student's saved jobs (issue 36): jobs for the job saved and its card, applications for its mark,
  // notifications for the deadline reminder.
  "saved-jobs": ["applications", "jobs", "notifications"],
  skills: [],
  system: [],
  // A student's saved searches: jobs for matching a new job against them (the search's own test) and its card,
  // matching for the score of the student's primary CV, notifications for the digest and its unsubscribe link.
  "job-alerts": ["jobs", "matching", "notifications"],
};

const list = (names) => (names.length ? names.map((name) => `modules/${name}`).join(", ") : "no other module");

const moduleZones = Object.entries(MODULE_DEPENDENCIES).map(([name, allowed]) => ({
  target: `${MODULES}/${name}`,
  from: MODULES,
  except: [`./${name}`, ...allowed.map((other) => `./${other}`)],
  message: `modules/${name} may import ${list(allowed)}: share through db/ or lib/, or emit an outbox event.`,
}));

const layerZones = [
  {
    target: [`${SRC}/lib`, `${SRC}/db`],
    from: [MODULES, `${SRC}/app.ts`, `${SRC}/create-deps.ts`, `${SRC}/main.ts`],
    message: "lib/ and db/ are the plumbing below the modules: they import no module.",
  },
  {
    // The demo data writes every domain's tables through the modules' bulk writers and rules; only main.ts and
    // the demo snapshot load it.
    target: [`${SRC}/lib`, `${SRC}/db`, MODULES, `${SRC}/app.ts`, `${SRC}/create-deps.ts`],
    from: `${SRC}/demo`,
    message: "src/demo is the demo data: main.ts and demo-snapshot.ts load it, nothing else imports it.",
  },
  {
    target: [`${SRC}/lib`, `${SRC}/db`, MODULES, `${SRC}/app.ts`, `${SRC}/create-deps.ts`, `${SRC}/main.ts`],
    from: `${SRC}/test`,
    message: "src/test holds test helpers, for *.test.ts files only.",
  },
];

export const apiBoundaries = [
  {
    files: ["apps/api/**/*.ts"],
    plugins: { "import-x": importX },
    settings: {
      // Without these the plugin reads no TypeScript file, and no-cycle silently finds nothing.
      "import-x/extensions": [".ts", ".js", ".mjs"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts"] },
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "apps/api/tsconfig.json" })],
    },
    rules: {
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
    },
  },
  {
    files: ["apps/api/src/**/*.ts"],
    ignores: ["apps/api/src/**/*.test.ts", "apps/api/src/test/**"],
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: [...moduleZones, ...layerZones] }],
    },
  },
  {
    // Job search has one entry point, which matching and company pages reuse.
    files: ["apps/api/src/**/*.ts"],
    ignores: ["apps/api/src/modules/jobs/search/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/jobs/search/*", "**/search/*", "!**/search/search-jobs.ts"],
              message: "Import job search only through modules/jobs/search/search-jobs.ts.",
            },
          ],
        },
      ],
    },
  },
];
