import { http, HttpResponse, type HttpHandler } from 'msw';
import { simulatorURL, type TestSimulator } from '../simulator';

/**
 * The fault matrix's list (e2e/faults/faults.ts), as MSW answers in front of the simulator: a timeout before and after
 * the API acted ('6 s delay', 'timeout after the API did it'), '500 JSON', '502 HTML (proxy)', '200 HTML', '200
 * truncated JSON', '419', '401 mid-session', '429 Retry-After', a lost answer ('network abort' after the API acted), a
 * slow answer that arrives after the player left, and a server that handles the request 30 s late.
 */
export const faultKinds = [
  'timeoutBeforeActing',
  'timeoutAfterActing',
  'serverError',
  'proxyHtml',
  'htmlOk',
  'truncatedJson',
  'csrfMismatch',
  'unauthenticated',
  'throttled',
  'lostAnswer',
  'answerAfterLeaving',
  'lateServer',
] as const;

/**
 * Faults of money writes only (issue 40): the API did the write, and what comes back is a 5xx, of the API ('500 JSON
 * after acting') or of the proxy in front of it ('502 HTML after acting', '504 after acting', nginx's pages). To the
 * page it is a normal answer (CORS-wise too): nothing in it says whether the write was done.
 */
export const moneyFaultKinds = [
  'serverErrorAfterActing',
  'proxyHtmlAfterActing',
  'gatewayTimeoutAfterActing',
] as const;

/** One fault of {@link faultKinds} or {@link moneyFaultKinds}. */
export type FaultKind = (typeof faultKinds)[number] | (typeof moneyFaultKinds)[number];

/** Which request a fault waits for: the next money write, the next other write, or the next read. */
export type FaultTarget = 'money' | 'write' | 'read';

/** The paths of the money writes (each with an Idempotency-Key). */
export const moneyPaths = [
  '/api/recharge/game',
  '/api/recharge/card',
  '/api/account-zones',
  '/api/giftpaysys/receive',
] as const;

/** How many steps after its own a fault waits for its request. */
export const faultLifeSteps = 3;

/** The tab a request comes from: the tabs' fetch marks it, so a held answer finds the tab whose player leaves. */
export const tabHeader = 'x-chaos-tab';

/** Which {@link FaultTarget} a request is. */
export function targetOf(method: string, path: string): FaultTarget {
  if (method === 'GET') return 'read';
  return method === 'POST' && (moneyPaths as readonly string[]).includes(path) ? 'money' : 'write';
}

const nginxPage = (status: string) =>
  `<html>\r\n<head><title>${status}</title></head>\r\n<body>\r\n<center><h1>${status}</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n`;
const html = (body: string, status: number) =>
  new HttpResponse(body, { status, headers: { 'Content-Type': 'text/html' } });

/** An answer the network holds back until the journey releases it. */
export interface HeldAnswer {
  tab: number;
  release(): void;
}

/** The faults of a journey: armed between steps, each taken by the first request of its target. */
export interface ChaosNetwork {
  handler: HttpHandler;
  arm(kind: FaultKind, target: FaultTarget): void;
  /**
   * A step ended: a fault no request took within {@link faultLifeSteps} steps after its own is dropped, and the tabs
   * faults met are forgotten.
   */
  disarmStale(): void;
  /** Answers of 'answerAfterLeaving' waiting for their tab's player to leave. */
  heldAnswers(): HeldAnswer[];
  /** Requests of 'lateServer' still held before the server: the server handles them now (30 s later). */
  handleLate(): Promise<void>;
  /** What the faults did this journey, for the report. */
  log: string[];
  /** The tabs a fault met since the last step began (`disarmStale` forgets them). */
  faulted: ReadonlySet<number>;
  /** Lets every held request and answer go (the journey is over). */
  dispose(): void;
}

