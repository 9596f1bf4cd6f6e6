#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL server: finds Debian's PostgreSQL binaries
# (installing the postgresql package when root and missing), initialises a cluster in a temp
# folder as the postgres user, listens on 127.0.0.1 on a free port, runs the command with
# DATABASE_URL set, and always stops and removes the server afterwards.
# Usage: bash scripts/with-postgres.sh npx jest --ci tests/db
set -euo pipefail

find_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }

BIN="$(find_bin || true)"
if [[ -z "$BIN" ]]; then
  if [[ "$(id -u)" == "0" ]] && command -v apt-get >/dev/null; then
    echo "PostgreSQL not found: installing Debian's postgresql package" >&2
    apt-get update -qq >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
    BIN="$(find_bin)"
  else
    echo "PostgreSQL server binaries not found under /usr/lib/postgresql/*/bin." >&2
    echo "Install them (Debian/Ubuntu: sudo apt-get install postgresql) and run again." >&2
    exit 1
  fi
fi

PGROOT="$(mktemp -d /tmp/community-pg.XXXXXX)"
PORT="$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"
RUN_AS=()
if [[ "$(id -u)" == "0" ]]; then
  # initdb refuses to run as root.
  id postgres >/dev/null 2>&1 || useradd --system --home-dir "$PGROOT" postgres
  chown -R postgres "$PGROOT"
  RUN_AS=(runuser -u postgres --)
fi

cleanup() {
  "${RUN_AS[@]}" "$BIN/pg_ctl" -D "$PGROOT/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$PGROOT"
}
trap cleanup EXIT INT TERM

"${RUN_AS[@]}" "$BIN/initdb" -D "$PGROOT/data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
"${RUN_AS[@]}" "$BIN/pg_ctl" -D "$PGROOT/data" -l "$PGROOT/server.log" -w -t 60 \
  -o "-c listen_addresses=127.0.0.1 -p $PORT -k $PGROOT -c fsync=off -c max_connections=200" start >/dev/null

export DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres"
echo "PostgreSQL $("$BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT" >&2
"$@"
