/** A request as the fake API saw it. */
export interface SeenRequest {
  method: string;
  url: string;
  path: string;
  headers: Headers;
  credentials: RequestCredentials | undefined;
  /** The parsed JSON body, the raw text when not JSON, undefined when there is none. */
  body: unknown;
}

/** Answers a request; may return a promise that never settles. */
export type Route = (request: SeenRequest) => Response | Promise<Response>;

/** A fetch that records each request and answers through `route`; like fetch, it rejects when the signal aborts. */
export function fakeFetch(route: Route) {
  const requests: SeenRequest[] = [];
  const fetch = (input: RequestInfo | URL, init?: RequestInit) =>
    new Promise<Response>((resolve, reject) => {
      const signal = init?.signal;
      signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
      const url = String(input);
      let body: unknown = init?.body ?? undefined;
      if (typeof body === 'string') {
        try {
          body = JSON.parse(body);
        } catch {
          // kept as text
        }
      }
      const seen: SeenRequest = {
        method: init?.method ?? 'GET',
        url,
        path: new URL(url, document.baseURI).pathname,
        headers: new Headers(init?.headers),
        credentials: init?.credentials,
        body,
      };
      requests.push(seen);
      // A macrotask per request, as a real network takes: a runaway retry loop then hits the test timeout.
      new Promise((tick) => setTimeout(tick, 0)).then(() => route(seen)).then(resolve, reject);
    });
  return { fetch: fetch as typeof globalThis.fetch, requests };
}

/** A JSON answer. */
export function json(body: unknown, status = 200, headers: HeadersInit = {}): Response {
  const all = new Headers(headers);
  all.set('Content-Type', 'application/json');
  return new Response(JSON.stringify(body), { status, headers: all });
}

/** An HTML page, as a proxy or a crashed server sends. */
export function html(status: number): Response {
  return new Response('<!DOCTYPE html><html><body><h1>Lỗi</h1></body></html>', {
    status,
    headers: { 'Content-Type': 'text/html' },
  });
}

/** 204 No Content. */
export function noContent(): Response {
  return new Response(null, { status: 204 });
}

/** Sets the readable XSRF cookie as the browser would hold it (URL-encoded). */
export function setXsrfCookie(encoded: string): void {
  document.cookie = `XSRF-TOKEN=${encoded}; path=/`;
}

/** Removes the XSRF cookie. */
export function clearXsrfCookie(): void {
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
}
