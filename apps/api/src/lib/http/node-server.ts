import type { Server } from "node:http";
import { STATUS_CODES } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { serve } from "@hono/node-server";
import { AppError, errorBody } from "../errors.ts";

/**
 * How long an idle kept-alive connection stays open. Load balancers keep idle connections to their targets
 * open for up to 60 s (AWS ALB, Google and most nginx setups); if the server closed first, a request the
 * balancer sends at that moment would meet a closing socket and fail (issue 15: `UND_ERR_SOCKET`). So the
 * server waits longer than the balancer, which always closes first.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;
/** Must exceed the keep-alive timeout, or a request's headers arriving late on a reused socket time out. */
export const HEADERS_TIMEOUT_MS = 66_000;
/** How long a connection being closed after an early answer (413) still reads what the client sends. */
export const LINGER_MS = 2_000;

export type StartServerOptions = {
  fetch: Parameters<typeof serve>[0]["fetch"];
  port: number;
  hostname?: string;
  keepAliveTimeoutMs?: number;
  headersTimeoutMs?: number;
  lingerMs?: number;
  onListening?: (info: AddressInfo) => void;
};

/**
 * The API's HTTP server: @hono/node-server with the keep-alive timeouts above and clean closes.
 */
export function startServer(options: StartServerOptions): Server {
  const server = serve(
    {
      fetch: options.fetch,
      port: options.port,
      ...(options.hostname ? { hostname: options.hostname } : {}),
    },
    options.onListening,
  ) as Server;
  server.keepAliveTimeout = options.keepAliveTimeoutMs ?? KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = options.headersTimeoutMs ?? HEADERS_TIMEOUT_MS;
  const lingerMs = options.lingerMs ?? LINGER_MS;
  server.on("connection", (socket: Socket) => lingerBeforeClosing(socket, lingerMs));
  server.on("clientError", answerClientError);
  return server;
}

/**
 * Node closes a connection after a `Connection: close` answer (our 413s) with `destroySoon`, while the client
 * may still be sending the body it was refused: the unread bytes make the kernel reset the connection, and a
 * reset can destroy the answer before the client read it. Instead, the server ends its side, reads and drops
 * what still comes for up to `lingerMs`, and closes when the client does (a "lingering close", as nginx does).
 */
function lingerBeforeClosing(socket: Socket, lingerMs: number) {
  let lingering = false;
  socket.destroySoon = function destroySoon(this: Socket) {
    if (lingering || this.destroyed) return;
    lingering = true;
    if (this.writable) this.end();
    const timer = setTimeout(() => this.destroy(), lingerMs);
    timer.unref();
    this.once("close", () => clearTimeout(timer));
    this.once("end", () => this.destroy());
    this.resume();
  };
}

/** Requests Node cannot parse (bad syntax, headers too large, too slow) get the one error body too. */
function answerClientError(error: Error & { code?: string }, socket: Socket) {
  const message = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (error.code === "ECONNRESET" || !socket.writable || message?.headersSent) {
    socket.destroy();
    return;
  }
  const status = error.code === "HPE_HEADER_OVERFLOW" ? 431 : error.code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : 400;
  const code = status === 431 ? "headers-too-large" : status === 408 ? "request-timeout" : "bad-request";
  const text =
    status === 431
      ? "The request's headers are too large."
      : status === 408
        ? "The request took too long to arrive."
        : "The request could not be read.";
  const body = JSON.stringify(errorBody(new AppError(code, status, text)));
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}
