// The traces section of `npm run bench` (BENCH_ONLY=traces): what tracing costs the server per request. Two
// servers on the demo data, one with tracing off and one exporting its spans over OTLP to a sink on loopback (an
// HTTP server in this process that reads each export and answers 200, as a collector would), asked the same
// requests in alternating rounds: GET /api/me, job pages (GET /api/jobs/{id}) and distinct searches, signed in as
// the demo student. The figure is the ratio of the median CPU per request (from /proc: serialising and sending
// the spans is the server's work too), and the same for the wall time of a round. The request kinds, counts and
// rounds are those of the requests section (scripts/bench-requests.mjs: BENCH_REQUESTS_COUNT, _ROUNDS).
import http from "node:http";
import { once } from "node:events";
import { fmt, median, table } from "./lib/bench-kit.mjs";
import { KINDS, cpuPerRequest, pathsOf, started, untilQuiet } from "./bench-requests.mjs";

const ROUNDS = Math.max(1, Math.min(20, Number(process.env.BENCH_REQUESTS_ROUNDS ?? 5)));
const BROWSER = { "accept-encoding": "gzip, deflate, br" };
// The server-rendered page needs the built web app; the API requests say what tracing costs.
const TRACED_KINDS = KINDS.filter(({ key }) => key !== "jobPage");

/** A collector that takes every export and keeps only how many there were and their size. */
async function startSink() {
  const received = { posts: 0, bytes: 0 };
  const sink = http.createServer((request, response) => {
    request.on("data", (chunk) => (received.bytes += chunk.length));
    request.on("end", () => {
      received.posts++;
      response.writeHead(200, { "content-type": "application/x-protobuf" }).end();
    });
  });
  sink.listen(0, "127.0.0.1");
  await once(sink, "listening");
  return {
    url: `http://127.0.0.1:${sink.address().port}`,
    received,
    close: () => {
      sink.closeAllConnections();
      sink.close();
    },
  };
}

export async function benchTraces() {
  const sink = await startSink();
  const servers = [];
  try {
    // The variables set to "" are unset for the server (env.ts), whatever this process's environment says.
    const off = { OTEL_EXPORTER_OTLP_ENDPOINT: "", OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: "" };
    const on = { OTEL_EXPORTER_OTLP_ENDPOINT: sink.url, OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: "" };
    const results = await Promise.allSettled([
      started("tracing off", undefined, off),
      started("tracing on", undefined, on),
    ]);
    for (const result of results) if (result.status === "fulfilled") servers.push(result.value);
    const failed = results.find((result) => result.status === "rejected");
    if (failed) throw failed.reason;
    await Promise.all(servers.map(({ server }) => untilQuiet(server.child.pid)));
    const runs = servers.map(() => Object.fromEntries(TRACED_KINDS.map(({ key }) => [key, { cpu: [], wall: [] }])));
    for (const { server, cookie, paths } of servers) {
      for (const kind of TRACED_KINDS) {
        await cpuPerRequest(server, pathsOf(kind, 0, paths).slice(0, 20), { ...BROWSER, cookie, ...kind.headers });
      }
    }
    for (let round = 0; round < ROUNDS; round++) {
      for (const kind of TRACED_KINDS) {
        const order = round % 2 === 0 ? [0, 1] : [1, 0];
        for (const index of order) {
          const { server, cookie, paths, label } = servers[index];
          const list = pathsOf(kind, round, paths);
          const startedAt = performance.now();
          const us = await cpuPerRequest(server, list, { ...BROWSER, cookie, ...kind.headers });
          const wallUs = (1000 * (performance.now() - startedAt)) / list.length;
          runs[index][kind.key].cpu.push(us);
          runs[index][kind.key].wall.push(wallUs);
          process.stdout.write(
            `  ${label} ${kind.name} round ${round + 1}/${ROUNDS}: ${fmt(us, 0)} µs CPU/req, ${fmt(wallUs, 0)} µs/req\n`,
          );
        }
      }
    }
    const rows = TRACED_KINDS.map(({ key, name }) => {
      const [offRuns, onRuns] = runs.map((run) => run[key]);
      return {
        name,
        offCpuUs: median(offRuns.cpu),
        onCpuUs: median(onRuns.cpu),
        cpuRatio: median(onRuns.cpu) / median(offRuns.cpu),
        offWallUs: median(offRuns.wall),
        onWallUs: median(onRuns.wall),
        wallRatio: median(onRuns.wall) / median(offRuns.wall),
        rounds: { off: offRuns, on: onRuns },
      };
    });
    table(
      `Tracing's cost per request: server CPU and wall time (µs), median of ${ROUNDS} alternating rounds, off vs on ` +
        `(OTLP to a loopback sink, which received ${sink.received.posts} exports, ${fmt(sink.received.bytes / 1024, 0)} KiB)`,
      ["request", "CPU off", "CPU on", "CPU on/off", "wall off", "wall on", "wall on/off"],
      rows.map((row) => [
        row.name,
        fmt(row.offCpuUs, 0),
        fmt(row.onCpuUs, 0),
        fmt(row.cpuRatio, 3),
        fmt(row.offWallUs, 0),
        fmt(row.onWallUs, 0),
        fmt(row.wallRatio, 3),
      ]),
    );
    if (sink.received.posts === 0) throw new Error("the traced server exported nothing to the sink");
    return { exports: { ...sink.received }, kinds: rows };
  } finally {
    for (const { server } of servers) await server.stop();
    sink.close();
  }
}
