/** What the protected pages' inline script (inline/early-session.js) leaves: its `GET /api/me` on its way. */
export interface EarlySession {
  url: string;
  answer: Promise<Response>;
}

declare global {
  interface Window {
    portalEarlySession?: EarlySession;
  }
}

/**
 * A fetch whose first `GET` of the early request's URL takes that answer (once) instead of asking again; every other
 * request goes to the global fetch, looked up at call time.
 */
export function withEarlySession(): typeof fetch {
  return (input, init) => {
    const early = typeof window === 'undefined' ? undefined : window.portalEarlySession;
    const url = input instanceof Request ? input.url : String(input);
    const method = (
      init?.method ?? (input instanceof Request ? input.method : 'GET')
    ).toUpperCase();
    if (early && method === 'GET' && url === early.url) {
      window.portalEarlySession = undefined;
      return early.answer;
    }
    return globalThis.fetch(input, init);
  };
}
