import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin } from 'vite';
import { guestPageSegments, isGuestPage } from '../src/auth/guestPages';

/** A guest page (no one's account on it): asked again on every visit, and kept for the browser's Back. */
export const guestPageCacheControl = 'no-cache';

/**
 * Every other page may show a signed-in player's account (the shell, /support, the app's page for any path): its
 * HTML is never stored, by the browser or on the way, so a shared computer's next user finds none of it.
 */
export const accountPageCacheControl = 'no-store';

/** The Cache-Control of the page at `pathname`. */
export function pageCacheControl(pathname: string): string {
  return isGuestPage(pathname) ? guestPageCacheControl : accountPageCacheControl;
}

/** nginx's location of the guest pages (case-insensitive, as the router matches paths). */
export const guestPagesLocation = `~* ^/(${guestPageSegments.join('|')})(/|$)`;

/** The path of the page a request asks for, or undefined for a file that is no page (a script, a font...). */
function pageOf(url: string | undefined): string | undefined {
  const { pathname } = new URL(url ?? '/', 'http://portal.invalid');
  const isFile = pathname.startsWith('/assets/') || /\.[^/]*$/.test(pathname);
  return isFile && !pathname.endsWith('.html') ? undefined : pathname;
}

/**
 * For `vite preview`: a page's answer carries its {@link pageCacheControl}, whatever the server's own (Vite sends
 * `no-cache` with every file) would be.
 */
export function pageCaching(req: IncomingMessage, res: ServerResponse, next: () => void): void {
  const page = pageOf(req.url);
  if (page !== undefined) {
    const value = pageCacheControl(page);
    const setHeader = res.setHeader.bind(res);
    res.setHeader = (name, header) =>
      setHeader(name, name.toLowerCase() === 'cache-control' ? value : header);
    res.setHeader('Cache-Control', value);
  }
  next();
}

/** `vite preview` with {@link pageCaching}, as nginx's site (nginxSite.ts) caches pages. */
export function previewPageCaching(): Plugin {
  return {
    name: 'portal-preview-page-caching',
    configurePreviewServer(server) {
      server.middlewares.use(pageCaching);
    },
  };
}
