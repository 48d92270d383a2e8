#!/usr/bin/env bash
# Runs the API test suite against a throw-away PostgreSQL server (Debian's postgresql package).
#
#   bash apps/api/scripts/test-postgres.sh [extra vitest arguments]
#
# Installs postgresql with apt-get when it is missing (idempotent), starts a private cluster on a
# free loopback port under a temporary folder, runs `vitest run --project api` with DATABASE_URL
# pointing at it (this includes the two-instance test, which only runs with DATABASE_URL), stops
# the cluster, removes the folder and exits with the tests' exit code. See with-postgres.sh.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
exec bash "$here/with-postgres.sh" vitest run --project api "$@"
