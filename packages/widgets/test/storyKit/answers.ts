/** Answers of a real server that the simulator does not give by itself, for a story's `msw` handlers. */
import { delay, HttpResponse } from 'msw';
import { messages } from '../../../api-sim/src/messages';

/** Where the simulator answers: the same address as the client of `.ladle/components.tsx`. */
export const simulatorURL = 'http://localhost:8787';

/** The simulator's URL of an API path, for a story's `msw` handlers. */
export const api = (path: string) => `${simulatorURL}${path}`;

/** Never answers: the widget stays in its processing state. */
export async function noAnswer(): Promise<undefined> {
  await delay('infinite');
  return undefined;
}

/** 500 with Laravel's HTML error page, as a server that crashed sends it. */
export const serverError = () =>
  new HttpResponse(
    '<!DOCTYPE html><html lang="en"><head><title>Server Error</title></head><body><div>500 | Server Error</div></body></html>',
    { status: 500, headers: { 'Content-Type': 'text/html; charset=UTF-8' } },
  );

/** 422 `{ message, errors }`, shaped as the simulator (and Laravel) shapes it. */
export const unprocessable = (errors: Record<string, string[]>) =>
  HttpResponse.json({ message: messages.validationFailed, errors }, { status: 422 });

/** No connection at all: fetch rejects. */
export const offline = () => HttpResponse.error();

/** 429 with a Retry-After of `seconds`, as Laravel's throttle sends it. */
export const tooManyRequests = (seconds: number) => () =>
  HttpResponse.json(
    { message: 'Too Many Attempts.' },
    { status: 429, headers: { 'Retry-After': String(seconds) } },
  );

/** 419: the csrf cookie is stale (twice in a row, the client's own retry included). */
export const sessionExpired = () =>
  HttpResponse.json({ message: 'CSRF token mismatch.' }, { status: 419 });
