/**
 * Grants or revokes the moderator flag of a user (moderators see the reported ratings and keep or hide them):
 *
 *   npm run moderator -- grant someone@example.com
 *   npm run moderator -- revoke someone@example.com
 *
 * Against the database the app uses (env.ts): DATABASE_URL when set, else the embedded PGlite database in
 * DATA_DIR/db (./data/db). The embedded database belongs to one process at a time: stop `npm start` first.
 * Runs the migrations first, as the app does, so an older data folder has the column.
 */
import path from "node:path";
import { openDatabase } from "../src/db/client.ts";
import { EnvError, readEnv } from "../src/env.ts";
import { setModerator } from "../src/modules/ratings/set-moderator.ts";

const USAGE = "usage: npm run moderator -- grant|revoke <email>";

async function main(): Promise<number> {
  const [action, email] = process.argv.slice(2);
  if ((action !== "grant" && action !== "revoke") || !email) {
    console.error(USAGE);
    return 2;
  }
  const env = readEnv();
  const database = await openDatabase({ databaseUrl: env.databaseUrl, pgliteDir: path.join(env.dataDir, "db") });
  try {
    await database.migrate();
    const user = await setModerator({ db: database.db, email, moderator: action === "grant" });
    if (!user) {
      console.error(`No user has the email ${email}.`);
      return 1;
    }
    console.log(`${user.email} is ${user.moderator ? "now a moderator" : "no longer a moderator"}.`);
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof EnvError ? error.message : error);
    process.exit(1);
  },
);
