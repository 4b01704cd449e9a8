import { isApiError } from './ApiError';
import { describe, networkFailure, redirectFailure, timeoutFailure } from './failures';
import { hintAtRefusedRequest } from './refusedRequestHint';
import { xsrfHeaderName, xsrfTokenFor } from './xsrf';

/** What the fetch under redaxios needs. */
export interface ExchangeOptions {
  /** The API's base, resolved: the only place the XSRF token may go. */
  apiBase: URL;
  timeoutMs: number;
  /** The fetch to wrap; the global one, looked up at call time, when absent. */
  fetch?: typeof fetch | undefined;
}

// Bundlers replace process.env.NODE_ENV in dependencies, as they do for React.
declare const process: { env: { NODE_ENV?: string } };

// Statuses whose Response must be built without a body.
const nullBodyStatuses = new Set([101, 103, 204, 205, 304]);

// A browser's `redirect: 'manual'` gives an opaque redirect (type 'opaqueredirect', status 0, no Location); Node's
// fetch gives the 3xx itself. 304 is a cache answer, not a redirect.
function isRedirectAnswer(response: Response): boolean {
  if (response.type === 'opaqueredirect') return true;
  return response.status >= 300 && response.status <= 399 && response.status !== 304;
}

/** A fetch given up at its deadline (`AbortSignal.timeout`). */
function isTimeout(error: unknown): boolean {
  return (
    typeof DOMException !== 'undefined' &&
    error instanceof DOMException &&
    error.name === 'TimeoutError'
  );
}

function rejectWhenAborted(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}

/**
 * The fetch handed to redaxios, which ignores `timeout`, passes no signal and would send the XSRF header to any host:
 * adds the token for API URLs only (one a caller set is dropped), never follows a redirect (the token and the body
 * would go on to wherever it points; a redirect is thrown as `ApiError` kind redirect), reads the whole answer under
 * one deadline, and throws `ApiError` timeout or network on failure.
 */
export function createExchange({
  apiBase,
  timeoutMs,
  fetch: inner,
}: ExchangeOptions): typeof fetch {
  return async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const method = init?.method ?? 'GET';
    const where = `${method} ${url}`;
    const headers = new Headers(init?.headers);
    headers.delete(xsrfHeaderName);
    const token = xsrfTokenFor(url, apiBase);
    if (token !== undefined) headers.set(xsrfHeaderName, token);

    const signal = AbortSignal.timeout(timeoutMs);
    // Racing the signal too keeps the deadline even for a fetch that ignores it.
    const aborted = rejectWhenAborted(signal);
    aborted.catch(() => {}); // handled below; this only keeps a late abort from being reported as unhandled
    try {
      const send = inner ?? globalThis.fetch;
      const response = await Promise.race([
        send(url, { ...init, headers, signal, redirect: 'manual' }),
        aborted,
      ]);
      if (isRedirectAnswer(response)) {
        throw redirectFailure(
          response.status,
          `${where} answered a redirect (${response.status || 'opaque'}), not followed`,
        );
      }
      const body = await Promise.race([response.text(), aborted]);
      return new Response(nullBodyStatuses.has(response.status) ? null : body, {
        status: response.status,
        headers: response.headers,
      });
    } catch (error) {
      if (isApiError(error)) throw error;
      // Its own deadline, or the one of a request made ahead for this call (the portal's early GET /api/me).
      if (signal.aborted || isTimeout(error)) {
        throw timeoutFailure(method, `${where} had no answer within ${timeoutMs} ms`);
      }
      // A developer's mistake more often than a player's connection: bundlers drop the hint from production builds.
      if (process.env.NODE_ENV !== 'production') hintAtRefusedRequest(url);
      throw networkFailure(method, `${where} failed: ${describe(error)}`);
    }
  };
}
