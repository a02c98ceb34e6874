#!/usr/bin/env bash
# Runs a command with DATABASE_URL pointing at a throwaway PostgreSQL cluster on 127.0.0.1,
# removed afterwards. Usage: bash .ci/with-postgres.sh <command...>
set -euo pipefail
bin=$(dirname "$(ls /usr/lib/postgresql/*/bin/initdb | sort -V | tail -n 1)")
dir=$(mktemp -d /tmp/ic-pg.XXXXXX)
port=$(( 20000 + RANDOM % 20000 ))
as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
[ "$(id -u)" = 0 ] && chown postgres "$dir"
as_pg "$bin/initdb" -D "$dir/data" -U postgres -A trust --no-sync >/dev/null
as_pg "$bin/pg_ctl" -D "$dir/data" -l "$dir/log" -w start \
  -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" >/dev/null
cleanup() { as_pg "$bin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true; rm -rf "$dir"; }
trap cleanup EXIT
DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres" "$@"
