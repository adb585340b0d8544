#!/usr/bin/env bash
# CI's container phase (decision 029), in two steps that CI may run apart (`build` overlaps other phases):
#   scripts/ci/container-check.sh build   the base image (scripts/container/base-image.sh, when missing) and the
#                                          app image from the Dockerfile, with podman
#   scripts/ci/container-check.sh check   the image against a throwaway PostgreSQL (scripts/with-postgres.sh):
#                                          start to ready, health, a new student's sign-up and sign-in, a PDF's
#                                          upload and download, a non-root process, a clean stop
#   scripts/ci/container-check.sh         both
# CONTAINER_CHECK_API_PROCESSES (default 2) sets API_PROCESSES in the checked container.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/../container/podman-env.sh"
cd "$REPO_ROOT"

log() { printf 'container-check: %s\n' "$*"; }
# Podman runs healthchecks from systemd timers; without systemd (this sandbox) it says so on every start and
# removal. `podman healthcheck run` below runs the check itself.
quiet_podman() {
  podman "$@" 2> >(grep -v "systemd connection" >&2)
}
fail() {
  log "FAILED: $*"
  exit 1
}

build() {
  scripts/container/base-image.sh
  local started=$SECONDS
  # The host's npm cache, when there is one, spares the build's `npm ci` the downloads CI's own install made.
  local cache_volume=()
  local npm_cache
  npm_cache="$(npm config get cache 2>/dev/null || true)"
  [[ -n "$npm_cache" && -d "$npm_cache" ]] && cache_volume=(--volume "$npm_cache:/root/.npm")
  # Where this machine reaches the registry through a TLS-inspecting proxy, the CA bundle its npm trusts
  # (NODE_EXTRA_CA_CERTS, else npm's cafile) goes into the build too, read-only, for the build's npm.
  local ca=() ca_file="${NODE_EXTRA_CA_CERTS:-}"
  [[ -n "$ca_file" ]] || ca_file="$(npm config get cafile 2>/dev/null || true)"
  if [[ -n "$ca_file" && -r "$ca_file" ]]; then
    ca=(--volume "$ca_file:/run/host-ca.crt:ro" --build-arg NODE_EXTRA_CA_CERTS=/run/host-ca.crt)
  fi
  # --format docker: the OCI image format has no HEALTHCHECK and podman would drop it.
  # --network host: the build's `npm ci` reaches the npm registry as this machine does.
  podman build --format docker --network host "${cache_volume[@]}" "${ca[@]}" \
    --build-arg "NODE_IMAGE=$BASE_IMAGE" --tag "$APP_IMAGE" --file Dockerfile . >"${TMPDIR:-/tmp}/stint-image-build.log" 2>&1 || {
    tail -n 60 "${TMPDIR:-/tmp}/stint-image-build.log"
    fail "podman build (whole log: ${TMPDIR:-/tmp}/stint-image-build.log)"
  }
  log "built $APP_IMAGE in $((SECONDS - started)) s, $(podman image inspect --format '{{.Size}}' "$APP_IMAGE") bytes"
  # On a machine kept between runs, CONTAINER_PRUNE=1 removes the build stage's layers (~2 GB) and the image this
  # one replaced, so its storage does not grow with every build. Off by default: a developer keeps them for a
  # quicker rebuild, and CI's fresh machine is thrown away (the prune took 3.5-4 min there).
  if [[ "${CONTAINER_PRUNE:-}" == 1 ]]; then
    podman image prune --force >/dev/null
    log "removed the build stage's layers and older images (CONTAINER_PRUNE=1)"
  fi
  if command -v docker-compose >/dev/null 2>&1; then
    AUTH_SECRET="$(printf 'c%.0s' {1..32})" docker-compose -f compose.yaml config --quiet || fail "compose.yaml does not validate"
    log "compose.yaml validates (docker-compose config)"
  else
    log "docker-compose is not installed: compose.yaml not validated"
  fi
}

