import fc from 'fast-check';
import { is, validate, type Struct } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { isApiError } from './ApiError';
import { createPortalClient } from './client';
import { decoders, responseSchemas, type Endpoint } from './testing/contract';
import { transactionSchema, transactionStatusOf, transactionTypeOf } from './schemas';
import { onSkippedItems } from './skippedItems';
import { fakeFetch } from './testing/fakeFetch';
import { sampleUser } from './testing/samples';

const endpoints = Object.keys(decoders) as Endpoint[];

const hostile = fc.anything({
  withBoxedValues: true,
  withMap: true,
  withSet: true,
  withBigInt: true,
  withDate: true,
  withNullPrototype: true,
  withObjectString: true,
  withSparseArray: true,
  withTypedArray: true,
});
const parsedJson = fc.json().map((text): unknown => JSON.parse(text));

function outcome(decode: (data: unknown) => unknown, data: unknown) {
  try {
    return { value: decode(data) };
  } catch (error) {
    return { error };
  }
}

describe.each(endpoints)('the decoder of %s', (endpoint) => {
  const decode = decoders[endpoint];
  const schema = responseSchemas[endpoint] as Struct<unknown, unknown>;

  it.each([
    ['arbitrary values', hostile],
    ['arbitrary JSON', parsedJson],
  ])('given %s, returns valid data or throws ApiError decode', (_, input) => {
    fc.assert(
      fc.property(input, (data) => {
        const result = outcome(decode, data);
        if ('value' in result) {
          // only a body of the agreed shape decodes (into the portal's names, for some endpoints); a list decodes
          // item by item, so its shape is the one left once the items that do not fit are out
          expect(validate(data, schema, { coerce: true })[0]).toBeUndefined();
        } else {
          expect(isApiError(result.error) && result.error.kind).toBe('decode');
        }
      }),
    );
  });
});

const text = fc.string({ maxLength: 12 });
const nullableText = fc.option(text, { nil: null });
const extras = fc.dictionary(
  fc.string().filter((key) => !['__proto__', 'constructor'].includes(key)),
  // as JSON carries it: -0 arrives as 0
  fc.jsonValue().map((value): unknown => JSON.parse(JSON.stringify(value))),
  { maxKeys: 3 },
);
const transaction = fc.record({
  id: fc.nat(),
  type: fc.string(),
  value: fc.integer(),
  realValue: fc.integer(),
  currency: fc.constantFrom('KP', 'VND'),
  status: fc.string(),
  updatedAt: text,
  payload: fc.option(
    fc.record(
      {
        serial: nullableText,
        pin: nullableText,
        errorNote: nullableText,
        source: fc.constantFrom('momo', 'viettelpay', 'techcombank', 'vietcombank', null),
        provider: nullableText,
        metadata: fc.option(fc.record({ coin: fc.nat(), coinName: text, gameId: text }), {
          nil: null,
        }),
      },
      { requiredKeys: [] },
    ),
    { nil: null },
  ),
  relatedTransactions: fc.constant([]),
});

describe('valid bodies', () => {
  it('transactions of any type and status, with extra fields, decode unchanged but for the type and status in house words', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(transaction, extras), { maxLength: 3 }), (rows) => {
        const body = rows.map(([row, extra]) => ({ ...extra, ...row, relatedTransactions: [row] }));
        const copy: unknown = JSON.parse(JSON.stringify(body));
        const decoded = (row: (typeof rows)[number][0]) => ({
          ...row,
          type: transactionTypeOf(row.type),
          status: transactionStatusOf(row.status),
        });
        expect(decoders['GET /api/transaction-history'](copy)).toEqual(
          rows.map(([row, extra]) => ({
            ...extra,
            ...decoded(row),
            relatedTransactions: [decoded(row)],
          })),
        );
      }),
    );
  });
});

describe('lists, item by item', () => {
  it('keep every row that decodes, in order, leave out every other one and report how many; none decoding is a bad answer', () => {
    const row = fc.oneof(
      transaction,
      fc.anything(),
      transaction.map((valid) => ({ ...valid, value: 'một trăm' })),
      transaction.map((valid) => ({ ...valid, id: undefined })),
    );
    fc.assert(
      fc.property(fc.array(row, { maxLength: 8 }), (rows) => {
        const counts: number[] = [];
        const stop = onSkippedItems((error) => counts.push(error.count));
        const result = outcome(decoders['GET /api/transaction-history'], rows);
        stop();
        const fits = rows.flatMap((entry) => {
          const [error, value] = validate(entry, transactionSchema, { coerce: true });
          return error ? [] : [value];
        });
        if (rows.length > 0 && fits.length === 0) {
          // rows came and none decodes: a bad answer, never an empty history
          expect('error' in result && isApiError(result.error) && result.error.kind).toBe('decode');
          expect(counts).toEqual([]);
          return;
        }
        expect(result).toEqual({ value: fits });
        const left = rows.length - fits.length;
        expect(counts).toEqual(left > 0 ? [left] : []);
      }),
    );
  });

  it('turn money numbers that are not finite or whole (1e309, -100, 0,5) into a bad answer or a left-out item, never a shown value', () => {
    const odd = fc.constantFrom(
      Infinity,
      -Infinity,
      Number.NaN,
      -100,
      0.5,
      Number.parseFloat('1e309'),
    );
    fc.assert(
      fc.property(odd, (credit) => {
        const result = outcome(decoders['GET /api/me'], { ...sampleUser, credit });
        expect('error' in result && isApiError(result.error) && result.error.kind).toBe('decode');
        const config = decoders['GET /api/recharge/game']({
          coinName: 'Kim Nguyên Bảo',
          payableValues: [{ credit, coinsReceived: 10 }],
        });
        expect(config.payableValues).toEqual([]);
      }),
    );
  });
});

describe('the client', () => {
  it('given any status and body, resolves with a valid user or rejects with an ApiError', async () => {
    const nullBody = new Set([204, 205, 304]);
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 200, max: 599 }),
        fc.oneof(fc.json(), fc.string(), fc.constant(JSON.stringify(sampleUser))),
        async (status, body) => {
          const api = fakeFetch(() => new Response(nullBody.has(status) ? null : body, { status }));
          const result = await createPortalClient({
            baseURL: 'https://api.portal.test',
            fetch: api.fetch,
          })
            .me()
            .then(
              (value) => ({ value }),
              (error: unknown) => ({ error }),
            );
          if ('value' in result) {
            expect(status).toBeGreaterThanOrEqual(200);
            expect(status).toBeLessThan(300);
            expect(is(result.value, responseSchemas['GET /api/me'])).toBe(true);
          } else {
            expect(isApiError(result.error)).toBe(true);
            if (isApiError(result.error)) {
              const redirect = status >= 300 && status <= 399 && status !== 304;
              expect(result.error.kind).toBe(
                redirect ? 'redirect' : status >= 300 ? 'http' : 'decode',
              );
              expect(result.error.statusCode).toBe(status);
              expect(result.error.message).not.toBe('');
            }
          }
        },
      ),
      { numRuns: 40 },
    );
  });
});
