/**
 * Writes one consistent archive of the database and the stored files (docs/decisions/032-backup-and-restore.md):
 *
 *   npm run backup -- backups/stint-2026-11-28.tar.gz
 *
 * Reads the same environment as the server (env.ts): DATABASE_URL, else the embedded database in DATA_DIR/db;
 * S3_BUCKET, else DATA_DIR/files. On PostgreSQL the server may keep running; the embedded database is backed
 * up with the server stopped (the command refuses while its folder is open).
 */
import { EnvError, readEnv } from "../src/env.ts";
import { BackupError } from "../src/ops/backup/backup-error.ts";
import { createBackup } from "../src/ops/backup/create-backup.ts";
import { openDeployment } from "../src/ops/backup/open-deployment.ts";

async function main(): Promise<number> {
  const [file, ...rest] = process.argv.slice(2);
  if (!file || rest.length > 0) {
    console.error("usage: npm run backup -- <file.tar.gz>");
    return 2;
  }
  const started = performance.now();
  const deployment = await openDeployment(readEnv(), "backup");
  try {
    console.log(`Backing up ${deployment.description}…`);
    const summary = await createBackup({ ...deployment, file, log: (line) => console.log(line) });
    const rows = summary.manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    const { count, totalBytes } = summary.manifest.files;
    console.log(
      `Wrote ${summary.file}: ${rows} rows in ${summary.manifest.tables.length} tables, ${count} files ` +
        `(${mb(totalBytes)}), archive ${mb(summary.archiveBytes)}, schema ${summary.manifest.schema.lastTag}, ` +
        `in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
    );
    return 0;
  } finally {
    await deployment.close();
  }
}

const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof EnvError || error instanceof BackupError ? error.message : error);
    process.exit(1);
  },
);
