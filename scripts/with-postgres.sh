#!/usr/bin/env bash
# Usage: scripts/with-postgres.sh COMMAND [ARG...]
#
# Starts a throwaway PostgreSQL cluster in a temporary folder on a free loopback port, creates an empty
# database, runs COMMAND with TEST_DATABASE_URL pointing at it, then stops the cluster and deletes the folder,
# whatever COMMAND's outcome. Exits with COMMAND's exit code.
#
# WITH_REPLICA=1 also makes a streaming read replica of that cluster (pg_basebackup -R, on a free port of its
# own) and exports TEST_REPLICA_URL, the same database on the replica (the replica tests of the API use it).
#
# Needs the PostgreSQL server binaries (Debian: apt-get install postgresql). PG_BIN may name their folder;
# otherwise the newest /usr/lib/postgresql/*/bin is used, or initdb from PATH. PostgreSQL refuses to run as
# root, so as root the cluster runs as the `postgres` system user (or `nobody` where there is none).
set -euo pipefail

if [[ $# -eq 0 ]]; then
  echo "usage: $0 COMMAND [ARG...]" >&2
  exit 2
fi

# PG_BIN, RUN_AS, PG_USER and port_is_free (shared with scripts/bench-cluster.sh).
PG_SCRIPT_NAME=with-postgres
# shellcheck source=lib/postgres-server.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/postgres-server.sh"

pick_port() {
  local attempt port
  for attempt in $(seq 1 50); do
    port=$((20000 + RANDOM % 40000))
    if port_is_free "$port"; then
      echo "$port"
      return
    fi
  done
  echo "with-postgres: found no free port" >&2
  exit 1
}

TMP=$(mktemp -d "${TMPDIR:-/tmp}/stint-pg.XXXXXX")
chmod 700 "$TMP"
[[ ${#RUN_AS[@]} -gt 0 ]] && chown "$PG_USER" "$TMP"
DATA="$TMP/data"
LOG="$TMP/postgres.log"
# Data folders of the servers started, stopped on the way out (the replica first: it follows the primary).
RUNNING=()

pg() {
  # Runs a PostgreSQL tool as the cluster's owner, from a folder that user can read.
  (cd "$TMP" && "${RUN_AS[@]}" "$@")
}

cleanup() {
  local code=$?
  trap - EXIT INT TERM
  local data
  for data in "${RUNNING[@]}"; do
    pg "$PG_BIN/pg_ctl" -D "$data" -m fast -w -t 30 stop >/dev/null 2>&1 ||
      pg "$PG_BIN/pg_ctl" -D "$data" -m immediate -w -t 10 stop >/dev/null 2>&1 || true
  done
  rm -rf "$TMP"
  exit "$code"
}
CHILD=""
on_signal() {
  # Pass the signal on to the command, let it finish, then clean up.
  if [[ -n "$CHILD" ]]; then
    kill -"$1" "$CHILD" 2>/dev/null || true
    wait "$CHILD" 2>/dev/null || true
  fi
  exit "$2"
}
trap cleanup EXIT
trap 'on_signal INT 130' INT
trap 'on_signal TERM 143' TERM

pg "$PG_BIN/initdb" -D "$DATA" -U stint --auth=trust --encoding=UTF8 --locale=C --no-sync >"$TMP/initdb.log" 2>&1 || {
  cat "$TMP/initdb.log" >&2
  echo "with-postgres: initdb failed" >&2
  exit 1
}

# Throwaway data: durability settings off for speed. Unix socket in the temp folder, TCP on loopback only.
PG_OPTS="-c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200"

# start_server DATA LOG: starts the server of DATA on a free port, sets PORT, and adds DATA to RUNNING.
start_server() {
  local data=$1 log=$2 attempt started=0
  for attempt in 1 2 3 4 5; do
    PORT=$(pick_port)
    if pg "$PG_BIN/pg_ctl" -D "$data" -l "$log" -w -t 60 \
      -o "-k $TMP -p $PORT -h 127.0.0.1 $PG_OPTS" start >/dev/null 2>&1; then
      started=1
      break
    fi
    # Port taken between the check and the start (or another failure): show why and try again.
    tail -n 5 "$log" >&2 || true
  done
  if [[ $started -ne 1 ]]; then
    echo "with-postgres: PostgreSQL did not start ($data)" >&2
    exit 1
  fi
  RUNNING=("$data" "${RUNNING[@]}")
  # Ready to answer on TCP (pg_ctl -w waits for the socket; this also checks the TCP listener).
  for attempt in $(seq 1 100); do
    if "$PG_BIN/pg_isready" -q -h 127.0.0.1 -p "$PORT" -U stint; then break; fi
    sleep 0.1
  done
}

PORT=""
start_server "$DATA" "$LOG"
PRIMARY_PORT=$PORT

"$PG_BIN/createdb" -h 127.0.0.1 -p "$PRIMARY_PORT" -U stint stint_test

export TEST_DATABASE_URL="postgres://stint@127.0.0.1:$PRIMARY_PORT/stint_test"
VERSION=$("$PG_BIN/postgres" --version)
echo "with-postgres: $VERSION on 127.0.0.1:$PRIMARY_PORT, TEST_DATABASE_URL=$TEST_DATABASE_URL"

if [[ "${WITH_REPLICA:-}" == 1 ]]; then
  # initdb's pg_hba.conf lets local replication connections in (trust), and wal_level is `replica` by default.
  # -R writes standby.signal and primary_conninfo; -X stream copies the WAL written during the copy too.
  REPLICA_DATA="$TMP/replica"
  pg "$PG_BIN/pg_basebackup" -h 127.0.0.1 -p "$PRIMARY_PORT" -U stint -D "$REPLICA_DATA" -R -X stream \
    --checkpoint=fast --no-sync >"$TMP/basebackup.log" 2>&1 || {
    cat "$TMP/basebackup.log" >&2
    echo "with-postgres: pg_basebackup failed" >&2
    exit 1
  }
  start_server "$REPLICA_DATA" "$TMP/replica.log"
  export TEST_REPLICA_URL="postgres://stint@127.0.0.1:$PORT/stint_test"
  echo "with-postgres: streaming replica on 127.0.0.1:$PORT, TEST_REPLICA_URL=$TEST_REPLICA_URL"
fi

# In the background (keeping our stdin) so a signal to this script is handled at once and passed on.
"$@" <&0 &
CHILD=$!
set +e
wait "$CHILD"
CODE=$?
set -e
CHILD=""
exit "$CODE"
