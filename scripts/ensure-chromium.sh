#!/usr/bin/env bash
# Playwright cannot download its own browser on machines without internet access, so the tests
# use Debian's Chromium. Install it when we can (root with apt), otherwise say what to do.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then
  echo "Using /usr/bin/chromium ($(/usr/bin/chromium --version 2>/dev/null || echo unknown version))"
  exit 0
fi
if ls "${PLAYWRIGHT_BROWSERS_PATH:-$HOME/.cache/ms-playwright}"/chromium* >/dev/null 2>&1; then
  echo "Using Playwright's own Chromium"
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's chromium (about 40 s)..."
  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium) >/tmp/chromium-install.log 2>&1 \
    || { cat /tmp/chromium-install.log; exit 1; }
  exit 0
fi
cat >&2 <<'MSG'
No Chromium found. Install one of:
  - Debian/Ubuntu:  sudo apt-get install -y chromium      (used from /usr/bin/chromium)
  - elsewhere:      npx playwright install chromium
MSG
exit 1
