#!/usr/bin/env bash
# Serves the built portal (build/portal) with Debian's nginx and the site the build wrote (build/nginx/portal-site.conf,
# with portal-brotli.conf beside it once Debian's brotli_static module is installed, as the README tells operators),
# in the foreground on PORTAL_PORT (loopback only), as an operator deploys it: the browser tests start and stop it.
# PORTAL_BUILD_DIR (relative to the repository, build by default) serves a second build made beside it.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
build="$root/${PORTAL_BUILD_DIR:-build}"
bash "$root/scripts/ensure-nginx.sh"
port="${PORTAL_PORT:-4173}"
site="$build/nginx/portal-site.conf"
if [ ! -f "$site" ] || [ ! -f "$build/portal/index.html" ]; then
  echo "Build the portal first (npm run build:portal): $site or $build/portal is missing." >&2
  exit 1
fi
# A throwaway prefix per port for the pid, the temporary files and this server block, made anew at every start.
prefix="/tmp/portal-nginx-$port"
rm -rf "$prefix"
mkdir -p "$prefix"
# As root, nginx's workers would run as nobody, who may not read a checkout under /root.
user_line=""
if [ "$(id -u)" = 0 ]; then user_line="user root;"; fi
# This nginx.conf does not include /etc/nginx/modules-enabled (Debian's nginx.conf does): the module is loaded here.
brotli_module=/usr/lib/nginx/modules/ngx_http_brotli_static_module.so
load_line=""
brotli_line=""
if [ -f "$brotli_module" ]; then
  load_line="load_module $brotli_module;"
  brotli_line="include $build/nginx/portal-brotli.conf;"
fi
cat >"$prefix/nginx.conf" <<CONF
$load_line
$user_line
daemon off;
worker_processes 1;
pid $prefix/nginx.pid;
error_log stderr warn;
events {
    worker_connections 512;
}
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    client_body_temp_path $prefix/client-body;
    proxy_temp_path $prefix/proxy;
    fastcgi_temp_path $prefix/fastcgi;
    uwsgi_temp_path $prefix/uwsgi;
    scgi_temp_path $prefix/scgi;
    server {
        listen 127.0.0.1:$port;
        listen [::1]:$port;
        server_name localhost;
        root $build/portal;
        include $site;
        $brotli_line
    }
}
CONF
nginx=$(command -v nginx || echo /usr/sbin/nginx)
# exec: Playwright stops nginx's master, which takes its worker with it.
exec "$nginx" -e stderr -p "$prefix" -c "$prefix/nginx.conf"
