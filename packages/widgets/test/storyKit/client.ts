/**
 * The client the stories use: the real one, over a fetch that Ladle's MSW handlers (the story's own,
 * then the simulator's) answer in the page.
 */
import { DEV_CAPTCHA_FAIL } from '@portal/api-sim';
import { getResponse, HttpResponse, RequestHandler } from 'msw';
import type { SetupWorker } from 'msw/browser';
import { createPortalClient } from '../../src/api';
import { createDevCaptcha, type CaptchaProvider } from '../../src/provider';
import { simulatorURL } from './answers';

/** The handlers of Ladle's worker: the story's own `msw` first, then the simulator's. */
function ladleHandlers(): RequestHandler[] {
  const worker = (window as { __ladle_msw?: SetupWorker }).__ladle_msw;
  return (worker?.listHandlers() ?? []).filter(
    (handler): handler is RequestHandler => handler instanceof RequestHandler,
  );
}

/**
 * A fetch answered by those same handlers in the page rather than through the service worker:
 * Chromium logs every 4xx and 5xx that crosses the network as a console error, which the Ladle
 * smoke test counts, and the error stories exist to receive such answers.
 */
export const inPageFetch: typeof fetch = async (input, init) => {
  const request = new Request(input, init);
  const response = await getResponse(ladleHandlers(), request);
  if (!response) return fetch(request);
  if (response.type === 'error') throw new TypeError('Failed to fetch');
  return response;
};

/**
 * The real client for the simulator's address, over {@link inPageFetch}, with no deadline to
 * speak of, so that a Processing story stays processing instead of turning into a timeout.
 */
export const storyClient = createPortalClient({
  baseURL: simulatorURL,
  fetch: inPageFetch,
  timeoutMs: 2 ** 31 - 1,
});

/** Captchas for the stories: the dev one, one that cannot load, one whose token the simulator refuses. */
export const captchas = {
  ok: createDevCaptcha(),
  unavailable: createDevCaptcha({ unavailable: true }),
  rejected: createDevCaptcha({ token: DEV_CAPTCHA_FAIL }),
} satisfies Record<string, CaptchaProvider>;

/**
 * The simulator's own answer to `request` (the worker's last handler), for a story's `msw` handler
 * that changes what the simulator says, such as a payload the widget must refuse.
 */
export async function simulatorAnswer(request: Request): Promise<Response> {
  const simulator = ladleHandlers().at(-1);
  const response = simulator ? await getResponse([simulator], request) : undefined;
  if (!response) throw new Error(`The simulator did not answer ${request.method} ${request.url}.`);
  return response;
}

/**
 * A story's answer: the simulator (the worker's last handler) does the request, but the answer is
 * lost on the way back, as when a connection drops: the client sees a write whose outcome is unknown.
 */
export async function doneButLost({ request }: { request: Request }): Promise<Response> {
  const simulator = ladleHandlers().at(-1);
  if (simulator) await getResponse([simulator], request);
  return HttpResponse.error();
}
