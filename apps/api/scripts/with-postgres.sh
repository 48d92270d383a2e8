#!/usr/bin/env bash
# Runs a command with DATABASE_URL pointing at a throw-away PostgreSQL server (Debian's package).
#
#   bash apps/api/scripts/with-postgres.sh <command> [arguments]
#   e.g. bash apps/api/scripts/with-postgres.sh node apps/api/bench/leads.ts
#
# Installs postgresql with apt-get when it is missing (idempotent), starts a private cluster on a
# free loopback port under a temporary folder (as the postgres user when run as root), runs the
# command from the repository root, stops the cluster, removes the folder and exits with the
# command's exit code. PG_FSYNC=on keeps fsync on (off by default: the data is thrown away).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../../.."
# shellcheck source=../../../scripts/toolchain.sh
source scripts/toolchain.sh

find_pgbin() {
  local dir
  for dir in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V -r); do
    if [ -x "$dir/initdb" ] && [ -x "$dir/pg_ctl" ]; then echo "$dir"; return 0; fi
  done
  return 1
}

if ! PGBIN="$(find_pgbin)"; then
  echo "with-postgres: installing postgresql (apt-get)" >&2
  SUDO=""
  [ "$(id -u)" = 0 ] || SUDO="sudo"
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -qq postgresql >/dev/null
  PGBIN="$(find_pgbin)"
fi

as_pg() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

TMP="$(mktemp -d /tmp/api-pg.XXXXXX)"
chmod 755 "$TMP"
[ "$(id -u)" = 0 ] && chown postgres "$TMP"
PORT="$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"

cleanup() {
  as_pg "$PGBIN/pg_ctl" -D "$TMP/data" -m fast -w stop >/dev/null 2>&1 || true
  rm -rf "$TMP"
}
trap cleanup EXIT

as_pg "$PGBIN/initdb" -D "$TMP/data" -U postgres -A trust -E UTF8 --no-sync >/dev/null
as_pg "$PGBIN/pg_ctl" -D "$TMP/data" -l "$TMP/server.log" -w \
  -o "-p $PORT -k $TMP -c listen_addresses=127.0.0.1 -c fsync=${PG_FSYNC:-off} -c max_connections=200" start >/dev/null
echo "with-postgres: PostgreSQL $("$PGBIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT" >&2

export DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres"
set +e
"$@"
code=$?
set -e
exit "$code"
