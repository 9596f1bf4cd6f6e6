#!/usr/bin/env bash
# The whole test suite, as a newcomer and CI run it: lint, types, unit and database tests,
# then the browser tests against a production build.
set -euo pipefail
export NEXT_TELEMETRY_DISABLED=1
cd "$(dirname "$0")/.."

step() { printf '\n==> %s\n' "$*"; }

step "Checking for a browser"
bash scripts/ensure-chromium.sh

step "Lint"
npx eslint . --max-warnings=0

step "Types"
npx tsc --noEmit

# Two workers even on two cores (jest's default there is one): the database suites wait on
# PGlite and PostgreSQL as much as they compute.
step "Unit and database tests (PGlite)"
npx jest --ci --maxWorkers=2

step "Database tests again on a real PostgreSQL (loopback, removed afterwards)"
bash scripts/with-postgres.sh npx jest --ci --maxWorkers=2 tests/db

step "Production build"
npm run build --silent

step "Browser tests (Chromium)"
npx playwright test

step "On PostgreSQL: two instances on one database, the staff inbox and its forms, backup and restore (loopback, removed afterwards)"
bash scripts/with-postgres.sh npx playwright test e2e/scale-out.spec.ts e2e/staff-inbox.spec.ts e2e/staff-sign-in.spec.ts \
  e2e/forms-staff.spec.ts e2e/backup-postgres.spec.ts
