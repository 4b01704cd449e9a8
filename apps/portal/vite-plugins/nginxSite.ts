import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import { accountPageCacheControl, guestPageCacheControl, guestPagesLocation } from './pageCaching';

/** How long a client keeps `embed.js`, whose name never changes: a new build reaches the sites within minutes. */
export const embedMaxAgeSeconds = 300;

/** How long a client keeps a file under `/assets/`, whose name holds its content's hash: a year, unchanged. */
export const assetsCacheControl = 'public, max-age=31536000, immutable';

/** A header line for nginx: the value in double quotes, which no value of ours may hold; `always` on errors too. */
function headerLine(name: string, value: string, always = true): string {
  if (/["\\\n]/.test(value))
    throw new Error(`nginxSite: the ${name} header cannot be quoted for nginx.`);
  return `    add_header ${name} "${value}"${always ? ' always' : ''};`;
}

function headerLines(headers: Record<string, string>): string {
  return Object.entries(headers)
    .map(([name, value]) => headerLine(name, value))
    .join('\n');
}

/** A cache lifetime for found files only: a 404 is never kept. */
function cacheLine(value: string): string {
  return headerLine('Cache-Control', value, false);
}

/**
 * The portal's site for nginx, to `include` inside a `server` block whose `root` is the built portal: the pages
 * (a pre-rendered file such as login.html for /login, else index.html for the router) under the portal's security
 * headers, the guest pages revalidated on every visit and every other page (it may show an account) never stored
 * (pageCaching.ts); hashed assets cached for a year; `embed.js` for a few minutes; both open to
 * other sites' pages (CORS), as the embed needs; source maps never served.
 */
export function nginxSite(pageHeaders: Record<string, string>, apiOrigin: string): string {
  // nginx drops a level's add_header lines where a location has its own: each location lists all of its headers.
  const openToSites = { 'Access-Control-Allow-Origin': '*', 'X-Content-Type-Options': 'nosniff' };
  return `# The portal's nginx site, written by \`npm run build:portal\` (apps/portal/vite-plugins/nginxSite.ts) for the
# API at ${apiOrigin}. Do not edit it: build again to change it. Include it in the server block of the portal's
# host, whose root is the built portal (build/portal), with portal-brotli.conf beside it where nginx loads the
# brotli_static module (Debian: apt-get install libnginx-mod-http-brotli-static):
#
#   server {
#       listen 443 ssl http2;
#       server_name account.example.vn;
#       root /srv/portal;
#       include /etc/nginx/portal-site.conf;
#       include /etc/nginx/portal-brotli.conf;
#   }

server_tokens off;
# Redirects name a path, never a host (the one that the browser asked stays).
absolute_redirect off;
charset utf-8;
# The build wrote each text file's gzip at level 9 beside it (login.html.gz): sent as it is to a browser that takes
# gzip, also where try_files found the file (/login from login.html). Anything without one is compressed on the fly.
gzip_static on;
gzip on;
gzip_vary on;
gzip_types text/css application/javascript application/json image/svg+xml;

# Files whose name holds a hash of their content: kept for a year; other sites' pages load them for embed.js.
location /assets/ {
${cacheLine(assetsCacheControl)}
${headerLines(openToSites)}
    try_files $uri =404;
}

# embed.js keeps its name for the sites that link to it: a short cache, so a new build reaches them soon.
location = /embed.js {
${cacheLine(`public, max-age=${embedMaxAgeSeconds}`)}
${headerLines(openToSites)}
    try_files $uri =404;
}

# Source maps are made for the error tracker (build/sourcemaps), never served, even if one is copied here.
location ~ \\.map$ {
    return 404;
}

# A page's address ends without a slash (/recovery/ is /recovery, which is recovery.html, not the folder).
location ~ ^(?<page>(/[^/]+)+)/+$ {
    return 301 $page$is_args$args;
}

# The guest pages (sign-in, registration, recovery...): no one's account is on them; asked again on every visit.
# A pre-rendered file (/login from login.html), else the app's index.html, as a guest page still.
location ${guestPagesLocation} {
${headerLines({ ...pageHeaders, 'Cache-Control': guestPageCacheControl })}
    try_files $uri $uri.html @guest-app;
}

location @guest-app {
${headerLines({ ...pageHeaders, 'Cache-Control': guestPageCacheControl })}
    try_files /index.html =404;
}

# The profile (/) is pre-rendered into home.html: index.html stays the app's page for every other path.
location = / {
${headerLines({ ...pageHeaders, 'Cache-Control': accountPageCacheControl })}
    try_files /home.html /index.html;
}

# Every other page may show a signed-in player's account: never stored, by the browser or on the way. A pre-rendered
# file (/transactions from transactions.html), else the app's index.html, whose router shows the page.
location / {
${headerLines({ ...pageHeaders, 'Cache-Control': accountPageCacheControl })}
    try_files $uri $uri.html /index.html;
}
`;
}

/** The file beside the site that sends the build's brotli copies, for an nginx that loads brotli_static. */
export const brotliSiteName = 'portal-brotli.conf';

/**
 * The portal's brotli, to `include` beside the site (`nginxSite`) where nginx loads ngx_http_brotli_static_module:
 * apart, since nginx refuses a whole configuration that names a directive of a module it has not loaded.
 */
export function nginxBrotli(): string {
  return `# The portal's brotli, written by \`npm run build:portal\` (apps/portal/vite-plugins/nginxSite.ts). Include it
# beside portal-site.conf in the portal's server block where nginx loads ngx_http_brotli_static_module; on Debian
# that is one line, which also enables the module (/etc/nginx/modules-enabled):
#
#   apt-get install libnginx-mod-http-brotli-static
#
# The build wrote each text file's brotli at quality 11 beside it (login.html.br): sent as it is to a browser that
# takes br (ahead of gzip), also where try_files found the file, with Vary: Accept-Encoding (brotli_static follows
# the site's gzip_vary on).
brotli_static on;
`;
}

/** Writes the nginx site (`nginxSite`) to `file`, and `nginxBrotli` beside it, when the portal's client build ends. */
export function nginxSiteFile(
  file: string,
  pageHeaders: Record<string, string>,
  apiOrigin: string,
): Plugin {
  return {
    name: 'portal-nginx-site',
    apply: 'build',
    closeBundle() {
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, nginxSite(pageHeaders, apiOrigin));
      writeFileSync(join(dirname(file), brotliSiteName), nginxBrotli());
    },
  };
}
