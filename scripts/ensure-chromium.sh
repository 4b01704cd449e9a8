#!/usr/bin/env bash
# Makes sure the browser tests have Debian's Chromium (never a downloaded browser).
# CHROME_PATH wins; otherwise /usr/bin/chromium; where it is missing and we are root with apt, install it.
set -euo pipefail
source "$(dirname "$0")/lib/apt-install.sh"
browser="${CHROME_PATH:-/usr/bin/chromium}"
if [ -x "$browser" ]; then
  exit 0
fi
if [ -n "${CHROME_PATH:-}" ]; then
  echo "CHROME_PATH=$CHROME_PATH is not an executable browser; point it at Chromium or unset it." >&2
  exit 1
fi
if apt_install "the browser tests" chromium && [ -x /usr/bin/chromium ]; then
  exit 0
fi
echo "Browser tests need Chromium: run 'sudo apt-get install -y chromium' (Debian) or set CHROME_PATH to a Chromium binary." >&2
exit 1
