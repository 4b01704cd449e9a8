import { describe, expect, it } from 'vitest';
import { serialiseParams } from './serialiseParams';

describe('serialiseParams', () => {
  it('writes arrays with brackets', () => {
    expect(serialiseParams({ ids: [1, 2] })).toBe('ids[]=1&ids[]=2');
  });

  it('writes nested objects with brackets', () => {
    expect(serialiseParams({ filter: { type: 'topup.card', ids: [3] } })).toBe(
      'filter[type]=topup.card&filter[ids][]=3',
    );
  });

  it('percent-encodes values and keys but keeps the brackets', () => {
    expect(serialiseParams({ 'tên thẻ': ['a b&c=d'] })).toBe(
      't%C3%AAn%20th%E1%BA%BB[]=a%20b%26c%3Dd',
    );
  });

  it('leaves out null and undefined, keeps false and 0', () => {
    expect(serialiseParams({ a: null, b: undefined, c: false, d: 0, e: [null, 1] })).toBe(
      'c=false&d=0&e[]=1',
    );
  });

  it('gives an empty string for no params', () => {
    expect(serialiseParams({})).toBe('');
  });
});
