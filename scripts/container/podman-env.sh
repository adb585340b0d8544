# Sourced by the container scripts: the project's podman settings and the image names. Uses no /etc file, so
# a developer's own podman configuration is left alone.
CONTAINER_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
REPO_ROOT="$(cd "$CONTAINER_DIR/../.." && pwd)"
export CONTAINERS_CONF="${CONTAINERS_CONF:-$CONTAINER_DIR/containers.conf}"
# The official name, so the Dockerfile's FROM is the same here and where a registry is reachable.
BASE_IMAGE="${BASE_IMAGE:-docker.io/library/node:24-bookworm-slim}"
APP_IMAGE="${APP_IMAGE:-localhost/stint:latest}"
