import type { MessageKey } from '../i18n';

/** How a call failed: an error status, no answer in time, no connection, or a body that is not the agreed shape. */
export type ApiErrorKind = 'http' | 'timeout' | 'network' | 'decode';

/** Field errors of a 422 response: field name to its messages. */
export type FieldErrors = Record<string, string[]>;

/** What an `ApiError` is made of. */
export interface ApiErrorInit {
  kind: ApiErrorKind;
  statusCode: number;
  message: string;
  errors?: FieldErrors;
  errorCode?: string;
  messageKey?: MessageKey;
  detail?: string;
}

/** The one error every client function throws; `message` is fit to show, `detail` is for the console. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  /** The response status; 0 when no response came. */
  readonly statusCode: number;
  readonly errors: FieldErrors;
  readonly errorCode?: string;
  /** Set when `message` comes from the catalogue, so the UI can translate it. */
  readonly messageKey?: MessageKey;
  readonly detail?: string;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.kind = init.kind;
    this.statusCode = init.statusCode;
    this.errors = init.errors ?? Object.create(null);
    if (init.errorCode !== undefined) this.errorCode = init.errorCode;
    if (init.messageKey !== undefined) this.messageKey = init.messageKey;
    if (init.detail !== undefined) this.detail = init.detail;
  }
}

/** Whether a thrown value is an `ApiError`. */
export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
