import { http } from 'msw';
import type { HttpHandler } from 'msw';
import { createCookieJar } from './cookie-jar';
import type { CookieJar } from './cookie-jar';
import type { Simulator } from './simulator';

/** Options of `createSimulatorHandlers`. */
export type SimulatorHandlersOptions = {
  /** Requests whose URL starts with this go to the simulator. Default `http://localhost:8787`. */
  baseURL?: string;
  /** The jar to keep cookies in; a fresh one by default, so each call starts logged out. */
  jar?: CookieJar;
};

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * MSW 2 handlers that pass matching requests to the simulator. MSW keeps one cookie store per
 * process and a page cannot write HttpOnly cookies, so the handlers keep their own jar: they
 * store the simulator's Set-Cookie, send the jar as the `cookie` of every forwarded request,
 * and mirror readable cookies (XSRF-TOKEN) into `document.cookie` where there is a document.
 */
export function createSimulatorHandlers(
  simulator: Simulator,
  options: SimulatorHandlersOptions = {},
): HttpHandler[] {
  const baseURL = (options.baseURL ?? 'http://localhost:8787').replace(/\/+$/, '');
  const jar = options.jar ?? createCookieJar();
  const matcher = new RegExp(`^${escapeRegExp(baseURL)}(?:[/?#]|$)`);

  return [
    http.all(matcher, async ({ request }) => {
      const cookie = jar.header();
      const headers = new Headers(request.headers);
      // a browser drops this header from a constructed Request; exchange() carries it anyway
      if (cookie) headers.set('cookie', cookie);
      const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
      const forwarded = new Request(request.url, {
        method: request.method,
        headers,
        body: hasBody ? await request.arrayBuffer() : undefined,
      });
      const { response, setCookies } = await simulator.exchange(forwarded, cookie);
      jar.store(setCookies);
      const responseHeaders = new Headers(response.headers);
      responseHeaders.delete('set-cookie');
      return new Response(response.body, {
        status: response.status,
        statusText: response.statusText,
        headers: responseHeaders,
      });
    }),
  ];
}

export { createCookieJar };
export type { CookieJar };
