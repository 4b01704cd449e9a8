/** What the protected pages' inline script (inline/early-session.js) leaves: its reads on their way, by URL. */
export interface EarlySession {
  answers: Record<string, Promise<Response>>;
}

declare global {
  interface Window {
    portalEarlySession?: EarlySession;
  }
}

/**
 * How long after the page began an early answer may still be taken: it belongs to the page's first load, not to a
 * visit of the same page later in the session, which asks afresh.
 */
export const earlyAnswerMs = 10_000;

/**
 * The early request a GET of `url` stands for: the URL without its `nocache` parameter (the history's, which only
 * keeps HTTP caches out: the early answer is as fresh); a URL with any other parameter asks for something else.
 */
function earlyKey(url: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  parsed.searchParams.delete('nocache');
  return parsed.search === '' ? `${parsed.origin}${parsed.pathname}` : undefined;
}

/**
 * A fetch whose first `GET` of each early request's URL takes that answer (once, within {@link earlyAnswerMs} of the
 * page's start) instead of asking again; every other request goes to the global fetch, looked up at call time.
 */
export function withEarlySession(now: () => number = () => performance.now()): typeof fetch {
  return (input, init) => {
    const answers = typeof window === 'undefined' ? undefined : window.portalEarlySession?.answers;
    const url = input instanceof Request ? input.url : String(input);
    const method = (
      init?.method ?? (input instanceof Request ? input.method : 'GET')
    ).toUpperCase();
    const key = answers && method === 'GET' ? earlyKey(url) : undefined;
    if (answers && key !== undefined && key in answers) {
      const early = answers[key];
      delete answers[key];
      if (early && now() < earlyAnswerMs) return early;
    }
    return globalThis.fetch(input, init);
  };
}
