# Stint as one container image (decision 029): the API bundle (decision 015) serving the built web app.
#   podman build --format docker -t stint .      (or: docker build -t stint .)
#   podman run -p 3000:3000 -v stint-data:/data stint
# Where no registry is reachable, scripts/container/base-image.sh makes NODE_IMAGE locally under the same name.
ARG NODE_IMAGE=node:24-bookworm-slim

# ---- build: every dependency, the web app's two builds, the API bundle, then the runtime tree -------------------
FROM ${NODE_IMAGE} AS build
WORKDIR /src
# The manifests first, so that a change to the sources alone reuses the installed dependencies.
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/shared/package.json packages/shared/
COPY packages/matching/package.json packages/matching/
# Behind a TLS-inspecting proxy, the build trusts its CA too: scripts/ci/container-check.sh mounts the host's
# bundle and names it here (empty: Node's own roots). A build argument only, not part of the image.
ARG NODE_EXTRA_CA_CERTS=""
# No install scripts: the only one needed would fetch a second Node binary (the `node` dev dependency) that the
# image already has; esbuild's binary comes from its platform package without its script.
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY . .
RUN npm run build \
 && node --input-type=module -e 'await (await import("./scripts/lib/build-api.mjs")).ensureApiBuilt({ force: true })' \
 && node scripts/container/runtime-tree.mjs /runtime

# ---- runtime: the runtime tree only, as an unprivileged user ----------------------------------------------------
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    METRICS_PORT=9464 \
    METRICS_HOST=0.0.0.0 \
    MALLOC_TRIM_THRESHOLD_=131072
WORKDIR /app
# Owned by root and read-only to the app, but for the cache of the embedded database's template (decision 015).
COPY --from=build /runtime /app
RUN mkdir -p /data && chown 1000:1000 /data /app/node_modules/.cache
# The base image's `node` user, by number so that an orchestrator's runAsNonRoot can verify it.
USER 1000:1000
VOLUME ["/data"]
EXPOSE 3000 9464
# Liveness only: the process answers (no database call). Readiness is /api/health/ready, for orchestrators.
# The slim image has no curl; Node's fetch does the request.
HEALTHCHECK --interval=30s --timeout=5s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health/live`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The API drains on SIGTERM (closes the listener, finishes requests, closes the database).
STOPSIGNAL SIGTERM
# The options `npm start` gives the API's Node (scripts/lib/node-bin.mjs); API_PROCESSES workers inherit them. The
# heap limit is API_HEAP_MB or its default by database (768 MB on PostgreSQL, 4096 embedded; decision 034), as
# apps/api/src/lib/http/print-heap-limit.ts prints it; `exec` leaves Node as the container's first process, for signals.
CMD ["sh", "-c", "exec node --no-memory-reducer --max-semi-space-size=16 --max-old-space-size=\"$(node apps/api/src/lib/http/print-heap-limit.ts)\" apps/api/dist/main.mjs"]
