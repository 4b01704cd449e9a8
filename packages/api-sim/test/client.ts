import { SEED_CREDENTIALS } from '../src/index';
import type { Simulator } from '../src/index';

/** The start of every fake clock in these tests. */
export const T0 = Date.UTC(2026, 10, 2, 8, 15);

/** A clock the tests move by hand. */
export function createClock(start = T0) {
  let time = start;
  return {
    now: () => time,
    advance(ms: number) {
      time += ms;
    },
  };
}

/** What a test sees of a response. */
export type Reply = {
  status: number;
  headers: Headers;
  setCookies: string[];
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read any field they assert on
};

/**
 * A browser-like client over `simulator.fetch`: it keeps cookies, sends the X-XSRF-TOKEN header
 * from the URL-decoded XSRF-TOKEN cookie, and can pretend to run on a given origin.
 */
export function createClient(simulator: Simulator, options: { origin?: string } = {}) {
  const cookies = new Map<string, string>();

  async function send(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Reply> {
    const all: Record<string, string> = { accept: 'application/json', ...headers };
    if (options.origin) all.origin = options.origin;
    if (cookies.size > 0)
      all.cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const xsrf = cookies.get('XSRF-TOKEN');
    if (xsrf !== undefined && !('x-xsrf-token' in all))
      all['x-xsrf-token'] = decodeURIComponent(xsrf);
    if (body !== undefined) all['content-type'] = 'application/json';
    const response = await simulator.fetch(
      new Request(`http://localhost:8787${path}`, {
        method,
        headers: all,
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
    const setCookies = response.headers.getSetCookie();
    for (const setCookie of setCookies) {
      const [pair = ''] = setCookie.split(';');
      const name = pair.slice(0, pair.indexOf('='));
      if (/Max-Age=0/.test(setCookie)) cookies.delete(name);
      else cookies.set(name, pair.slice(pair.indexOf('=') + 1));
    }
    const text = await response.text();
    const type = response.headers.get('content-type') ?? '';
    return {
      status: response.status,
      headers: response.headers,
      setCookies,
      body: type.includes('json') && text ? JSON.parse(text) : text,
    };
  }

  return {
    cookies,
    send,
    get: (path: string, headers?: Record<string, string>) => send('GET', path, undefined, headers),
    post: (path: string, body: unknown = {}, headers?: Record<string, string>) =>
      send('POST', path, body, headers),
    put: (path: string, body: unknown = {}) => send('PUT', path, body),
    patch: (path: string, body: unknown = {}) => send('PATCH', path, body),
    async csrf() {
      return send('GET', '/api/csrf-cookie');
    },
    /** Fetches the XSRF cookie and logs in as a seed account. */
    async login(username: keyof typeof SEED_CREDENTIALS, remember = false) {
      await send('GET', '/api/csrf-cookie');
      const reply = await send('POST', '/login', {
        username,
        password: SEED_CREDENTIALS[username],
        remember,
      });
      if (reply.status !== 200) throw new Error(`login as ${username} answered ${reply.status}`);
      return reply;
    },
  };
}

/** A client type for test signatures. */
export type Client = ReturnType<typeof createClient>;
