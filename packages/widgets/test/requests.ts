/** Records the requests a test's simulator receives: which were sent, in what order, with what body. */
import { onTestFinished } from 'vitest';
import type { TestSimulator } from './simulator';

/** One request as it started, before any handler read it. */
export interface RecordedRequest {
  method: string;
  url: string;
  /** The URL's path, without the query. */
  path: string;
  /** Its headers as sent (an idempotency key among them). */
  headers: Headers;
  /** Its body read as JSON (from a copy taken when it started; the same promise on every call). */
  json<T = unknown>(): Promise<T>;
}

/** Which requests to record: all of them, or only those of this method and path. */
export interface RequestFilter {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The exact path, or a pattern it matches (`/^\/reset-password\//` for a prefix). */
  path?: string | RegExp;
}

/** The requests recorded so far: a live list, read at the moment of each assertion. */
export interface RequestRecord {
  /** Every matching request, in the order sent. */
  readonly requests: readonly RecordedRequest[];
  paths(): string[];
  methods(): string[];
  /** Each request's body read as JSON, in the order sent. */
  bodies<T = unknown>(): Promise<T>[];
  /** Stops recording (it stops by itself when the test ends). */
  stop(): void;
}

function matches(filter: RequestFilter, method: string, path: string): boolean {
  if (filter.method && filter.method !== method) return false;
  if (filter.path === undefined) return true;
  return typeof filter.path === 'string' ? filter.path === path : filter.path.test(path);
}

function recorded(request: Request, path: string): RecordedRequest {
  const copy = request.method === 'GET' || request.method === 'HEAD' ? null : request.clone();
  let body: Promise<unknown> | undefined;
  return {
    method: request.method,
    url: request.url,
    path,
    headers: new Headers(request.headers),
    json: <T>() => {
      body ??= copy ? copy.json() : Promise.reject(new Error(`${request.method} has no body`));
      return body as Promise<T>;
    },
  };
}

/**
 * Records, from now until the test ends (or `stop()`), the requests the simulator receives that
 * match `filter`.
 */
export function recordRequests(sim: TestSimulator, filter: RequestFilter = {}): RequestRecord {
  const requests: RecordedRequest[] = [];
  const listener = ({ request }: { request: Request }) => {
    const path = new URL(request.url).pathname;
    if (matches(filter, request.method, path)) requests.push(recorded(request, path));
  };
  sim.server.events.on('request:start', listener);
  const stop = () => sim.server.events.removeListener('request:start', listener);
  onTestFinished(stop);
  return {
    requests,
    paths: () => requests.map((request) => request.path),
    methods: () => requests.map((request) => request.method),
    bodies: <T>() => requests.map((request) => request.json<T>()),
    stop,
  };
}
