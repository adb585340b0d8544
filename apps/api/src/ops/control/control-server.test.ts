import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, statSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createLogger } from "../../lib/logger.ts";
import { askControlSocket } from "./control-client.ts";
import { startControlServer } from "./control-server.ts";

// The control socket `npm run operator` reaches a server on the embedded database through (issue 37).

const logger = createLogger({ level: "silent", pretty: false });
const dir = mkdtempSync(path.join(tmpdir(), "stint-control-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let count = 0;
const socketPath = () => path.join(dir, `c${++count}.sock`);
const echo = async (request: unknown) => ({ echoed: request });

describe("the control socket", () => {
  it("answers one request per connection, only to its own OS user (mode 0600), and says what failed", async () => {
    const file = socketPath();
    const server = await startControlServer({
      socketPath: file,
      logger,
      handle: async (request) => {
        if ((request as { fail?: boolean }).fail) throw new Error("No such operator.");
        return echo(request);
      },
    });
    expect(server.state).toBe("listening");
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(await askControlSocket(file, { command: "list" })).toEqual({
      kind: "answered",
      ok: true,
      result: { echoed: { command: "list" } },
    });
    expect(await askControlSocket(file, { fail: true })).toEqual({
      kind: "answered",
      ok: false,
      error: "No such operator.",
    });
    await server.close();
    expect(() => statSync(file)).toThrow();
    expect(await askControlSocket(file, {})).toEqual({ kind: "no-server" });
  });

  it("replaces a crashed server's socket file, and leaves a live server's alone", async () => {
    const file = socketPath();
    // What a killed server leaves: a socket file nobody listens on.
    const killed = spawn(process.execPath, ["-e", "require('node:net').createServer().listen(process.argv[1])", file]);
    await expect.poll(() => existsSync(file)).toBe(true);
    killed.kill("SIGKILL");
    await new Promise((resolve) => killed.once("exit", resolve));
    expect(existsSync(file)).toBe(true);
    expect(await askControlSocket(file, {})).toEqual({ kind: "no-server" });

    const first = await startControlServer({ socketPath: file, logger, handle: echo });
    expect(first.state).toBe("listening");
    const second = await startControlServer({ socketPath: file, logger, handle: async () => "second" });
    expect(second.state).toBe("taken");
    expect(await askControlSocket(file, 1)).toMatchObject({ result: { echoed: 1 } });
    await second.close();
    expect(await askControlSocket(file, 2)).toMatchObject({ result: { echoed: 2 } });
    await first.close();
  });

  it("lets a request in flight finish when the server stops, and tells a client cut off that it was", async () => {
    const file = socketPath();
    let release: (() => void) | undefined;
    const finished: string[] = [];
    const server = await startControlServer({
      socketPath: file,
      logger,
      handle: async () => {
        await new Promise<void>((resolve) => (release = resolve));
        finished.push("committed");
        return "done";
      },
    });
    const asked = askControlSocket(file, {});
    await expect.poll(() => release !== undefined).toBe(true);
    const closing = server.close();
    release!();
    await closing;
    expect(finished).toEqual(["committed"]);
    expect(await asked).toMatchObject({ kind: "answered", result: "done" });

    // A server that goes away without answering: the client knows it was cut off, not that nobody listened.
    const dying = net.createServer((socket) => socket.on("data", () => socket.destroy()));
    const other = socketPath();
    await new Promise<void>((resolve) => dying.listen(other, resolve));
    expect(await askControlSocket(other, {})).toEqual({ kind: "cut-off" });
    await new Promise((resolve) => dying.close(resolve));
  });
});
