import redaxios from 'redaxios';
import type { Decoder } from './decode';
import { createExchange } from './exchange';
import { decodeFailure, describe, httpFailure, networkFailure } from './failures';
import { isApiError } from './ApiError';
import { serialiseParams, type QueryParams } from './serialiseParams';
import { decodeNoContent } from './endpoints/commandAnswers';
import { idempotencyKeyHeader } from './idempotencyKey';
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
   * A money write's idempotency key, sent as `Idempotency-Key`: the same for every resend of the player's decision,
   * so the server does it once and answers a repeat with its first answer.
   */
  idempotencyKey?: string;
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

/**
 * Throws a programming error for a path that would leave the API: any scheme (`https:`, `data:`), `//host`, or a `//`
 * anywhere (redaxios leaves its baseURL off such a path, which would then go to the page's own origin).
 */
function assertApiPath(path: string): void {
  if (/^[a-z][a-z\d+.-]*:|[/\\]{2}/i.test(path)) {
    throw new TypeError(
      `PortalTransport: "${path}" is not a path under the API; calls take paths like /api/me, never absolute URLs.`,
    );
  }
}

function urlFor(baseURL: string, path: string): string {
  return `${baseURL}${path.startsWith('/') ? path : `/${path}`}`;
}

/**
 * Creates the account API's transport: one redaxios instance (the API's base URL, cookies, Laravel's XHR headers,
 * bracket params) on the guarded fetch (the deadline, no redirect followed, the XSRF token to the API only), one
 * shared csrf-cookie request and a 419 replayed once. Pass it to the endpoint functions or to `PortalProvider`.
 */
export function createPortalTransport({
  baseURL,
  timeoutMs = defaultTimeoutMs,
  fetch,
}: PortalTransportOptions): PortalTransport {
  const base = baseURL.replace(/\/+$/, '');
  const apiBase = resolveBase(base);
  const http = redaxios.create({
    baseURL: base,
    withCredentials: true,
    headers: { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' },
    paramsSerializer: (params) => serialiseParams(params as QueryParams),
    // Statuses are judged below, so redaxios never rejects with a bare response object.
    validateStatus: () => true,
    fetch: createExchange({ apiBase, timeoutMs, fetch }),
  });
  let csrfInFlight: Promise<void> | undefined;

  async function attempt<T>(call: PortalCall, decode: Decoder<T>, replayed: boolean): Promise<T> {
    const where = `${call.method.toUpperCase()} ${urlFor(base, call.path)}`;
    // redaxios reads the body as JSON when it parses, else as text ('' for none).
    const { status, data, headers } = await http<unknown>(call.path, {
      method: call.method,
      data: call.data,
      params: call.params,
      ...(call.idempotencyKey !== undefined && {
        headers: { [idempotencyKeyHeader]: call.idempotencyKey },
      }),
    });
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
