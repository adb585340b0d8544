#!/usr/bin/env bash
# CI phase "Upgrade from the previous release" (decision 033): checks out the previous release (releases.json,
# or its tag) into a temporary worktree, installs its production dependencies, and runs the upgrade test on the
# embedded PGlite and on a throwaway PostgreSQL cluster. Extra arguments go to the test (e.g. --keep).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
# The API runs TypeScript directly, which needs the project's Node 24 (the system's may be older).
exec scripts/with-postgres.sh node_modules/.bin/node scripts/upgrade/upgrade-test.mjs --database both "$@"
