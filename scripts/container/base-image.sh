#!/usr/bin/env bash
# Makes the Dockerfile's base image locally, where no container registry can be reached (decision 029):
# Debian 12 from Debian's own mirror (debootstrap, minbase) with the Node.js the project runs (the binary that
# the `node` dev dependency installed) and this machine's npm, laid out as the official image lays them out
# (/usr/local/bin/node, /usr/local/lib/node_modules/npm, a `node` user 1000:1000), then imported and tagged as
# docker.io/library/node:24-bookworm-slim. Where a registry is reachable, the official image is pulled instead
# and this script is not needed.
#
# Usage: scripts/container/base-image.sh [--force]   (without --force, an existing image is kept)
# Environment: DEBIAN_MIRROR (default http://deb.debian.org/debian), BASE_IMAGE (the tag to make).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/podman-env.sh"

force=false
[[ "${1:-}" == "--force" ]] && force=true

log() { printf 'base-image: %s\n' "$*"; }

missing=()
command -v podman >/dev/null 2>&1 || missing+=(podman)
command -v debootstrap >/dev/null 2>&1 || missing+=(debootstrap)
command -v runc >/dev/null 2>&1 || missing+=(runc)
if [[ ${#missing[@]} -gt 0 ]]; then
  log "installing ${missing[*]}"
  apt-get update -q
  DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "${missing[@]}"
fi

if ! $force && podman image exists "$BASE_IMAGE"; then
  log "$BASE_IMAGE is already there (--force makes it anew)"
  exit 0
fi

node_bin="$REPO_ROOT/node_modules/node/bin/node"
[[ -x "$node_bin" ]] || {
  log "no $node_bin: run npm ci first (the node dev dependency brings the binary)"
  exit 1
}
node_version="$("$node_bin" --version)"
[[ "$node_version" == v24.* ]] || {
  log "the project's node is $node_version, the image is named for 24"
  exit 1
}
# The machine's npm (the tree that holds bin/npm-cli.js), as the official image carries npm beside node.
npm_dir="$(cd "$(dirname "$(readlink -f "$(command -v npm)")")/.." && pwd)"
[[ -f "$npm_dir/package.json" && -f "$npm_dir/bin/npm-cli.js" ]] || {
  log "cannot find npm's own folder (got $npm_dir)"
  exit 1
}
npm_version="$(node -p "require('$npm_dir/package.json').version")"

rootfs="$(mktemp -d "${TMPDIR:-/var/tmp}/stint-base.XXXXXX")"
# debootstrap mounts /proc and /sys inside the tree while it runs: unmount whatever is left before removing it.
cleanup() {
  findmnt -rn -o TARGET | grep -F "$rootfs/" | sort -r | xargs -r umount -l 2>/dev/null || true
  rm -rf --one-file-system "$rootfs" "$rootfs.log"
}
trap cleanup EXIT

log "debootstrap --variant=minbase bookworm (Debian mirror ${DEBIAN_MIRROR:-http://deb.debian.org/debian})"
debootstrap --variant=minbase bookworm "$rootfs" "${DEBIAN_MIRROR:-http://deb.debian.org/debian}" >"$rootfs.log" 2>&1 || {
  tail -n 30 "$rootfs.log"
  exit 1
}

# The official image's user (uid and gid 1000), which the Dockerfile's runtime stage runs as.
chroot "$rootfs" groupadd --gid 1000 node
chroot "$rootfs" useradd --uid 1000 --gid node --shell /bin/bash --create-home node

log "adding node $node_version and npm $npm_version under /usr/local"
install -D -m 0755 "$node_bin" "$rootfs/usr/local/bin/node"
mkdir -p "$rootfs/usr/local/lib/node_modules"
cp -a "$npm_dir" "$rootfs/usr/local/lib/node_modules/npm"
ln -s ../lib/node_modules/npm/bin/npm-cli.js "$rootfs/usr/local/bin/npm"
ln -s ../lib/node_modules/npm/bin/npx-cli.js "$rootfs/usr/local/bin/npx"

# What a slim image leaves out: package caches and lists, documentation, manuals, translations.
rm -rf "$rootfs"/var/cache/apt/archives/*.deb "$rootfs"/var/lib/apt/lists/* "$rootfs"/var/log/*.log \
  "$rootfs"/usr/share/man/* "$rootfs"/usr/share/info/* "$rootfs"/usr/share/locale/* "$rootfs"/tmp/*
find "$rootfs/usr/share/doc" -mindepth 1 -not -name copyright -not -type d -delete
# Without an apt sources list the image could not install packages; debootstrap writes one for the mirror used.
[[ -s "$rootfs/etc/apt/sources.list" ]] || echo "deb http://deb.debian.org/debian bookworm main" >"$rootfs/etc/apt/sources.list"

log "importing as $BASE_IMAGE"
tar -C "$rootfs" --numeric-owner -cf - . | podman import \
  --change "ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin" \
  --change "ENV NODE_VERSION=${node_version#v}" \
  --change 'CMD ["node"]' \
  --message "debootstrap minbase bookworm + node $node_version + npm $npm_version (scripts/container/base-image.sh)" \
  - "$BASE_IMAGE" >/dev/null
podman image inspect --format 'base-image: {{.RepoTags}} {{.Size}} bytes' "$BASE_IMAGE"
