import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Hono } from "hono";
import type { AppEnv } from "./app-env.ts";

/**
 * Serves the built web app: hashed assets cached for a year, every other path answered with index.html so
 * the client router can take over. Without a build (API-only tests) nothing is mounted.
 */
export function mountSpa(app: Hono<AppEnv>, distDir: string) {
  const indexFile = path.join(distDir, "index.html");
  if (!existsSync(indexFile)) return;
  const root = path.relative(process.cwd(), distDir);
  app.use(
    "/assets/*",
    serveStatic({
      root,
      onFound: (_path, c) => c.header("cache-control", "public, max-age=31536000, immutable"),
    }),
  );
  app.use("*", serveStatic({ root, onFound: (_path, c) => c.header("cache-control", "public, max-age=3600") }));
  app.get("*", async (c) => {
    if (c.req.path === "/api" || c.req.path.startsWith("/api/")) return c.notFound();
    c.header("cache-control", "no-cache");
    return c.html(await readFile(indexFile, "utf8"));
  });
}
