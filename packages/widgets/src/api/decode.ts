import { validate, type Struct } from 'superstruct';
import { decodeFailure, describe } from './failures';
import { countingSkipped } from './skippedItems';

/** Turns a response body into typed data, or throws `ApiError` kind `decode`. */
export type Decoder<T> = (data: unknown) => T;

/** A decoder for a schema; extra fields pass through, a missing or mistyped one is a decode failure. */
export function decoderFor<T, S>(schema: Struct<T, S>): Decoder<T> {
  return (data) => {
    let failure: unknown;
    try {
      // coerce: lists decode item by item (schemas/bounds.ts, listOf); a list answer counts those left out
      return countingSkipped(() => {
        const [error, value] = validate(data, schema, { coerce: true });
        if (error) throw error;
        return value;
      });
    } catch (error) {
      // A schema must never let something else escape, whatever the server sent.
      failure = error;
    }
    throw decodeFailure(0, describe(failure));
  };
}
