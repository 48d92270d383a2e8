#!/usr/bin/env bash
# Entry point of `npm start` and `npm test` (and `pnpm <task>`): bootstrap the toolchain,
# install what is missing, then hand over to the task in scripts/tasks/.
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=scripts/toolchain.sh
source scripts/toolchain.sh
task="$1"; shift
if [ ! -f node_modules/.modules.yaml ] || [ pnpm-lock.yaml -nt node_modules/.modules.yaml ] || [ package.json -nt node_modules/.modules.yaml ]; then
  pnpm install --frozen-lockfile --reporter=append-only
fi
exec node "scripts/tasks/$task.mjs" "$@"
