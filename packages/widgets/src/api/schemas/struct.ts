// The schemas' building blocks: the part of superstruct's API the decoders use (type, string, nullable, coerce,
// validate...), with its meaning, in a few hundred bytes instead of superstruct's 1.5 kB (generators, error
// iterators, masks) on every page and element. Decoding follows superstruct's `validate(value, struct, { coerce })`:
// objects and arrays are copied before their entries are decoded into the copy, the input is never changed, and the
// first failure (in schema order) is the answer.

/** Why a value does not fit: where (keys from the top) and what was expected there. */
interface Failure {
  path: (string | number)[];
  expected: string;
}

type Outcome<T> = { value: T } | { failure: Failure };

/** A schema of values of type `T`. */
export interface Struct<T> {
  /** Decodes `value` (coercing only when `coerce`): the value, or the first failure. */
  readonly run: (value: unknown, coerce: boolean) => Outcome<T>;
}

/** The type a schema decodes to. */
export type Infer<S> = S extends Struct<infer T> ? T : never;

type Shape = Record<string, Struct<unknown>>;
type OptionalKeys<S extends Shape> = {
  [K in keyof S]: undefined extends Infer<S[K]> ? K : never;
}[keyof S];
type Flat<T> = { [K in keyof T]: T[K] };
/** An object of `S`'s keys, a key whose schema allows `undefined` optional. */
type ObjectOf<S extends Shape> = Flat<
  { [K in Exclude<keyof S, OptionalKeys<S>>]: Infer<S[K]> } & {
    [K in OptionalKeys<S>]?: Infer<S[K]>;
  }
>;

/** The error `validate` answers: where the value does not fit, and what was expected. */
export class SchemaError extends Error {
  override name = 'SchemaError';
}

const fail = (expected: string): Outcome<never> => ({ failure: { path: [], expected } });

function check<T>(expected: string, fits: (value: unknown) => boolean): Struct<T> {
  return { run: (value) => (fits(value) ? { value: value as T } : fail(expected)) };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** An entry's outcome under its key: a failure's path starts with the key. */
function under<T>(key: string | number, outcome: Outcome<T>): Outcome<T> {
  if ('failure' in outcome)
    return { failure: { ...outcome.failure, path: [key, ...outcome.failure.path] } };
  return outcome;
}

export const string = () => check<string>('a string', (value) => typeof value === 'string');
export const number = () =>
  check<number>('a number', (value) => typeof value === 'number' && !Number.isNaN(value));
export const integer = () =>
  check<number>('an integer', (value) => typeof value === 'number' && Number.isInteger(value));
export const boolean = () => check<boolean>('a boolean', (value) => typeof value === 'boolean');
export const unknown = () => check<unknown>('anything', () => true);

/** One of `values`. */
export function enums<const V extends string | number>(values: readonly V[]): Struct<V> {
  return check<V>(`one of ${values.join(', ')}`, (value) => (values as unknown[]).includes(value));
}

/** A value `fits` accepts, named `name` in a failure. */
export function define<T>(name: string, fits: (value: unknown) => boolean): Struct<T> {
  return check<T>(name, fits);
}

/** `null`, or a value of `inner`. */
export function nullable<T>(inner: Struct<T>): Struct<T | null> {
  return { run: (value, coerce) => (value === null ? { value } : inner.run(value, coerce)) };
}

/** `undefined` (in an object: a missing key), or a value of `inner`. */
export function optional<T>(inner: Struct<T>): Struct<T | undefined> {
  return { run: (value, coerce) => (value === undefined ? { value } : inner.run(value, coerce)) };
}

/** A value of `inner` that `fits` also accepts (checked once `inner` has decoded it). */
export function refine<T>(inner: Struct<T>, name: string, fits: (value: T) => boolean): Struct<T> {
  return {
    run: (value, coerce) => {
      const outcome = inner.run(value, coerce);
      return 'value' in outcome && !fits(outcome.value) ? fail(name) : outcome;
    },
  };
}

/** A number of `inner` at least `threshold` (above it, if `exclusive`). */
export function min(
  inner: Struct<number>,
  threshold: number,
  { exclusive = false }: { exclusive?: boolean } = {},
): Struct<number> {
  return refine(inner, `a number ${exclusive ? 'above' : 'at least'} ${threshold}`, (value) =>
    exclusive ? value > threshold : value >= threshold,
  );
}

/** When coercing, a value that fits `from` is first turned by `turn`; then it must fit `inner`. */
export function coerce<T, F>(
  inner: Struct<T>,
  from: Struct<F>,
  turn: (value: F) => unknown,
): Struct<T> {
  return {
    run: (value, coerceNow) => {
      const source = coerceNow ? from.run(value, false) : null;
      return inner.run(source && 'value' in source ? turn(source.value) : value, coerceNow);
    },
  };
}

/** A list whose every item is a value of `item`. */
export function array<T>(item: Struct<T>): Struct<T[]> {
  return {
    run: (value, coerce) => {
      if (!Array.isArray(value)) return fail('an array');
      const list: unknown[] = coerce ? value.slice() : value;
      for (const [index, entry] of value.entries()) {
        const outcome = under(index, item.run(entry, coerce));
        if ('failure' in outcome) return outcome;
        if (coerce) list[index] = outcome.value;
      }
      return { value: list as T[] };
    },
  };
}

/** An object (not a list) with `shape`'s keys; other keys pass through as they are. */
export function type<S extends Shape>(shape: S): Struct<ObjectOf<S>> {
  return {
    run: (value, coerce) => {
      if (!isObject(value) || Array.isArray(value)) return fail('an object');
      const object = coerce ? { ...value } : value;
      for (const key of Object.keys(shape)) {
        const outcome = under(key, shape[key]!.run(value[key], coerce));
        if ('failure' in outcome) return outcome;
        if (coerce && (outcome.value !== undefined || key in object)) object[key] = outcome.value;
      }
      return { value: object as ObjectOf<S> };
    },
  };
}

/** A schema made when first used (a schema that holds itself). */
export function lazy<T>(make: () => Struct<T>): Struct<T> {
  let made: Struct<T> | undefined;
  return { run: (value, coerce) => (made ??= make()).run(value, coerce) };
}

/** `[undefined, value]` when `value` fits `struct` (coerced with `coerce`), else `[error, undefined]`. */
export function validate<T>(
  value: unknown,
  struct: Struct<T>,
  { coerce = false }: { coerce?: boolean } = {},
): [SchemaError, undefined] | [undefined, T] {
  const outcome = struct.run(value, coerce);
  if ('value' in outcome) return [undefined, outcome.value];
  const { path, expected } = outcome.failure;
  return [
    new SchemaError(`At ${path.length ? path.join('.') : 'the top'}: expected ${expected}`),
    undefined,
  ];
}

/** Whether `value` fits `struct` as it is (nothing coerced). */
export function is<T>(value: unknown, struct: Struct<T>): value is T {
  return 'value' in struct.run(value, false);
}
