// The kept PostgreSQL cluster of the benchmarks (scripts/bench-cluster.sh): seeded databases that outlive a run,
// so that a million jobs and students are seeded once and later runs reuse them (BENCH_*_KEEP on PostgreSQL, and
// scripts/bench-scale.mjs). A database is reused when its seed's output, kept beside the cluster, says it holds
// what the run asks for and was made within KEEP_DAYS (the generated dates are relative to the day of the seed).
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { repoRoot } from "./build-web.mjs";

const CLUSTER = path.join(repoRoot, "scripts/bench-cluster.sh");
const KEEP_DAYS = 7;

/** The kept cluster's folder: BENCH_CLUSTER_DIR, else the default of bench-cluster.sh. */
export const keptClusterDir = () => process.env.BENCH_CLUSTER_DIR || "/work/bench-data/pg-1m";

/** Runs bench-cluster.sh `command` for the cluster in `dir`; its output, or an error with what it said. */
function cluster(command, { dir = keptClusterDir(), db, args = [] } = {}) {
  const result = spawnSync("bash", [CLUSTER, command, ...args], {
    encoding: "utf8",
    env: { ...process.env, BENCH_CLUSTER_DIR: dir, ...(db ? { BENCH_CLUSTER_DB: db } : {}) },
  });
  if (result.status !== 0) throw new Error(`bench-cluster.sh ${command} failed: ${result.stderr || result.stdout}`);
  return result.stdout.trim();
}

/** Starts the kept cluster in `dir` if it is not running (creating it if there is none); its URL for `db`. */
export function startKeptCluster({ dir = keptClusterDir(), db }) {
  cluster("start", { dir, db });
  return cluster("url", { dir, db });
}

/**
 * A database of the kept cluster in `dir` holding what `matches(seeded)` accepts: the one kept from an earlier
 * run when its seed output (`seedFile`) matches and is recent, else dropped, created empty and filled by
 * `seed(databaseUrl)` (which returns the seed's output, kept in `seedFile`). With `replace: false` a database
 * that exists is never dropped (others measure against it): it is an error instead. Resolves to { databaseUrl,
 * seeded, reused }.
 */
export async function keptDatabase({
  dir = keptClusterDir(),
  db,
  seedFile,
  matches,
  seed,
  replace = true,
  log = console.log,
}) {
  const databaseUrl = startKeptCluster({ dir, db });
  const file = seedFile ?? path.join(dir, `${db}.seed.json`);
  const sql = (statement) => cluster("sql", { dir, db, args: [statement] });
  const exists = sql(`select 1 from pg_database where datname = '${db}'`) === "1";
  if (exists && existsSync(file)) {
    const seeded = JSON.parse(readFileSync(file, "utf8"));
    const ageDays = (Date.now() - Date.parse(seeded.madeAt ?? statSync(file).mtime.toISOString())) / 86_400_000;
    if (matches(seeded) && ageDays < KEEP_DAYS) {
      log(`kept database ${db} (seeded ${(ageDays * 24).toFixed(1)} h ago) reused: ${databaseUrl}`);
      return { databaseUrl, seeded, reused: true };
    }
    if (!replace) throw new Error(`the kept database ${db} is of another size or too old (seed it again)`);
    log(`kept database ${db} is of another size or too old: seeding it anew`);
  } else if (exists && !replace) {
    throw new Error(`the kept database ${db} has no seed output at ${file} (seed it again)`);
  }
  rmSync(file, { force: true });
  sql(`drop database if exists "${db}" with (force)`);
  sql(`create database "${db}"`);
  const seeded = { ...(await seed(databaseUrl)), madeAt: new Date().toISOString() };
  writeFileSync(file, `${JSON.stringify(seeded)}\n`);
  return { databaseUrl, seeded, reused: false };
}
