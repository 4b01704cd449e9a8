#!/usr/bin/env bash
# Makes sure the browser tests have Debian's Chromium (never a downloaded browser).
# CHROME_PATH wins; otherwise /usr/bin/chromium; where it is missing and we are root with apt, install it.
set -euo pipefail
browser="${CHROME_PATH:-/usr/bin/chromium}"
if [ -x "$browser" ]; then
  exit 0
fi
if [ -n "${CHROME_PATH:-}" ]; then
  echo "CHROME_PATH=$CHROME_PATH is not an executable browser; point it at Chromium or unset it." >&2
  exit 1
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium is missing: installing Debian's chromium package (once)..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >/dev/null
  apt-get install -y -qq chromium >/dev/null
  [ -x /usr/bin/chromium ] && exit 0
fi
echo "Browser tests need Chromium: run 'sudo apt-get install -y chromium' (Debian) or set CHROME_PATH to a Chromium binary." >&2
exit 1
