import { describe, expect, it } from 'vitest';
import {
  array,
  boolean,
  coerce,
  define,
  enums,
  integer,
  is,
  lazy,
  min,
  nullable,
  number,
  optional,
  refine,
  string,
  type,
  unknown,
  validate,
  type Struct,
} from './struct';

const decode = <T>(value: unknown, struct: Struct<T>) => validate(value, struct, { coerce: true });
const failure = (value: unknown, struct: Struct<unknown>) => decode(value, struct)[0]?.message;

describe('the schemas', () => {
  it('check the primitives as superstruct does (NaN is no number, 0.5 no integer)', () => {
    expect(is('a', string())).toBe(true);
    expect(is(1, string())).toBe(false);
    expect(is(1.5, number())).toBe(true);
    expect(is(Number.NaN, number())).toBe(false);
    expect(is(2, integer())).toBe(true);
    expect(is(0.5, integer())).toBe(false);
    expect(is(false, boolean())).toBe(true);
    expect(is(0, boolean())).toBe(false);
    expect(is(Symbol('any'), unknown())).toBe(true);
    expect(is('b', enums(['a', 'b'] as const))).toBe(true);
    expect(is('c', enums(['a', 'b'] as const))).toBe(false);
    expect(is(null, nullable(string()))).toBe(true);
    expect(is(undefined, nullable(string()))).toBe(false);
    expect(is(undefined, optional(string()))).toBe(true);
    expect(is(null, optional(string()))).toBe(false);
  });

  it('bound numbers (min, exclusive) and refine a value only once its own schema holds', () => {
    expect(is(0, min(integer(), 0))).toBe(true);
    expect(is(-1, min(integer(), 0))).toBe(false);
    expect(is(0, min(number(), 0, { exclusive: true }))).toBe(false);
    expect(is(0.1, min(number(), 0, { exclusive: true }))).toBe(true);
    let asked = 0;
    const finite = refine(number(), 'finite', (value) => {
      asked++;
      return Number.isFinite(value);
    });
    expect(is(Infinity, finite)).toBe(false);
    expect(is('1', finite)).toBe(false);
    expect(asked).toBe(1);
    const even = define<number>('even', (value) => value === 2);
    expect(failure(3, even)).toBe('At the top: expected even');
  });

  it('decode an object with its keys (optional ones may be missing), passing other keys through, into a copy', () => {
    const schema = type({ name: string(), note: optional(string()), tags: array(string()) });
    const wire = { name: 'a', tags: ['x'], extra: 1 };
    const [error, value] = decode(wire, schema);
    expect(error).toBeUndefined();
    expect(value).toEqual({ name: 'a', tags: ['x'], extra: 1 });
    expect(value).not.toBe(wire);
    expect('note' in value!).toBe(false);
    expect(is([], type({}))).toBe(false);
    expect(is(null, type({}))).toBe(false);
    expect(failure({ name: 'a', tags: ['x', 2] }, schema)).toBe('At tags.1: expected a string');
    expect(failure({ tags: 1 }, schema)).toBe('At name: expected a string');
  });

  it('coerce only when asked, a value that fits the source, never changing the input', () => {
    const flag = coerce(boolean(), enums([0, 1] as const), (wire) => wire === 1);
    const schema = type({ flags: array(flag) });
    const wire = { flags: [1, 0, true] };
    expect(decode(wire, schema)).toEqual([undefined, { flags: [true, false, true] }]);
    expect(wire).toEqual({ flags: [1, 0, true] });
    expect(is(wire, schema)).toBe(false);
    expect(validate(wire, schema)[0]?.message).toBe('At flags.0: expected a boolean');
    expect(failure({ flags: [2] }, schema)).toBe('At flags.0: expected a boolean');
  });

  it('decode a schema that holds itself (lazy)', () => {
    interface Node {
      id: number;
      children: Node[];
    }
    const node: Struct<Node> = type({ id: number(), children: array(lazy(() => node)) });
    expect(is({ id: 1, children: [{ id: 2, children: [] }] }, node)).toBe(true);
    expect(failure({ id: 1, children: [{ id: '2', children: [] }] }, node)).toBe(
      'At children.0.id: expected a number',
    );
  });

  it('answer odd values with a failure, never a throw', () => {
    const schema = type({ list: array(type({ n: number() })) });
    for (const odd of [
      new Map(),
      new Set(),
      Object.create(null),
      [1],
      new Uint8Array(2),
      1n,
      () => 1,
    ]) {
      expect(decode(odd, schema)[0]).toBeInstanceOf(Error);
    }
    // eslint-disable-next-line no-sparse-arrays
    expect(failure({ list: [, { n: 1 }] }, schema)).toBe('At list.0: expected an object');
  });
});
