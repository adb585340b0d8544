#!/usr/bin/env bash
# Usage: scripts/with-postgres.sh COMMAND [ARG...]
#
# Starts a throwaway PostgreSQL cluster in a temporary folder on a free loopback port, creates an empty
# database, runs COMMAND with TEST_DATABASE_URL pointing at it, then stops the cluster and deletes the folder,
# whatever COMMAND's outcome. Exits with COMMAND's exit code.
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
STARTED=0

pg() {
  # Runs a PostgreSQL tool as the cluster's owner, from a folder that user can read.
  (cd "$TMP" && "${RUN_AS[@]}" "$@")
}

cleanup() {
  local code=$?
  trap - EXIT INT TERM
  if [[ $STARTED -eq 1 ]]; then
    pg "$PG_BIN/pg_ctl" -D "$DATA" -m fast -w -t 30 stop >/dev/null 2>&1 ||
      pg "$PG_BIN/pg_ctl" -D "$DATA" -m immediate -w -t 10 stop >/dev/null 2>&1 || true
  fi
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
PORT=""
for attempt in 1 2 3 4 5; do
  PORT=$(pick_port)
  if pg "$PG_BIN/pg_ctl" -D "$DATA" -l "$LOG" -w -t 60 \
    -o "-k $TMP -p $PORT -h 127.0.0.1 $PG_OPTS" start >/dev/null 2>&1; then
    STARTED=1
    break
  fi
  # Port taken between the check and the start (or another failure): show why and try again.
  tail -n 5 "$LOG" >&2 || true
done
if [[ $STARTED -ne 1 ]]; then
  echo "with-postgres: PostgreSQL did not start" >&2
  exit 1
fi

# Ready to answer on TCP (pg_ctl -w waits for the socket; this also checks the TCP listener).
for attempt in $(seq 1 100); do
  if "$PG_BIN/pg_isready" -q -h 127.0.0.1 -p "$PORT" -U stint; then break; fi
  sleep 0.1
done

"$PG_BIN/createdb" -h 127.0.0.1 -p "$PORT" -U stint stint_test

export TEST_DATABASE_URL="postgres://stint@127.0.0.1:$PORT/stint_test"
VERSION=$("$PG_BIN/postgres" --version)
echo "with-postgres: $VERSION on 127.0.0.1:$PORT, TEST_DATABASE_URL=$TEST_DATABASE_URL"

# In the background (keeping our stdin) so a signal to this script is handled at once and passed on.
"$@" <&0 &
CHILD=$!
set +e
wait "$CHILD"
CODE=$?
set -e
CHILD=""
exit "$CODE"
