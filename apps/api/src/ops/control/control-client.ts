import net from "node:net";

/** A request or answer longer than this is not one of ours. */
export const MAX_MESSAGE_BYTES = 64 * 1024;

export type ControlAnswer =
  /** The server answered: `ok` false carries its error message. */
  | { kind: "answered"; ok: true; result: unknown }
  | { kind: "answered"; ok: false; error: string }
  /** Nobody listens on the socket (no file, or a crashed server's). */
  | { kind: "no-server" }
  /** Connected, but the connection ended without an answer (the server stopped mid-request). */
  | { kind: "cut-off" };

/** Sends one request to the server's control socket and reads its one-line answer. */
export function askControlSocket(socketPath: string, request: unknown, timeoutMs = 60_000): Promise<ControlAnswer> {
  return new Promise((resolve) => {
    let connected = false;
    let received = "";
    const socket = net.createConnection(socketPath);
    const settle = (answer: ControlAnswer) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setEncoding("utf8");
    socket.setTimeout(timeoutMs, () => settle({ kind: "cut-off" }));
    socket.on("connect", () => {
      connected = true;
      socket.write(`${JSON.stringify(request)}\n`);
    });
    socket.on("data", (chunk: string) => {
      received += chunk;
      if (received.length > MAX_MESSAGE_BYTES) settle({ kind: "cut-off" });
    });
    socket.on("end", () => settle(parse(received)));
    socket.on("error", (error: NodeJS.ErrnoException) => {
      // ENOENT: no socket file; ECONNREFUSED: a file nobody listens on. Anything else after connecting: cut off.
      settle(connected ? { kind: "cut-off" } : { kind: "no-server" });
      void error;
    });
  });
}

function parse(text: string): ControlAnswer {
  try {
    const answer = JSON.parse(text.trim()) as { ok?: unknown; result?: unknown; error?: unknown };
    if (answer.ok === true) return { kind: "answered", ok: true, result: answer.result };
    if (answer.ok === false) return { kind: "answered", ok: false, error: String(answer.error) };
  } catch {
    // An empty or broken line: the server went away while answering.
  }
  return { kind: "cut-off" };
}

/** Whether a live process accepts connections on the socket (a stale file from a crashed server does not). */
export function socketAnswers(socketPath: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.createConnection(socketPath);
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}
