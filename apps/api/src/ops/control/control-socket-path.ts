import path from "node:path";

/** Where a server on the embedded database answers `npm run operator` (control-server.ts). */
export const controlSocketPath = (dataDir: string) => path.join(dataDir, "control.sock");
