# Sourced by scripts/with-postgres.sh and scripts/bench-cluster.sh: finds the PostgreSQL server binaries
# (PG_BIN, else the newest /usr/lib/postgresql/*/bin, else initdb from PATH) and who runs the server
# (RUN_AS, PG_USER: PostgreSQL refuses to run as root, so as root the `postgres` system user, or `nobody`).
# PG_SCRIPT_NAME names the sourcing script in messages.

find_pg_bin() {
  if [[ -n "${PG_BIN:-}" ]]; then
    echo "$PG_BIN"
    return
  fi
  local dir best="" best_version=0 version
  for dir in /usr/lib/postgresql/*/bin; do
    [[ -x "$dir/initdb" && -x "$dir/pg_ctl" ]] || continue
    version=$(basename "$(dirname "$dir")")
    version=${version%%.*}
    if [[ "$version" =~ ^[0-9]+$ ]] && ((version > best_version)); then
      best_version=$version
      best=$dir
    fi
  done
  if [[ -n "$best" ]]; then
    echo "$best"
  elif command -v initdb >/dev/null 2>&1; then
    dirname "$(readlink -f "$(command -v initdb)")"
  else
    echo "${PG_SCRIPT_NAME:-postgres}: no PostgreSQL server binaries found (install the Debian 'postgresql' package or set PG_BIN)" >&2
    exit 1
  fi
}

PG_BIN=$(find_pg_bin)

# Who runs the server: ourselves, or an unprivileged system user when we are root.
RUN_AS=()
PG_USER=$(id -un)
if [[ $(id -u) -eq 0 ]]; then
  if id postgres >/dev/null 2>&1; then
    PG_USER=postgres
  else
    PG_USER=nobody
  fi
  RUN_AS=(runuser -u "$PG_USER" --)
fi

port_is_free() {
  # A connection that fails means nothing listens there.
  ! (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null
}

