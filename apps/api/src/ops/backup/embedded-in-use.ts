import { existsSync } from "node:fs";
import path from "node:path";
import { BackupError } from "./backup-error.ts";

/**
 * The embedded database (PGlite) belongs to one process: a second one opening its folder while the server
 * has it open would corrupt it, and there is no snapshot to share across processes. PGlite keeps a
 * `postmaster.pid` in the folder while it is open and removes it on a clean close, so its presence means a
 * server runs on it (or one was killed; starting and stopping the server once closes it cleanly).
 */
export function assertEmbeddedFolderFree(dbDir: string): void {
  if (existsSync(path.join(dbDir, "postmaster.pid"))) {
    throw new BackupError(
      `The embedded database in ${dbDir} is open in another process (a running server, or one that was killed). ` +
        "Stop the server first: the embedded database is backed up and restored with the server stopped. " +
        "If no server runs, start it once and stop it with Ctrl+C so that it closes the database cleanly.",
    );
  }
}
