import { describeFailure, isApiError } from '@portal/widgets';
import type { Breadcrumb, ErrorEvent, StackFrame } from '@sentry/react';
import type { RouteOf } from './routeOf';

/** What stands for a value that is never sent. */
export const filtered = '[Filtered]';

/**
 * Whether a field's name says it holds a secret (a password, PIN, serial, OTP, security code, token, cookie, the
 * XSRF header, a session or a captcha answer), whatever its case or separators: `passwordConfirm`, `X-XSRF-TOKEN`,
 * `gReCaptchaToken`, `code`.
 */
export function isSecretName(name: string): boolean {
  const word = name.toLowerCase().replace(/[^a-z]/g, '');
  return /pass(word|wd)?|^pin|pin$|serial|otp|token|secret|cookie|xsrf|csrf|authori[sz]ation|captcha|session|^code$|securitycode/.test(
    word,
  );
}

/** A plain word of a path (`api`, `payment-methods`): a segment with a digit, a capital or anything else may be a token. */
const plainSegment = /^[a-z]+(?:-[a-z]+)*$/;

/**
 * A URL as the tracker may keep it, never with its query or fragment: a page of the portal by its route pattern
 * (`routeOf`, so a reset or verification token in its path never leaves), a file of the portal as it is (a stack
 * frame's script), and any other URL (the API's) with every segment that is not a plain word masked as `:param`.
 * A relative URL stays relative.
 */
export function scrubUrl(raw: string, routeOf: RouteOf): string {
  const { origin } = window.location;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return filtered;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return `${url.protocol}${filtered}`;
  const isFile = /\.[a-z0-9]+$/i.test(url.pathname);
  const path =
    url.origin === origin
      ? isFile
        ? url.pathname
        : routeOf(url.pathname)
      : url.pathname
          .split('/')
          .map((segment) => (segment === '' || plainSegment.test(segment) ? segment : ':param'))
          .join('/');
  return /^[a-z][a-z0-9+.-]*:/i.test(raw) ? `${url.origin}${path}` : path;
}

/** A text with every URL in it scrubbed (an error's message may quote one). */
export function scrubText(text: string, routeOf: RouteOf): string {
  return text.replace(/\bhttps?:\/\/[^\s"'<>()]+/g, (url) => scrubUrl(url, routeOf));
}

/** A copy of `value` with every secret field's value filtered and every text scrubbed, `depth` levels down. */
export function withoutSecrets(value: unknown, routeOf: RouteOf, depth = 6): unknown {
  if (typeof value === 'string') return scrubText(value, routeOf);
  if (typeof value !== 'object' || value === null) return value;
  if (depth === 0) return filtered;
  if (Array.isArray(value)) return value.map((item) => withoutSecrets(item, routeOf, depth - 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      isSecretName(key) ? filtered : withoutSecrets(item, routeOf, depth - 1),
    ]),
  );
}

/**
 * What a breadcrumb keeps: a move between pages by route patterns, a request by its method, scrubbed URL and status
 * (never a body, a header or a size); any other breadcrumb is dropped (the console's and the clicks' are off).
 */
export function scrubBreadcrumb(crumb: Breadcrumb, routeOf: RouteOf): Breadcrumb | null {
  const data = crumb.data ?? {};
  const url = (value: unknown) => scrubUrl(String(value ?? ''), routeOf);
  switch (crumb.category) {
    case 'navigation':
      return { ...crumb, message: undefined, data: { from: url(data.from), to: url(data.to) } };
    case 'fetch':
    case 'xhr':
      return {
        ...crumb,
        message: undefined,
        data: { method: data.method, url: url(data.url), status_code: data.status_code },
      };
    default:
      return null;
  }
}

function scrubFrame(frame: StackFrame, routeOf: RouteOf): StackFrame {
  return {
    ...frame,
    filename: frame.filename && scrubUrl(frame.filename, routeOf),
    abs_path: frame.abs_path && scrubUrl(frame.abs_path, routeOf),
  };
}

/**
 * The event as it may leave: the page by its route pattern (the `route` tag, and the request's URL) with the browser
 * as the only header; an API failure described by its kind, status and catalogue key, never its developer message
 * (which quotes the URL and the answer's body); texts and URLs scrubbed, secret fields filtered; no user.
 */
export function scrubEvent(event: ErrorEvent, original: unknown, routeOf: RouteOf): ErrorEvent {
  const userAgent = event.request?.headers?.['User-Agent'];
  const values = event.exception?.values?.map((exception) => ({
    ...exception,
    value:
      exception.type === 'ApiError' && isApiError(original)
        ? describeFailure(original)
        : exception.value && scrubText(exception.value, routeOf),
    stacktrace: exception.stacktrace && {
      ...exception.stacktrace,
      frames: exception.stacktrace.frames?.map((frame) => scrubFrame(frame, routeOf)),
    },
  }));
  return {
    ...event,
    message: event.message && scrubText(event.message, routeOf),
    exception: values && { ...event.exception, values },
    request: {
      url: scrubUrl(event.request?.url ?? window.location.href, routeOf),
      ...(userAgent && { headers: { 'User-Agent': userAgent } }),
    },
    user: undefined,
    tags: {
      ...(withoutSecrets(event.tags ?? {}, routeOf) as ErrorEvent['tags']),
      route: event.tags?.route ?? routeOf(window.location.pathname),
    },
    extra: event.extra && (withoutSecrets(event.extra, routeOf) as ErrorEvent['extra']),
    contexts: event.contexts && (withoutSecrets(event.contexts, routeOf) as ErrorEvent['contexts']),
    breadcrumbs: event.breadcrumbs?.flatMap((crumb) => scrubBreadcrumb(crumb, routeOf) ?? []),
  };
}
