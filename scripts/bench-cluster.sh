#!/usr/bin/env bash
# Usage: scripts/bench-cluster.sh start|stop|status|seed|url|replica-start|replica-stop|size-bytes|sql STATEMENT
#
# The kept PostgreSQL cluster of the scale benchmarks (issue 34): a data folder that outlives the run, so a
# million jobs and a million students are seeded once and measured against many times.
#   start   creates the cluster if there is none (initdb), starts it on 127.0.0.1:PORT, prints DATABASE_URL
#   seed    (started) creates the database if missing and, if it holds no users, seeds it with
#           apps/api/scripts/seed-bench-matching.ts (COPY); its JSON goes to DIR/seed.json; then writes
#           BENCH_CLUSTER_READY (the URL inside)
#   stop    stops it (fast shutdown); the data stays
#   status  whether it runs, its URL and the database's size
#   url     prints the DATABASE_URL only
#   replica-start  a streaming replica of the cluster (pg_basebackup -R) in REPLICA_DIR on REPLICA_PORT, started;
#                  prints its DATABASE_REPLICA_URL (the copy is the whole cluster: mind the disk)
#   replica-stop   stops the replica and deletes its folder
#   size-bytes     the size of all the cluster's databases in bytes (what a replica copies)
#   sql S   runs the statement S in the cluster's `postgres` database (started), prints the rows unaligned
# Environment: BENCH_CLUSTER_DIR (default /work/bench-data/pg-1m), BENCH_CLUSTER_PORT (55432),
# BENCH_CLUSTER_DB (bench_1m), BENCH_CLUSTER_JOBS / BENCH_CLUSTER_STUDENTS (1000000 each, for seed),
# BENCH_CLUSTER_READY (default: READY next to the data folder), BENCH_CLUSTER_REPLICA_DIR (default DIR-replica),
# BENCH_CLUSTER_REPLICA_PORT (55433), PG_BIN (see scripts/lib/postgres-server.sh).
set -euo pipefail

PG_SCRIPT_NAME=bench-cluster
# shellcheck source=lib/postgres-server.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/postgres-server.sh"
REPO=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)

DIR=${BENCH_CLUSTER_DIR:-/work/bench-data/pg-1m}
PORT=${BENCH_CLUSTER_PORT:-55432}
DB=${BENCH_CLUSTER_DB:-bench_1m}
READY=${BENCH_CLUSTER_READY:-$(dirname "$DIR")/READY}
DATA="$DIR/data"
LOG="$DIR/postgres.log"
URL="postgres://stint@127.0.0.1:$PORT/$DB"
REPLICA_DIR=${BENCH_CLUSTER_REPLICA_DIR:-$DIR-replica}
REPLICA_PORT=${BENCH_CLUSTER_REPLICA_PORT:-55433}
REPLICA_URL="postgres://stint@127.0.0.1:$REPLICA_PORT/$DB"

pg() {
  # Runs a PostgreSQL tool as the cluster's owner, from a folder that user can read.
  (cd "$DIR" && "${RUN_AS[@]}" "$@")
}

running() {
  [[ -d "$DATA" ]] && pg "$PG_BIN/pg_ctl" -D "$DATA" status >/dev/null 2>&1
}

# A kept benchmark cluster: WAL for a streaming replica (pg_basebackup -R), asynchronous commits, room for
# large bulk loads between checkpoints, memory modest enough for a shared machine.
PG_OPTS="-c synchronous_commit=off -c max_connections=200 -c shared_buffers=1GB -c max_wal_size=8GB \
-c maintenance_work_mem=512MB -c wal_level=replica -c max_wal_senders=5 -c checkpoint_timeout=15min"

