/**
 * Helpers of the widgets' Ladle stories. Every story talks to the API simulator that
 * `.ladle/simulatorWorker.ts` runs in the page behind MSW; a story's own `msw` handlers (Ladle adds
 * them in front of the simulator) give the answers the simulator would not, such as a 500.
 */
import { within } from '@testing-library/dom';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { DEV_CAPTCHA_FAIL, DEV_CAPTCHA_OK, type OutboxMessage } from '@portal/api-sim';
import { delay, getResponse, HttpResponse, RequestHandler } from 'msw';
import type { SetupWorker } from 'msw/browser';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { messages } from '../../api-sim/src/messages';
import { createPortalClient } from '../src/api';
import {
  createDevCaptcha,
  createDevShare,
  PortalProvider,
  useColourMode,
  type CaptchaProvider,
} from '../src/provider';

/** Where the simulator answers: the same address as the client of `.ladle/components.tsx`. */
export const simulatorURL = 'http://localhost:8787';

/** The simulator's URL of an API path, for a story's `msw` handlers. */
export const api = (path: string) => `${simulatorURL}${path}`;

// ---- Answers of a real server that the simulator does not give by itself ----

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

// ---- The client the stories use ----

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

const share = createDevShare();

/** Captchas for the stories: the dev one, one that cannot load, one whose token the simulator refuses. */
export const captchas = {
  ok: createDevCaptcha(),
  unavailable: createDevCaptcha({ unavailable: true }),
  rejected: createDevCaptcha({ token: DEV_CAPTCHA_FAIL }),
} satisfies Record<string, CaptchaProvider>;

// ---- Rendering ----

/** What a script can query: Testing Library's queries bound to the story. */
export type Screen = ReturnType<typeof within>;

/** Brings a widget into a state as a player would: typing, clicking. */
export type Script = (screen: Screen, user: UserEvent) => Promise<void>;

/** Plays `script` once on mount, inside its own element. */
function Scripted({ script, children }: { script: Script | undefined; children: ReactNode }) {
  const root = useRef<HTMLDivElement>(null);
  const played = useRef(false);
  useEffect(() => {
    if (!script || played.current || !root.current) return;
    played.current = true;
    // A story left before its script ended finds no fields; that is no failure of the widget.
    script(within(root.current), userEvent.setup({ delay: null })).catch((error: unknown) =>
      console.warn('The story script stopped:', error),
    );
  }, [script]);
  return <div ref={root}>{children}</div>;
}

/** Props of {@link StoryPortal}. */
export interface StoryPortalProps {
  /** The dev captcha (its token passes) unless told otherwise. */
  captcha?: CaptchaProvider;
  /** Played once the widget is on screen. */
  script?: Script | undefined;
  children: ReactNode;
}

/**
 * A PortalProvider with {@link storyClient} and `captcha`, following the colour mode picked in the
 * Ladle frame, around the widget and its `script`.
 */
export function StoryPortal({ captcha = captchas.ok, script, children }: StoryPortalProps) {
  const { mode, resolved } = useColourMode();
  return (
    <PortalProvider
      key={`${mode}:${resolved}`}
      client={storyClient}
      captcha={captcha}
      share={share}
      colourMode={mode}
    >
      <Scripted script={script}>{children}</Scripted>
    </PortalProvider>
  );
}

/** Props of {@link Prepared}. */
export interface PreparedProps<T> {
  /** Gets what the story needs from the simulator (a token, an account), once per mount. */
  load: () => Promise<T>;
  children: (value: T) => ReactNode;
}

/** Renders `children` once `load` has got its data from the simulator. */
export function Prepared<T>({ load, children }: PreparedProps<T>) {
  const [outcome, setOutcome] = useState<{ value: T } | { error: string } | null>(null);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    load().then(
      (value) => setOutcome({ value }),
      (error: unknown) => {
        console.warn('The simulator could not prepare this story:', error);
        setOutcome({ error: String(error) });
      },
    );
  }, [load]);
  if (outcome === null) return <p lang="en">Preparing the story with the simulator…</p>;
  if ('error' in outcome) {
    return <p lang="en">The simulator could not prepare this story: {outcome.error}</p>;
  }
  return children(outcome.value);
}

// ---- Data from the simulator's own flows ----

/** A name no account has yet (the simulator keeps its state while the page lives). */
export const uniqueName = (prefix: string) =>
  `${prefix}_${Math.random().toString(36).slice(2, 8).padEnd(6, '0')}`;

const uniquePhone = () => `09${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** The password of the accounts made for stories. */
export const storyPassword = 'Kiếm-hiệp 2026!';

let queue: Promise<unknown> = Promise.resolve();

/** Runs the flows of one story after those of the story before: they share the page's session. */
function serially<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

async function simulatorTool<T>(path: string, body?: object): Promise<T> {
  const response = await inPageFetch(
    api(path),
    body && {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    },
  );
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

async function lastMessageTo(to: string): Promise<OutboxMessage> {
  const outbox = await simulatorTool<OutboxMessage[]>(`/__sim/outbox?to=${encodeURIComponent(to)}`);
  const last = outbox.at(-1);
  if (!last) throw new Error(`The simulator sent nothing to ${to}.`);
  return last;
}

function tokenOfLink(message: OutboxMessage): string {
  const token = message.link?.split('/').at(-1);
  if (!token) throw new Error(`"${message.subject}" to ${message.to} has no link.`);
  return token;
}

/** Registers a new account, which logs it in. */
async function newAccount() {
  const username = uniqueName('story');
  const phone = uniquePhone();
  await storyClient.register({
    phone,
    receiveNewsletter: false,
    username,
    password: storyPassword,
    passwordConfirm: storyPassword,
    gReCaptchaToken: DEV_CAPTCHA_OK,
  });
  return { username, phone };
}

/** A new account (logged in) with an unverified e-mail address of its own. */
async function accountWithEmail() {
  const { username } = await newAccount();
  const email = `${username}@example.com`;
  // No security code: the account has no verified address yet.
  await storyClient.changeEmail({ email, securityCode: '' });
  return { username, email };
}

/** The token of a live reset link, e-mailed to a new account by `POST /reset-password/send-email`. */
export const resetToken = () =>
  serially(async () => {
    const { username, email } = await accountWithEmail();
    await storyClient.logout();
    await storyClient.sendResetEmail({ username, gReCaptchaToken: DEV_CAPTCHA_OK });
    return tokenOfLink(await lastMessageTo(email));
  });

/** The token of a live verification link, e-mailed to a new account by `POST /email-verification/send`. */
export const verificationToken = () =>
  serially(async () => {
    const { email } = await accountWithEmail();
    await storyClient.sendVerificationEmail();
    await storyClient.logout();
    return tokenOfLink(await lastMessageTo(email));
  });

/** A new account whose phone is verified (`KH`) and has asked for a reset OTP (`MXT`) by SMS. */
export const phoneResetOtp = () =>
  serially(async () => {
    const { username, phone } = await newAccount();
    await storyClient.logout();
    const sms = (text: string) =>
      simulatorTool<{ reply: OutboxMessage }>('/__sim/sms', { from: phone, text });
    await sms(`KH ${username}`);
    const { reply } = await sms(`MXT ${username}`);
    if (!reply.code) throw new Error(`MXT ${username} got no OTP: ${reply.text}`);
    return { username, otp: reply.code };
  });
