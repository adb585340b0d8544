/**
 * Grants, changes and revokes operators (issue 37), and lists them:
 *
 *   npm run operator -- grant someone@example.com [--permissions moderation,companies,accounts,figures,operators]
 *   npm run operator -- revoke someone@example.com
 *   npm run operator -- list
 *
 * Works while the server runs. On PostgreSQL (DATABASE_URL) it connects itself, running the migrations first as
 * the server does. The embedded database belongs to the server while it runs: the command asks the server on its
 * control socket (DATA_DIR/control.sock, usable by the server's OS user only), and opens the database itself
 * when no server answers. A grant without permissions grants them all; an address nobody has gets a user and a
 * mailed invitation to choose a password. Every change is audited as the command line's.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { OPERATOR_PERMISSIONS } from "@stint/shared/operators";
import { openDatabase } from "../src/db/client.ts";
import { type Env, EnvError, readEnv } from "../src/env.ts";
import { createLogger } from "../src/lib/logger.ts";
import { createMailer } from "../src/lib/mail/create-mailer.ts";
import {
  type OperatorCommand,
  type OperatorCommandResult,
  operatorCommandSchema,
  runOperatorCommand,
} from "../src/modules/operators/operator-command.ts";
import { askControlSocket } from "../src/ops/control/control-client.ts";
import { controlSocketPath } from "../src/ops/control/control-socket-path.ts";

const USAGE = [
  "usage: npm run operator -- grant <email> [--permissions <list>]",
  "       npm run operator -- revoke <email>",
  "       npm run operator -- list",
  `permissions: ${OPERATOR_PERMISSIONS.join(",")} (a grant without --permissions grants them all)`,
].join("\n");

/** How long the command waits for a server that is starting or stopping on the embedded database. */
const SETTLE_MS = 15_000;

/** The arguments as a request; operatorCommandSchema checks the address and the permissions. */
function parseArgs(args: string[]): Record<string, unknown> {
  const [command, ...rest] = args;
  if (command === "list" && rest.length === 0) return { command: "list" };
  const [email, ...options] = rest;
  if (command === "revoke" && email && options.length === 0) return { command: "revoke", email };
  if (command === "grant" && email) {
    if (options.length === 0) return { command: "grant", email, permissions: [...OPERATOR_PERMISSIONS] };
    const [flag, value, ...extra] = options;
    const list = flag?.startsWith("--permissions=") ? flag.slice("--permissions=".length) : value;
    if ((flag === "--permissions" && value !== undefined && extra.length === 0) || flag?.startsWith("--permissions=")) {
      return { command: "grant", email, permissions: (list ?? "").split(",").map((name) => name.trim()) };
    }
  }
  throw new Error(USAGE);
}

function describe(result: OperatorCommandResult): { lines: string[]; code: number } {
  switch (result.command) {
    case "grant":
      if (result.outcome === "has-account") {
        return {
          lines: [
            `Refused: this address belongs to a ${result.role}'s account. An operator has no student or company ` +
              "account; use another address for the person's operator work.",
          ],
          code: 1,
        };
      }
      return {
        lines: [
          `${result.email} is an operator with: ${result.permissions.join(", ")}.`,
          ...(result.invited
            ? [`Nobody had this address: a user was made and mailed an invitation to choose a password.`]
            : []),
        ],
        code: 0,
      };
    case "revoke":
      return result.revoked
        ? { lines: ["The operator's permissions are revoked."], code: 0 }
        : { lines: ["No operator has this address; nothing changed."], code: 1 };
    case "list":
      if (result.operators.length === 0) return { lines: ["There are no operators."], code: 0 };
      return {
        lines: result.operators.map(
          (operator) =>
            `${operator.email}  ${operator.permissions.join(",")}  granted ${operator.grantedAt.slice(0, 10)} by ` +
            `${operator.grantedBy ?? "the command line"}  last sign-in ${operator.lastSignInAt?.slice(0, 16) ?? "never"}`,
        ),
        code: 0,
      };
  }
}

/** Runs the command against the database itself: PostgreSQL, or an embedded database no server holds. */
async function runDirectly(env: Env, command: OperatorCommand): Promise<OperatorCommandResult> {
  const logger = createLogger({ level: "warn", pretty: false });
  const database = await openDatabase({ databaseUrl: env.databaseUrl, pgliteDir: path.join(env.dataDir, "db") });
  const mailer = createMailer({
    smtpUrl: env.smtpUrl,
    outboxDir: path.join(env.dataDir, "mail"),
    from: env.mailFrom,
    logger,
  });
  try {
    await database.migrate();
    return await runOperatorCommand({ db: database.db, mailer, baseUrl: env.baseUrl }, command);
  } finally {
    await mailer.close();
    await database.close();
  }
}

/**
 * The embedded database: the server when it answers; else the database itself once no process holds it (PGlite
 * keeps `postmaster.pid` while open). A server starting or stopping is waited for a few seconds.
 */
async function runEmbedded(env: Env, command: OperatorCommand): Promise<OperatorCommandResult> {
  const socketPath = controlSocketPath(env.dataDir);
  const pidFile = path.join(env.dataDir, "db", "postmaster.pid");
  const deadline = Date.now() + SETTLE_MS;
  for (;;) {
    const answer = await askControlSocket(socketPath, command);
    if (answer.kind === "answered") {
      if (!answer.ok) throw new Error(answer.error);
      return answer.result as OperatorCommandResult;
    }
    if (answer.kind === "cut-off") {
      throw new Error(
        "The server stopped before it answered, so the change may or may not have been made. " +
          "Run `npm run operator -- list` to see.",
      );
    }
    if (!existsSync(pidFile)) return runDirectly(env, command);
    if (Date.now() > deadline) {
      throw new Error(
        `The embedded database in ${path.dirname(pidFile)} is open, but no server answers on ${socketPath}. ` +
          "If a server is running, it is an older one: stop it, then run this again. If none runs (one was " +
          "killed), start it once and stop it with Ctrl+C so that it closes the database cleanly.",
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function main(): Promise<number> {
  let request: Record<string, unknown>;
  try {
    request = parseArgs(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 2;
  }
  const checked = operatorCommandSchema.safeParse(request);
  if (!checked.success) {
    console.error(checked.error.issues.map((issue) => issue.message).join("\n"));
    console.error(USAGE);
    return 2;
  }
  const command = checked.data;
  const env = readEnv();
  const result = env.databaseUrl ? await runDirectly(env, command) : await runEmbedded(env, command);
  const { lines, code } = describe(result);
  for (const line of lines) (code === 0 ? console.log : console.error)(line);
  return code;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof EnvError || error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
