import type { FieldRule } from './field-rules';
import { messages } from './messages';

/** Field name → its Vietnamese error messages, as 422 responses carry them. */
export type FieldErrors = Record<string, string[]>;

/** A JSON request body. */
export type Body = Record<string, unknown>;

/** Collects field errors in the order they are found. */
export class ErrorBag {
  readonly fields: FieldErrors = {};

  add(field: string, message: string): void {
    (this.fields[field] ??= []).push(message);
  }

  /** Adds what `rule` finds wrong with `value` to `field`. */
  check(field: string, rule: FieldRule, value: string): void {
    for (const message of rule(value)) this.add(field, message);
  }

  has(field: string): boolean {
    return field in this.fields;
  }

  get isEmpty(): boolean {
    return Object.keys(this.fields).length === 0;
  }
}

/** A body field as a string ('' when missing; numbers are accepted as their digits). */
export function text(body: Body, key: string): string {
  const value = body[key];
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** True when the body has this key at all, even with an empty value. */
export function present(body: Body, key: string): boolean {
  return key in body && body[key] !== undefined;
}

/** The development captcha token that always passes (any other non-empty token passes too). */
export const DEV_CAPTCHA_OK = 'dev-captcha-ok';

/** The development captcha token that always fails. */
export const DEV_CAPTCHA_FAIL = 'dev-captcha-fail';

/** Checks `gReCaptchaToken`: missing or empty is an error, `dev-captcha-fail` is rejected. */
export function checkCaptcha(errors: ErrorBag, body: Body): void {
  const token = text(body, 'gReCaptchaToken').trim();
  if (token === '') errors.add('gReCaptchaToken', messages.captchaRequired);
  else if (token === DEV_CAPTCHA_FAIL) errors.add('gReCaptchaToken', messages.captchaFailed);
}
