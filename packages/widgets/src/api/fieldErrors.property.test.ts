import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fieldErrors, httpFailure } from './failures';

// Keys a careless merge would turn into prototype pollution, plus ordinary ones.
const field = fc.oneof(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    'toString',
    'hasOwnProperty',
    'username',
  ),
  fc.string(),
);
const value = fc.oneof(
  fc.array(fc.oneof(fc.string(), fc.anything({ maxDepth: 1 }))),
  fc.anything({ maxDepth: 2, withNullPrototype: true, withBoxedValues: true }),
);

/** An errors map as JSON.parse builds it: `__proto__` becomes an own key, not the prototype. */
const errorsMap = fc.array(fc.tuple(field, value), { maxLength: 8 }).map((entries) => {
  const map: Record<string, unknown> = {};
  for (const [key, item] of entries) {
    Object.defineProperty(map, key, {
      value: item,
      enumerable: true,
      configurable: true,
      writable: true,
    });
  }
  return map;
});

const prototypeKeys = () => Object.getOwnPropertyNames(Object.prototype).sort();

describe('a 422 errors map', () => {
  it('given any keys and values, keeps exactly the string messages of array fields', () => {
    const before = prototypeKeys();
    fc.assert(
      fc.property(errorsMap, (input) => {
        const result = fieldErrors(input);
        expect(Object.getPrototypeOf(result)).toBeNull();
        for (const [key, item] of Object.entries(input)) {
          const strings = Array.isArray(item) ? item.filter((m) => typeof m === 'string') : [];
          if (strings.length > 0)
            expect(Object.getOwnPropertyDescriptor(result, key)?.value).toEqual(strings);
          else expect(Object.hasOwn(result, key)).toBe(false);
        }
        for (const key of Object.keys(result)) expect(Object.hasOwn(input, key)).toBe(true);
      }),
    );
    expect(prototypeKeys()).toEqual(before);
    expect(({} as Record<string, unknown>).username).toBeUndefined();
  });

  it('survives a JSON body with __proto__ and constructor fields', () => {
    const body: unknown = JSON.parse(
      '{"message":"Sai","errors":{"__proto__":["a"],"constructor":["b"],"x":{"y":1},"z":[null,"c"]}}',
    );
    const error = httpFailure(422, body, 'POST /register');
    expect(Object.keys(error.errors).sort()).toEqual(['__proto__', 'constructor', 'z']);
    expect(error.errors.constructor).toEqual(['b']);
    expect(Object.getOwnPropertyDescriptor(error.errors, '__proto__')?.value).toEqual(['a']);
    expect(error.errors.z).toEqual(['c']);
  });

  it('given any body at all, builds an http error without throwing', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 400, max: 599 }),
        fc.oneof(
          fc.anything({
            maxDepth: 3,
            withNullPrototype: true,
            withBoxedValues: true,
            withBigInt: true,
          }),
          fc.record({ message: fc.anything(), errors: errorsMap, errorCode: fc.anything() }),
        ),
        (status, body) => {
          const error = httpFailure(status, body, 'POST /x');
          expect(error.kind).toBe('http');
          expect(error.statusCode).toBe(status);
          expect(typeof error.message).toBe('string');
          expect(error.message.trim()).not.toBe('');
          expect(error.errorCode === undefined || typeof error.errorCode === 'string').toBe(true);
          for (const messages of Object.values(error.errors)) {
            expect(messages.every((m) => typeof m === 'string')).toBe(true);
          }
        },
      ),
    );
  });
});
