let hinted = false;

/** What a developer checks when a request fails while the browser is online, for a page at `page` and an API at `api`. */
export function refusedRequestHint(page: string, api: string): string {
  return [
    `@portal/widgets: a request to ${api} failed while the browser is online. If the API is running, the browser`,
    'most likely refused its answer (CORS), which reads as no connection. Check that the API:',
    `- lists this page's exact origin, ${page}, in its allowed origins (Laravel: allowed_origins in config/cors.php;`,
    '  localhost and 127.0.0.1 are different origins, and so are two ports);',
    '- answers with Access-Control-Allow-Credentials: true (supports_credentials => true in config/cors.php);',
    '- sets its cookies for a domain this page shares (SESSION_DOMAIN) and counts this page as stateful',
    '  (SANCTUM_STATEFUL_DOMAINS), or the session will not stick after a login.',
    "The browser's console and network panel name the refused request. (Said once per page, in development builds.)",
  ].join('\n');
}

/**
 * Once per page, warns a developer about a request that failed while `navigator.onLine` says the browser is online:
 * an API that does not allow the page's origin (a page on 127.0.0.1 against an API that allows localhost) gives no
 * status and no answer, which the widgets show the player as 'Thử lại'. The caller calls it in development builds only.
 */
export function hintAtRefusedRequest(url: string): void {
  if (hinted || typeof navigator === 'undefined' || !navigator.onLine) return;
  hinted = true;
  const page = globalThis.location?.origin ?? 'this page';
  console.warn(refusedRequestHint(page, new URL(url).origin));
}

/** For tests: the next refused request warns again, as on a new page. */
export function forgetRefusedRequestHint(): void {
  hinted = false;
}
