#!/usr/bin/env bash
# Debian's nginx, which serves the built portal in the browser tests (scripts/nginx-serve.sh), as operators run it,
# with Debian's brotli_static module (libnginx-mod-http-brotli-static) for the build's .br files: each installed with
# apt when missing and root, else one line saying how (nginx is required; without the module the portal is served
# with gzip only, and the tests of brotli fail).
set -euo pipefail
source "$(dirname "$0")/lib/apt-install.sh"
# Where Debian's package puts the module (nginx -V: --modules-path=/usr/lib/nginx/modules); nginx-serve.sh loads it.
brotli_module=/usr/lib/nginx/modules/ngx_http_brotli_static_module.so
present() {
  command -v nginx >/dev/null || [ -x /usr/sbin/nginx ]
}
if ! present && ! { apt_install "the browser tests' web server" nginx libnginx-mod-http-brotli-static && present; }; then
  echo "The browser tests serve the portal with nginx: sudo apt-get install nginx libnginx-mod-http-brotli-static" >&2
  exit 1
fi
if [ ! -f "$brotli_module" ] &&
  ! apt_install "the web server's brotli (the build's .br files)" libnginx-mod-http-brotli-static; then
  echo "nginx serves the portal without brotli: sudo apt-get install libnginx-mod-http-brotli-static" >&2
fi
exit 0
