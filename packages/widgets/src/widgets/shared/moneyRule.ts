import { isApiError } from '../../api';

/**
 * The one rule that ends a money decision: the API's own refusal, a 4xx it made having read the request (422, 403,
 * 404, a 409 other than its key still at work). Anything else says nothing of whether the write was done, on a first
 * send as on a resend: a 5xx of any kind (the API crashed after writing, a proxy's 502 or 504 while the API goes on),
 * a 408, a 429 or 419 from in front of the API, a 401, a 409 for the key in flight, a network error, a timeout, a
 * broken or cut answer. Such an outcome stays unknown: the key is kept, the page looks up, and the only way on is
 * the same decision under the same key (the server does it once, or answers with what it did) or a look-up that
 * says it was not done.
 */
export function refusedByTheApi(error: unknown): boolean {
  return (
    isApiError(error) &&
    error.kind === 'http' &&
    error.statusCode >= 400 &&
    error.statusCode < 500 &&
    ![401, 408, 409, 419, 429].includes(error.statusCode)
  );
}
