#!/usr/bin/env bash
# Debian's nginx, which serves the built portal in the browser tests (scripts/nginx-serve.sh), as operators run it:
# installed with apt when missing and root, else one line saying how.
set -euo pipefail
source "$(dirname "$0")/lib/apt-install.sh"
present() {
  command -v nginx >/dev/null || [ -x /usr/sbin/nginx ]
}
if present || { apt_install "the browser tests' web server" nginx && present; }; then
  exit 0
fi
echo "The browser tests serve the portal with nginx: sudo apt-get install nginx" >&2
exit 1
