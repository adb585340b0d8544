/**
 * Restores an archive of `npm run backup` into an EMPTY deployment (docs/decisions/032-backup-and-restore.md):
 *
 *   DATA_DIR=./restored npm run restore -- backups/stint-2026-11-28.tar.gz
 *
 * Into the database and storage the server would use with this environment (env.ts). The target must hold no
 * user data and no stored files, and no server may run on it; start the server afterwards.
 */
import { EnvError, readEnv } from "../src/env.ts";
import { BackupError } from "../src/ops/backup/backup-error.ts";
import { openDeployment } from "../src/ops/backup/open-deployment.ts";
import { restoreBackup } from "../src/ops/backup/restore-backup.ts";

async function main(): Promise<number> {
  const [file, ...rest] = process.argv.slice(2);
  if (!file || rest.length > 0) {
    console.error("usage: npm run restore -- <file.tar.gz>");
    return 2;
  }
  const started = performance.now();
  const deployment = await openDeployment(readEnv(), "restore");
  try {
    console.log(`Restoring into ${deployment.description}…`);
    const { manifest, migratedFrom } = await restoreBackup({ ...deployment, file, log: (line) => console.log(line) });
    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    console.log(
      `Restored ${rows} rows and ${manifest.files.count} files from the backup of ${manifest.createdAt}` +
        `${migratedFrom !== null ? `, migrated from schema ${manifest.schema.lastTag}` : ""}, in ` +
        `${((performance.now() - started) / 1000).toFixed(1)} s. Start the server now.`,
    );
    return 0;
  } finally {
    await deployment.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof EnvError || error instanceof BackupError ? error.message : error);
    process.exit(1);
  },
);