/** The network between the tabs and the simulator for one test file; `reset()` starts a journey afresh. */
export function createChaosNetwork(sim: TestSimulator): ChaosNetwork & { reset(): void } {
  let armed: { kind: FaultKind; target: FaultTarget; steps: number }[] = [];
  let held: (HeldAnswer & { settled: boolean })[] = [];
  let late: { request: Request; handled: (value: void) => void }[] = [];
  let endOfJourney = deferred();
  const log: string[] = [];
  const faulted = new Set<number>();

  const untilAborted = (request: Request) =>
    Promise.race([
      new Promise<void>((resolve) => request.signal.addEventListener('abort', () => resolve())),
      endOfJourney.promise,
    ]);

  async function answer(kind: FaultKind, request: Request, tab: number): Promise<Response> {
    switch (kind) {
      case 'timeoutBeforeActing':
        await untilAborted(request);
        return HttpResponse.error();
      case 'timeoutAfterActing':
        await sim.exchange(request);
        await untilAborted(request);
        return HttpResponse.error();
      case 'serverError':
        return HttpResponse.json({ message: 'Server Error' }, { status: 500 });
      case 'proxyHtml':
        return html(nginxPage('502 Bad Gateway'), 502);
      case 'serverErrorAfterActing':
        await sim.exchange(request);
        return HttpResponse.json({ message: 'Server Error' }, { status: 500 });
      case 'proxyHtmlAfterActing':
        await sim.exchange(request);
        return html(nginxPage('502 Bad Gateway'), 502);
      case 'gatewayTimeoutAfterActing':
        await sim.exchange(request);
        return html(nginxPage('504 Gateway Time-out'), 504);
      case 'htmlOk':
        return html(nginxPage('Đang bảo trì'), 200);
      case 'truncatedJson': {
        const whole = await sim.exchange(request);
        const text = await whole.text();
        return new HttpResponse(text.slice(0, Math.ceil(text.length / 2)), {
          status: whole.status,
          headers: { 'Content-Type': 'application/json' },
        });
      }
      case 'csrfMismatch':
        return HttpResponse.json({ message: 'CSRF token mismatch.' }, { status: 419 });
      case 'unauthenticated':
        return HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 });
      case 'throttled':
        return HttpResponse.json(
          { message: 'Too Many Attempts.' },
          { status: 429, headers: { 'Retry-After': '1' } },
        );
      case 'lostAnswer':
        await sim.exchange(request);
        return HttpResponse.error();
      case 'answerAfterLeaving': {
        const response = await sim.exchange(request);
        await new Promise<void>((resolve) => {
          const entry = {
            tab,
            settled: false,
            release: () => {
              entry.settled = true;
              resolve();
            },
          };
          held.push(entry);
        });
        return response;
      }
      case 'lateServer': {
        // Read now: the client gives up long before the server gets to it.
        const copy = new Request(request.url, {
          method: request.method,
          headers: request.headers,
          body: request.method === 'GET' ? undefined : await request.arrayBuffer(),
        });
        await new Promise<void>((handled) => late.push({ request: copy, handled }));
        return HttpResponse.error();
      }
      default:
        return kind satisfies never;
    }
  }

  const handler = http.all(`${simulatorURL}/*`, async ({ request }) => {
    const path = new URL(request.url).pathname;
    if (path.startsWith('/__sim/')) return undefined;
    const target = targetOf(request.method, path);
    const index = armed.findIndex((fault) => fault.target === target);
    if (index < 0) return undefined; // on to the simulator's own handler
    const [fault] = armed.splice(index, 1);
    if (!fault) return undefined;
    const tab = Number(request.headers.get(tabHeader) ?? -1);
    log.push(`${fault.kind} on ${request.method} ${path} (tab ${tab + 1})`);
    faulted.add(tab);
    return answer(fault.kind, request, tab);
  });

  return {
    handler,
    log,
    faulted,
    arm: (kind, target) => void armed.push({ kind, target, steps: 0 }),
    disarmStale: () => {
      faulted.clear();
      for (const fault of armed) fault.steps += 1;
      armed = armed.filter((fault) => fault.steps <= faultLifeSteps);
    },
    heldAnswers: () => held.filter((entry) => !entry.settled),
    handleLate: async () => {
      const due = late;
      late = [];
      for (const { request, handled } of due) {
        log.push(`the server handles ${request.method} ${new URL(request.url).pathname} late`);
        await sim.exchange(request);
        handled();
      }
    },
    dispose: () => {
      for (const entry of held) entry.release();
      for (const { handled } of late) handled();
      endOfJourney.resolve();
    },
    reset: () => {
      faulted.clear();
      armed = [];
      held = [];
      late = [];
      log.length = 0;
      endOfJourney = deferred();
    },
  };
}

function deferred() {
  let resolve: () => void = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