start() {
  mkdir -p "$DIR"
  [[ ${#RUN_AS[@]} -gt 0 ]] && chown "$PG_USER" "$DIR"
  chmod 700 "$DIR"
  if [[ ! -f "$DATA/PG_VERSION" ]]; then
    pg "$PG_BIN/initdb" -D "$DATA" -U stint --auth=trust --encoding=UTF8 --locale=C >"$DIR/initdb.log" 2>&1 || {
      cat "$DIR/initdb.log" >&2
      echo "bench-cluster: initdb failed" >&2
      exit 1
    }
  fi
  if ! running; then
    if ! port_is_free "$PORT"; then
      echo "bench-cluster: port $PORT is taken (BENCH_CLUSTER_PORT picks another)" >&2
      exit 1
    fi
    pg "$PG_BIN/pg_ctl" -D "$DATA" -l "$LOG" -w -t 120 -o "-k $DIR -p $PORT -h 127.0.0.1 $PG_OPTS" start >/dev/null || {
      tail -n 20 "$LOG" >&2
      exit 1
    }
  fi
  for _ in $(seq 1 100); do
    if "$PG_BIN/pg_isready" -q -h 127.0.0.1 -p "$PORT" -U stint; then break; fi
    sleep 0.1
  done
  echo "DATABASE_URL=$URL"
}

seed() {
  running || start >/dev/null
  if ! "$PG_BIN/psql" -h 127.0.0.1 -p "$PORT" -U stint -d postgres -tAc "select 1 from pg_database where datname = '$DB'" | grep -q 1; then
    "$PG_BIN/createdb" -h 127.0.0.1 -p "$PORT" -U stint "$DB"
  fi
  df -h "$DIR" | tail -n 1 | awk '{print "bench-cluster: disk before: " $4 " free"}'
  # The API's own Node 24 (type stripping), as under npm run; a heap large enough for a chunk of rows.
  local node="$REPO/node_modules/node/bin/node"
  [[ -x "$node" ]] || node=node
  DATABASE_URL="$URL" "$node" "$REPO/apps/api/scripts/seed-bench-matching.ts" \
    --jobs "${BENCH_CLUSTER_JOBS:-1000000}" --students "${BENCH_CLUSTER_STUDENTS:-1000000}" --out "$DIR/seed.json"
  df -h "$DIR" | tail -n 1 | awk '{print "bench-cluster: disk after: " $4 " free"}'
  size
  echo "DATABASE_URL=$URL" >"$READY"
  echo "bench-cluster: wrote $READY"
}

replica_running() {
  [[ -d "$REPLICA_DIR/data" ]] && (cd "$REPLICA_DIR" && "${RUN_AS[@]}" "$PG_BIN/pg_ctl" -D "$REPLICA_DIR/data" status) >/dev/null 2>&1
}

replica_start() {
  running || start >/dev/null
  if ! replica_running; then
    rm -rf "$REPLICA_DIR"
    mkdir -p "$REPLICA_DIR"
    [[ ${#RUN_AS[@]} -gt 0 ]] && chown "$PG_USER" "$REPLICA_DIR"
    chmod 700 "$REPLICA_DIR"
    # -R writes standby.signal and primary_conninfo: the copy starts as a streaming replica of the cluster.
    (cd "$REPLICA_DIR" && "${RUN_AS[@]}" "$PG_BIN/pg_basebackup" -h 127.0.0.1 -p "$PORT" -U stint \
      -D "$REPLICA_DIR/data" -R -X stream -c fast) || {
      echo "bench-cluster: pg_basebackup failed" >&2
      exit 1
    }
    if ! port_is_free "$REPLICA_PORT"; then
      echo "bench-cluster: port $REPLICA_PORT is taken (BENCH_CLUSTER_REPLICA_PORT picks another)" >&2
      exit 1
    fi
    (cd "$REPLICA_DIR" && "${RUN_AS[@]}" "$PG_BIN/pg_ctl" -D "$REPLICA_DIR/data" -l "$REPLICA_DIR/postgres.log" -w -t 300 \
      -o "-k $REPLICA_DIR -p $REPLICA_PORT -h 127.0.0.1 $PG_OPTS -c hot_standby=on" start) >/dev/null || {
      tail -n 20 "$REPLICA_DIR/postgres.log" >&2
      exit 1
    }
  fi
  echo "DATABASE_REPLICA_URL=$REPLICA_URL"
}

replica_stop() {
  if replica_running; then
    (cd "$REPLICA_DIR" && "${RUN_AS[@]}" "$PG_BIN/pg_ctl" -D "$REPLICA_DIR/data" -m fast -w -t 120 stop) >/dev/null
  fi
  rm -rf "$REPLICA_DIR"
  echo "bench-cluster: replica stopped and deleted"
}

size() {
  "$PG_BIN/psql" -h 127.0.0.1 -p "$PORT" -U stint -d "$DB" -tAc \
    "select 'database $DB: ' || pg_size_pretty(pg_database_size('$DB'))"
}

case "${1:-}" in
  start) start ;;
  seed) seed ;;
  stop)
    if running; then pg "$PG_BIN/pg_ctl" -D "$DATA" -m fast -w -t 120 stop >/dev/null; fi
    echo "bench-cluster: stopped"
    ;;
  status)
    if running; then
      echo "bench-cluster: running, DATABASE_URL=$URL"
      size 2>/dev/null || echo "bench-cluster: no database $DB yet"
    else
      echo "bench-cluster: not running (data: $DATA)"
      exit 3
    fi
    ;;
  url) echo "$URL" ;;
  replica-start) replica_start ;;
  replica-stop) replica_stop ;;
  size-bytes) "$PG_BIN/psql" -h 127.0.0.1 -p "$PORT" -U stint -d postgres -Atc "select sum(pg_database_size(datname))::bigint from pg_database" ;;
  sql) "$PG_BIN/psql" -h 127.0.0.1 -p "$PORT" -U stint -d postgres -v ON_ERROR_STOP=1 -Atc "$2" ;;
  *)
    echo "usage: $0 start|stop|status|seed|url|replica-start|replica-stop|size-bytes|sql STATEMENT" >&2
    exit 2
    ;;
esac
