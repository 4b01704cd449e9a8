// The game's demo homepage (plain HTML, not React) with the portal's embed: `<portal-login>` and `<portal-topup>`
// under deliberately hostile page CSS and a strict CSP. `npm start` serves it at http://localhost:5180 (and, cross-site
// to the API, at http://127.0.0.1:5180). DEMO_PORT, PORTAL_ORIGIN and API_ORIGIN configure it.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const port = Number(process.env.DEMO_PORT ?? 5180);
const portal = process.env.PORTAL_ORIGIN ?? 'http://localhost:5173';
const api = process.env.API_ORIGIN ?? 'http://localhost:8787';
const folder = new URL('./demo-site/', import.meta.url);
const read = (name) => readFileSync(new URL(name, folder), 'utf8');

// What a site owner adds for the embed (README): the portal for script, style, font and image; the API for
// connect (and the card logos it serves). No 'unsafe-inline', no 'unsafe-eval'.
const csp = [
  "default-src 'self'",
  `script-src 'self' ${portal}`,
  `style-src 'self' ${portal}`,
  `font-src ${portal}`,
  `img-src 'self' data: ${portal} ${api}`,
  `connect-src ${api}`,
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

const files = {
  '/': ['text/html; charset=utf-8', () => read('index.html').replaceAll('{{PORTAL}}', portal)],
  '/demo.css': ['text/css; charset=utf-8', () => read('demo.css')],
  '/demo.js': ['text/javascript; charset=utf-8', () => read('demo.js')],
  '/favicon.svg': ['image/svg+xml', () => read('favicon.svg')],
};

createServer((req, res) => {
  const path = new URL(req.url ?? '/', 'http://demo').pathname;
  const file = files[path];
  if (!file || (req.method !== 'GET' && req.method !== 'HEAD')) {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Không tìm thấy');
    return;
  }
  res.writeHead(200, {
    'content-type': file[0],
    'content-security-policy': csp,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cache-control': 'no-store',
  });
  res.end(req.method === 'HEAD' ? undefined : file[1]());
}).listen(port, () => {
  console.log(`demo homepage: http://localhost:${port}/ (cross-site: http://127.0.0.1:${port}/)`);
});
