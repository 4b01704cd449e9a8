import type { Page, Route } from '@playwright/test';

/** The client's deadline for one answer (createPortalClient's default timeout). */
export const clientDeadlineMs = 5000;

/** One way a call can go wrong, applied with Playwright routing to the calls of a cell. */
export interface Fault {
  name: string;
  /**
   * Answers (or drops) one routed request of `page`; resolves false when it passed the request on to the API.
   */
  handle: (route: Route, page: Page) => Promise<boolean>;
  /** The answer comes after the client's deadline: the cell waits longer. */
  slow?: boolean;
  /** A 401: the session is over, the player is sent to /login (protected screens). */
  endsSession?: boolean;
  /** A 429: the form counts down before it sends again. */
  throttles?: boolean;
  /** The client may get through by itself (a fresh XSRF token and a second try): success is a right outcome too. */
  recoverable?: boolean;
}

/** The seconds a routed 429 asks the player to wait (the cells pass them on the page's clock). */
export const retryAfterSeconds = 4;

/** The CORS headers the API sends with every answer to the portal's origin. */
function cors(route: Route): Record<string, string> {
  const origin = route.request().headers()['origin'];
  if (!origin) return {};
  return {
    'access-control-allow-origin': origin,
    'access-control-allow-credentials': 'true',
    'access-control-expose-headers': 'Retry-After',
  };
}

const json = async (
  route: Route,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) => {
  await route.fulfill({
    status,
    contentType: 'application/json',
    headers: { ...cors(route), ...headers },
    body: JSON.stringify(body),
  });
  return true;
};

/** Fulfils with a raw body; true: the API never saw the request. */
const raw = async (
  route: Route,
  status: number,
  contentType: string,
  body: string,
  withCors: boolean,
) => {
  await route.fulfill({ status, contentType, headers: withCors ? cors(route) : {}, body });
  return true;
};

const errorPage =
  '<!doctype html><html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1><hr>nginx</body></html>';

/** A fault whose first `times` requests are answered by `answer`, the later ones passed to the API. */
function times(count: number, answer: (route: Route) => Promise<boolean>) {
  let seen = 0;
  return async (route: Route) => {
    seen += 1;
    if (seen <= count) return answer(route);
    await route.fallback();
    return false;
  };
}

/** Every fault of the matrix (a new fault object per cell: some count their requests). */
export function faults(): Fault[] {
  return [
    { name: '500 JSON', handle: (route) => json(route, 500, { message: 'Server Error' }) },
    {
      // A proxy's page in front of the API: no CORS headers, so the browser reports a network error.
      name: '502 HTML (proxy)',
      handle: (route) => raw(route, 502, 'text/html', errorPage, false),
    },
    { name: '503', handle: (route) => json(route, 503, { message: 'Service Unavailable' }) },
    {
      name: '429 Retry-After',
      throttles: true,
      handle: (route) =>
        json(
          route,
          429,
          { message: 'Too Many Attempts.' },
          { 'retry-after': String(retryAfterSeconds) },
        ),
    },
    {
      name: '419 twice',
      recoverable: true,
      handle: times(2, (route) => json(route, 419, { message: 'CSRF token mismatch.' })),
    },
    {
      name: '401 mid-session',
      endsSession: true,
      handle: (route) => json(route, 401, { message: 'Unauthenticated.' }),
    },
    {
      name: '6 s delay',
      slow: true,
      // The answer is held while the page's clock passes 6 s (Playwright's clock: no real wait).
      handle: async (route, page) => {
        await page.clock.fastForward(clientDeadlineMs + 1000);
        // The client gave up at its deadline: the late answer has nobody to go to.
        await route.fallback().catch(() => {});
        return false;
      },
    },
    {
      name: '200 HTML',
      handle: (route) => raw(route, 200, 'text/html', errorPage, true),
    },
    {
      name: '200 truncated JSON',
      handle: (route) =>
        raw(route, 200, 'application/json', '{"data": [{"id": 1, "name": "Vie', true),
    },
    {
      name: 'network abort',
      handle: async (route) => {
        await route.abort('connectionreset');
        return true;
      },
    },
  ];
}

/**
 * The API does the payment, but its answer comes after the client's deadline (a slow mobile network): the outcome
 * is unknown to the player's screen, which must look it up before anything is sent again.
 */
export function lostAnswer(): Fault {
  return {
    name: 'timeout after the API did it, then click again',
    slow: true,
    handle: async (route, page) => {
      const answer = await route.fetch();
      await page.clock.fastForward(clientDeadlineMs + 1000);
      // The client gave up at its deadline: the answer has nobody to go to.
      await route.fulfill({ response: answer }).catch(() => {});
      return false;
    },
  };
}
