import http from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { fileChunks, multipartFrame, pdfBytes } from "./files.ts";
import { TEST_ORIGIN, type TestClient } from "./test-app.ts";

type FetchApp = { fetch: (request: Request, env?: unknown) => Response | Promise<Response> };

/**
 * The app behind a real HTTP server on a free loopback port (as main.ts serves it), for what only a socket
 * shows: a client that disconnects, an answer that arrives while the client is still sending.
 * `handled()` resolves each time a request has been answered by the app.
 */
export async function serveOnLoopback(app: FetchApp) {
  const answered: (() => void)[] = [];
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve(
      {
        fetch: async (request, env) => {
          try {
            return await app.fetch(request, env);
          } finally {
            answered.splice(0).forEach((resolve) => resolve());
          }
        },
        port: 0,
        hostname: "127.0.0.1",
      },
      () => resolve(started),
    );
  });
  const { port } = server.address() as AddressInfo;
  return {
    port,
    handled: () => new Promise<void>((resolve) => answered.push(resolve)),
    close: () =>
      new Promise<void>((resolve) => {
        if ("closeAllConnections" in server) server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A raw upload request from a signed-in client; the test writes the body itself, piece by piece. */
export function startUpload(options: {
  port: number;
  client: TestClient;
  contentType: string;
  contentLength?: number;
}) {
  const request = http.request({
    host: "127.0.0.1",
    port: options.port,
    method: "POST",
    path: "/api/files",
    headers: {
      origin: TEST_ORIGIN,
      cookie: options.client.cookieHeader,
      "content-type": options.contentType,
      ...(options.contentLength !== undefined ? { "content-length": String(options.contentLength) } : {}),
    },
  });
  // A server that answers early and closes may reset a client still sending; the answer is what counts.
  request.on("error", () => undefined);
  const response = new Promise<{ status: number; json: any }>((resolve, reject) => {
    request.on("response", (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
      incoming.on("end", () =>
        resolve({ status: incoming.statusCode!, json: JSON.parse(Buffer.concat(chunks).toString()) }),
      );
      incoming.on("error", reject);
    });
  });
  /** Writes a chunk, waiting while the socket is full (so the client never runs ahead of the server). */
  const write = (chunk: Uint8Array) =>
    new Promise<void>((resolve) => {
      if (request.write(chunk)) resolve();
      else request.once("drain", () => resolve());
    });
  return { request, response, write };
}

/**
 * A CV upload whose client stops sending part-way: it announces a PDF of `fileBytes`, writes the frame's head
 * and the file's first `stopAfterBytes` (or a little more, in whole chunks), and leaves the request open.
 */
export async function startPartialUpload(options: {
  port: number;
  client: TestClient;
  name: string;
  fileBytes: number;
  stopAfterBytes: number;
}) {
  const frame = multipartFrame({ purpose: "cv", name: options.name });
  const upload = startUpload({
    port: options.port,
    client: options.client,
    contentType: frame.contentType,
    contentLength: frame.head.length + options.fileBytes + frame.tail.length,
  });
  await upload.write(frame.head);
  let written = 0;
  for (const chunk of fileChunks(pdfBytes(), options.fileBytes)) {
    if (written >= options.stopAfterBytes) break;
    await upload.write(chunk);
    written += chunk.length;
  }
  return upload;
}
