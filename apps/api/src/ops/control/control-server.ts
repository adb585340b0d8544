import { chmodSync, statSync, unlinkSync } from "node:fs";
import net from "node:net";
import type { Logger } from "../../lib/logger.ts";
import { MAX_MESSAGE_BYTES, socketAnswers } from "./control-client.ts";

/** What a request comes to: any JSON value, sent back as one line. */
export type ControlHandler = (request: unknown) => Promise<unknown>;

export type ControlServer = {
  /** "taken": another live process answers on the path, and this one left it alone. */
  readonly state: "listening" | "taken" | "failed";
  /** Stops taking connections, lets the requests in flight finish (their database work commits or not), unlinks. */
  close(): Promise<void>;
};

const IDLE_MS = 10_000;

/**
 * Listens on a Unix socket for one-line JSON requests, answering each with one line. The socket's mode is 0600:
 * only the server's OS user can connect, which is the whole authentication (the same user can read the database
 * files anyway). A socket file nobody answers on (a crashed server's) is replaced; one a live process answers on
 * (a second server on the same data folder) is left to it.
 */
export async function startControlServer(options: {
  socketPath: string;
  handle: ControlHandler;
  logger: Logger;
}): Promise<ControlServer> {
  const { socketPath, handle, logger } = options;
  if (await socketAnswers(socketPath)) {
    logger.warn({ socketPath }, "another process answers on the control socket; this server leaves it alone");
    return { state: "taken", close: async () => undefined };
  }
  removeIfPresent(socketPath);

  const inFlight = new Set<Promise<unknown>>();
  const connections = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    connections.add(socket);
    socket.on("close", () => connections.delete(socket));
    socket.setTimeout(IDLE_MS, () => socket.destroy());
    socket.on("error", () => socket.destroy());
    let buffered = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => {
      buffered += chunk;
      if (buffered.length > MAX_MESSAGE_BYTES) return socket.destroy();
      const end = buffered.indexOf("\n");
      if (end < 0) return;
      socket.removeAllListeners("data");
      const work = answer(buffered.slice(0, end)).then((line) => {
        if (!socket.destroyed) socket.end(`${line}\n`);
      });
      inFlight.add(work);
      void work.finally(() => inFlight.delete(work));
    });
  });
  const answer = async (line: string): Promise<string> => {
    try {
      return JSON.stringify({ ok: true, result: await handle(JSON.parse(line)) });
    } catch (error) {
      logger.warn({ err: error }, "a control request failed");
      return JSON.stringify({ ok: false, error: error instanceof Error ? error.message : "The request failed." });
    }
  };

  // The umask makes the socket 0600 from its first moment (bind happens inside listen, synchronously); the chmod
  // states it again for file systems that ignore the umask for sockets.
  const umask = process.umask(0o177);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(socketPath, () => {
        server.off("error", reject);
        resolve();
      });
    });
  } catch (error) {
    logger.warn(
      { err: error, socketPath },
      "the control socket could not be opened; `npm run operator` will not reach this server",
    );
    return { state: "failed", close: async () => undefined };
  } finally {
    process.umask(umask);
  }
  chmodSync(socketPath, 0o600);
  const ours = statSync(socketPath).ino;
  logger.debug({ socketPath }, "control socket listening");

  return {
    state: "listening",
    close: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      await Promise.race([Promise.allSettled([...inFlight]), delay(IDLE_MS)]);
      for (const socket of connections) socket.destroy();
      await closed;
      // A second server may have replaced a socket it thought stale: only our own file is removed.
      try {
        if (statSync(socketPath).ino === ours) unlinkSync(socketPath);
      } catch {
        // Gone already.
      }
    },
  };
}

function removeIfPresent(file: string) {
  try {
    unlinkSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());
