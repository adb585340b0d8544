import path from "node:path";
import type { AppDeps } from "./app-deps.ts";
import type { Database } from "./db/client.ts";
import type { Env } from "./env.ts";
import { createAuth } from "./lib/auth.ts";
import type { Logger } from "./lib/logger.ts";
import { createMailer } from "./lib/mail/create-mailer.ts";
import { createGeocoder } from "./modules/places/create-geocoder.ts";

/** Wires the real parts together; main.ts and the integration tests share this. */
export async function createDeps(options: { env: Env; logger: Logger; database: Database }): Promise<AppDeps> {
  const { env, logger, database } = options;
  await database.migrate();
  const mailer = createMailer({ smtpUrl: env.smtpUrl, outboxDir: path.join(env.dataDir, "mail"), from: env.mailFrom, logger });
  const geocoder = createGeocoder({ geocoderUrl: env.geocoderUrl });
  const auth = createAuth({ db: database.db, env, mailer, logger });
  return { env, database, logger, mailer, geocoder, auth };
}