# ---- check: runs inside scripts/with-postgres.sh, which sets TEST_DATABASE_URL ---------------------------------
free_port() {
  local port
  for _ in $(seq 1 50); do
    port=$((20000 + RANDOM % 40000))
    if ! (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then
      echo "$port"
      return
    fi
  done
  fail "no free port"
}

check_inside() {
  [[ -n "${TEST_DATABASE_URL:-}" ]] || fail "run through scripts/with-postgres.sh (no TEST_DATABASE_URL)"
  podman image exists "$APP_IMAGE" || fail "no $APP_IMAGE: run '$0 build' first"
  local port metrics_port work name base
  port="$(free_port)"
  metrics_port="$(free_port)"
  base="http://127.0.0.1:$port"
  work="$(mktemp -d "${TMPDIR:-/tmp}/stint-container-check.XXXXXX")"
  name="stint-check-$$"
  # shellcheck disable=SC2064 # the names are fixed now
  trap "podman rm --force --time 5 '$name' >/dev/null 2>&1 || true; podman volume rm --force '$name-data' >/dev/null 2>&1 || true; rm -rf '$work'" EXIT

  # The host's network: the throwaway cluster listens on loopback. A secret of its own, so the processes agree.
  local started_ms
  started_ms=$(date +%s%3N)
  quiet_podman run --detach --name "$name" --network host \
    --volume "$name-data:/data" \
    --env "PORT=$port" --env "BASE_URL=$base" --env "DATABASE_URL=$TEST_DATABASE_URL" \
    --env "AUTH_SECRET=$(head -c 32 /dev/urandom | od -An -tx1 | tr -d ' \n')" \
    --env "API_PROCESSES=${CONTAINER_CHECK_API_PROCESSES:-2}" --env "DEMO_DATA=false" \
    --env "METRICS_PORT=$metrics_port" --env "METRICS_HOST=127.0.0.1" \
    "$APP_IMAGE" >/dev/null || fail "podman run"

  # Readiness: /api/health/ready (observe's route); a build without it answers 404 there, then /api/health.
  local ready_path="/api/health/ready" code=""
  for _ in $(seq 1 600); do
    code="$(curl -s -o /dev/null -w '%{http_code}' "$base$ready_path" || true)"
    if [[ "$code" == "404" && "$ready_path" == "/api/health/ready" ]]; then
      log "this build has no /api/health/ready: waiting on /api/health instead"
      ready_path="/api/health"
      continue
    fi
    [[ "$code" == "200" ]] && break
    [[ "$(podman inspect --format '{{.State.Running}}' "$name")" == "true" ]] || {
      podman logs --tail 40 "$name"
      fail "the container stopped before it was ready"
    }
    sleep 0.5
  done
  [[ "$code" == "200" ]] || {
    podman logs --tail 40 "$name"
    fail "not ready within 300 s ($ready_path answered $code)"
  }
  log "ready ($ready_path 200) $(($(date +%s%3N) - started_ms)) ms after podman run"

  # Liveness: the route the image's HEALTHCHECK asks, and the HEALTHCHECK itself.
  code="$(curl -s -o "$work/live.json" -w '%{http_code}' "$base/api/health/live")"
  if [[ "$code" == "200" ]]; then
    jq -e '.status == "ok"' "$work/live.json" >/dev/null || fail "/api/health/live: $(cat "$work/live.json")"
    podman healthcheck run "$name" >/dev/null || fail "the image's HEALTHCHECK reports unhealthy"
    log "live: /api/health/live 200 and podman healthcheck run: healthy"
  elif [[ "$code" == "404" ]]; then
    log "this build has no /api/health/live yet (observe's route): the image's HEALTHCHECK cannot pass; not checked"
  else
    fail "/api/health/live answered $code"
  fi
  curl -sf "$base/api/health" -o "$work/health.json" || fail "/api/health"
  jq -e '.status == "ok" and .db == "ok"' "$work/health.json" >/dev/null || fail "/api/health: $(cat "$work/health.json")"
  log "health: /api/health $(cat "$work/health.json")"

  # Metrics on their own listener (METRICS_PORT; the primary aggregates the workers): observe's part.
  code="$(curl -s -o "$work/metrics.txt" -w '%{http_code}' "http://127.0.0.1:$metrics_port/metrics" || true)"
  if [[ "$code" == "200" ]]; then
    grep -q '^# TYPE ' "$work/metrics.txt" || fail "/metrics is not Prometheus text"
    log "metrics: /metrics on :$metrics_port 200 ($(grep -c '^# TYPE ' "$work/metrics.txt") metrics)"
  elif [[ "$code" == "000" ]]; then
    log "this build has no metrics listener yet (observe's part): not checked"
  else
    fail "/metrics answered $code"
  fi

  # A new student: sign up (which signs in), then sign in again with a fresh cookie jar.
  local email="container-check-$$-$RANDOM@student.example" password="container-check-password-$RANDOM"
  local body
  body="$(jq -nc --arg email "$email" --arg password "$password" '{name: "Container Check", email: $email, password: $password}')"
  code="$(curl -s -o "$work/sign-up.json" -w '%{http_code}' -H "Origin: $base" -H 'Content-Type: application/json' \
    -c "$work/sign-up.cookies" --data "$body" "$base/api/sign-up/student")"
  [[ "$code" == "201" ]] || fail "sign-up answered $code: $(cat "$work/sign-up.json")"
  body="$(jq -nc --arg email "$email" --arg password "$password" '{email: $email, password: $password}')"
  code="$(curl -s -o "$work/sign-in.json" -w '%{http_code}' -H "Origin: $base" -H 'Content-Type: application/json' \
    -c "$work/cookies" --data "$body" "$base/api/auth/sign-in/email")"
  [[ "$code" == "200" ]] || fail "sign-in answered $code: $(cat "$work/sign-in.json")"
  curl -sf -b "$work/cookies" "$base/api/me" -o "$work/me.json" || fail "/api/me after sign-in"
  jq -e --arg email "$email" '[.. | strings] | index($email) != null' "$work/me.json" >/dev/null ||
    fail "/api/me does not name $email: $(cat "$work/me.json")"
  log "sign-up and sign-in of a new student: ok"

  # A PDF through the files API (stored under DATA_DIR/files, the volume) and back through its signed link.
  printf '%s\n' '%PDF-1.4' '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj' \
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj' \
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj' 'trailer << /Root 1 0 R >>' '%%EOF' \
    >"$work/cv.pdf"
  code="$(curl -s -o "$work/upload.json" -w '%{http_code}' -H "Origin: $base" -b "$work/cookies" \
    -F purpose=cv -F "file=@$work/cv.pdf;type=application/pdf" "$base/api/files")"
  [[ "$code" == "201" ]] || fail "upload answered $code: $(cat "$work/upload.json")"
  local file_id
  file_id="$(jq -r '.id' "$work/upload.json")"
  curl -sfL -b "$work/cookies" "$base/api/files/$file_id" -o "$work/download.pdf" || fail "download of $file_id"
  cmp -s "$work/cv.pdf" "$work/download.pdf" || fail "the downloaded file differs from the uploaded one"
  log "upload and download of a PDF: ok ($(stat -c %s "$work/cv.pdf") bytes)"

  # Nobody in the container is root: the image's user, and every process (the primary and its workers).
  local user users
  user="$(podman exec "$name" id -u)"
  [[ "$user" == "1000" ]] || fail "the container's user is $user"
  users="$(podman top "$name" user,args | tail -n +2)"
  awk '$1 == "root" || $1 == "0" { bad = 1 } END { exit bad }' <<<"$users" || fail "a process runs as root: $users"
  log "non-root: uid $user; processes by user: $(awk '{print $1}' <<<"$users" | sort | uniq -c | xargs)"

  # What the container's processes used so far (cgroup v1 here; nothing is said where it cannot be read).
  local cgroup
  cgroup="/sys/fs/cgroup/cpuacct$(podman inspect --format '{{.State.CgroupPath}}' "$name")/cpuacct.usage"
  [[ -r "$cgroup" ]] && log "container CPU from start through the checks: $(($(cat "$cgroup") / 1000000)) ms"

  # A clean stop: SIGTERM (STOPSIGNAL), then the exit code.
  local stop_started=$SECONDS exit_code
  quiet_podman stop --time 30 "$name" >/dev/null
  exit_code="$(podman inspect --format '{{.State.ExitCode}}' "$name")"
  [[ "$exit_code" == "0" ]] || {
    podman logs --tail 20 "$name"
    fail "stopped with exit code $exit_code"
  }
  log "stopped on SIGTERM in $((SECONDS - stop_started)) s, exit code 0"
  log "all checks passed"
}

case "${1:-all}" in
  build) build ;;
  check) exec scripts/with-postgres.sh "$0" check-inside ;;
  check-inside) check_inside ;;
  all)
    build
    exec scripts/with-postgres.sh "$0" check-inside
    ;;
  *)
    echo "usage: $0 [build|check]" >&2
    exit 2
    ;;
esac
