import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { Hono } from "hono";
import type { AppEnv } from "../../lib/http/app-env.ts";

const swaggerDir = path.dirname(createRequire(import.meta.url).resolve("swagger-ui-dist/package.json"));

// Served from our own origin with no inline script, so the page works offline and under the strict CSP.
const page = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Stint API reference</title>
    <link rel="stylesheet" href="/api/docs/swagger-ui.css" />
  </head>
  <body>
    <div id="docs"></div>
    <script src="/api/docs/swagger-ui-bundle.js"></script>
    <script src="/api/docs/init.js"></script>
  </body>
</html>`;

const init = `window.ui = SwaggerUIBundle({ url: "/api/openapi.json", dom_id: "#docs", deepLinking: true });`;

const assets: Record<string, string> = {
  "swagger-ui.css": "text/css; charset=utf-8",
  "swagger-ui-bundle.js": "text/javascript; charset=utf-8",
};

/** The browsable reference page at /api/docs for the OpenAPI document. */
export function apiDocsRoutes() {
  const router = new Hono<AppEnv>();
  router.get("/docs", (c) => c.html(page));
  router.get("/docs/init.js", (c) => c.body(init, 200, { "content-type": "text/javascript; charset=utf-8" }));
  router.get("/docs/:asset", async (c) => {
    const asset = c.req.param("asset");
    const contentType = assets[asset];
    if (!contentType) return c.notFound();
    const body = await readFile(path.join(swaggerDir, asset));
    return c.body(body, 200, { "content-type": contentType, "cache-control": "public, max-age=86400" });
  });
  return router;
}
