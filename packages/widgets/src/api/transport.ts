import type { Decoder } from './decode';
import { createExchange } from './exchange';
import { decodeFailure, describe, httpFailure, networkFailure } from './failures';
import { isApiError } from './ApiError';
import { serialiseParams, type QueryParams } from './serialiseParams';
import { decodeNoContent } from './endpoints/common';
import { documentBase, xsrfTokenFor } from './xsrf';

/** The API's default deadline per request. */
export const defaultTimeoutMs = 5000;

/** Options of `createPortalTransport` (and `createPortalClient`). */
export interface PortalTransportOptions {
  /** The API's origin (and base path, if any), e.g. `https://api.example.vn`. */
  baseURL: string;
  /** Deadline of each request, body included; 5000 ms by default. */
  timeoutMs?: number;
  /** The fetch to use; the global one by default. */
  fetch?: typeof fetch;
}

/** One call: a path under the API (never an absolute URL), its body and query, and whether it needs a fresh cookie. */
export interface PortalCall {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  data?: object;
  params?: QueryParams;
  /** Fetch `GET /api/csrf-cookie` first (login, register, resets, recover-username, verification-send). */
  csrf?: boolean;
  /**
   * `false` for money calls: after a 419 the cookie is refreshed but the call is not sent again; the 419 is thrown
   * so the player confirms again (a payment is sent once per click of the player, never by the client alone).
   */
  replayOn419?: boolean;
}

/**
 * Sends calls and returns decoded data; everything it throws is an `ApiError`. The endpoint functions take it first
 * (`me(transport)`); a wrapper (a cache, a hint) wraps `send` and tells calls apart with `isCall`.
 */
export interface PortalTransport {
  /** The API's base URL, without a trailing slash. */
  readonly baseURL: string;
  /** Sends one call and decodes its answer's body. */
  send<T>(call: PortalCall, decode: Decoder<T>): Promise<T>;
}

const csrfCall: PortalCall = { method: 'get', path: '/api/csrf-cookie' };
const pageExpired = 419;

function resolveBase(baseURL: string): URL {
  try {
    return new URL(baseURL || '/', documentBase());
  } catch {
    throw new TypeError(
      `createPortalTransport: baseURL "${baseURL}" is not a URL; pass the API's origin, for example https://api.example.vn.`,
    );
  }
}

/** Throws a programming error for a path that would leave the API: any scheme (`https:`, `data:`) or `//host`. */
function assertApiPath(path: string): void {
  if (/^([a-z][a-z\d+.-]*:|[/\\]{2})/i.test(path)) {
    throw new TypeError(
      `PortalTransport: "${path}" is not a path under the API; calls take paths like /api/me, never absolute URLs.`,
    );
  }
}

function urlFor(baseURL: string, path: string): string {
  return `${baseURL}${path.startsWith('/') ? path : `/${path}`}`;
}

/** An answer: its status and headers, and its body as JSON when it parses, else as text ('' for none). */
interface Answer {
  status: number;
  headers: Headers;
  data: unknown;
}

/** Sends a call through the guarded fetch: cookies, Laravel's XHR headers, a JSON body, bracket params. */
async function exchangeCall(
  exchange: typeof fetch,
  url: string,
  call: PortalCall,
): Promise<Answer> {
  const query = call.params ? serialiseParams(call.params) : '';
  const json = call.data !== undefined;
  const response = await exchange(query ? `${url}?${query}` : url, {
    method: call.method.toUpperCase(),
    credentials: 'include',
    headers: {
      'X-Requested-With': 'XMLHttpRequest',
      Accept: 'application/json',
      ...(json && { 'Content-Type': 'application/json' }),
    },
    body: json ? JSON.stringify(call.data) : undefined,
  });
  const text = await response.text();
  let data: unknown = text;
  try {
    data = JSON.parse(text);
  } catch {
    // not JSON (an empty 204, a proxy's HTML page): the text itself
  }
  return { status: response.status, headers: response.headers, data };
}

/**
 * Creates the account API's transport on fetch: cookies, the XHR headers, bracket params, the guarded fetch, one
 * shared csrf-cookie request and a 419 replayed once. Pass it to the endpoint functions or to `PortalProvider`.
 */
export function createPortalTransport({
  baseURL,
  timeoutMs = defaultTimeoutMs,
  fetch,
}: PortalTransportOptions): PortalTransport {
  const base = baseURL.replace(/\/+$/, '');
  const apiBase = resolveBase(base);
  const exchange = createExchange({ apiBase, timeoutMs, fetch });
  let csrfInFlight: Promise<void> | undefined;

  async function attempt<T>(call: PortalCall, decode: Decoder<T>, replayed: boolean): Promise<T> {
    const url = urlFor(base, call.path);
    const where = `${call.method.toUpperCase()} ${url}`;
    const { status, data, headers } = await exchangeCall(exchange, url, call);
    if (status === pageExpired && !replayed) {
      // The token was rejected before the handler ran, so replaying once with a fresh one is safe.
      await refreshCsrfCookie();
      if (call.replayOn419 === false) throw httpFailure(status, data, where, headers);
      return attempt(call, decode, true);
    }
    if (status < 200 || status > 299) throw httpFailure(status, data, where, headers);
    try {
      return decode(data);
    } catch (error) {
      throw decodeFailure(
        status,
        `${where} answered ${status} with a body not of the agreed shape: ${describe(error)}`,
      );
    }
  }

  function refreshCsrfCookie(): Promise<void> {
    // Concurrent calls share one cookie request; `replayed: true` keeps a 419 on it from looping.
    csrfInFlight ??= attempt(csrfCall, decodeNoContent, true).finally(() => {
      csrfInFlight = undefined;
    });
    return csrfInFlight;
  }

  return {
    baseURL: base,
    async send(call, decode) {
      assertApiPath(call.path);
      try {
        // A money call is never replayed after a 419, so it must not leave without a token to begin with.
        const tokenless =
          call.replayOn419 === false &&
          xsrfTokenFor(urlFor(base, call.path), apiBase) === undefined;
        if (call.csrf || tokenless) await refreshCsrfCookie();
        return await attempt(call, decode, false);
      } catch (error) {
        if (isApiError(error)) throw error;
        const method = call.method.toUpperCase();
        throw networkFailure(method, `${method} ${call.path} failed: ${describe(error)}`);
      }
    },
  };
}
