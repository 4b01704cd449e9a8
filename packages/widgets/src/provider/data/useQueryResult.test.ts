import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Query } from './useQuery';
import { useQueryResult } from './useQueryResult';

type StringQuery = Query<string>;
const queryOf = (state: Partial<StringQuery>): StringQuery => ({
  data: undefined,
  error: undefined,
  loading: false,
  revalidate: vi.fn(() => Promise.resolve(undefined)),
  ...state,
});

describe('useQueryResult', () => {
  it('is loading until the first answer, then ready with its data', () => {
    const { result, rerender } = renderHook((query: StringQuery) => useQueryResult(query), {
      initialProps: queryOf({ loading: true }),
    });
    expect(result.current.status).toBe('loading');
    rerender(queryOf({ data: 'gói' }));
    expect(result.current).toMatchObject({ status: 'ready', data: 'gói' });
  });

  it('keeps a failure (and its retry) on screen while the cache retries in the background', () => {
    const failure = new Error('500');
    const { result, rerender } = renderHook((query: StringQuery) => useQueryResult(query), {
      initialProps: queryOf({ error: failure }),
    });
    expect(result.current.status).toBe('failed');
    rerender(queryOf({ error: failure, loading: true }));
    expect(result.current).toMatchObject({ status: 'failed', error: failure });
  });

  it("is loading after the player's retry until its answer, then failed again with the new error", () => {
    const failure = new Error('500');
    const revalidate = vi.fn(() => Promise.resolve(undefined));
    const { result, rerender } = renderHook((query: StringQuery) => useQueryResult(query), {
      initialProps: queryOf({ error: failure, revalidate }),
    });
    const failed = result.current;
    if (failed.status !== 'failed') throw new Error('expected a failure');
    act(() => failed.retry());
    expect(revalidate).toHaveBeenCalledTimes(1);
    rerender(queryOf({ error: failure, loading: true, revalidate }));
    expect(result.current.status).toBe('loading');
    const again = new Error('503');
    rerender(queryOf({ error: again, revalidate }));
    expect(result.current).toMatchObject({ status: 'failed', error: again });
    // The cache's next background retry leaves that failure on screen too.
    rerender(queryOf({ error: again, loading: true, revalidate }));
    expect(result.current.status).toBe('failed');
  });

  it('drops the rejection of a reload that finds no cache left', async () => {
    const revalidate = vi.fn(() => Promise.reject(new Error('no cache')));
    const { result } = renderHook(() => useQueryResult(queryOf({ data: 'gói', revalidate })));
    const ready = result.current;
    if (ready.status !== 'ready') throw new Error('expected data');
    expect(() => ready.reload()).not.toThrow();
    await Promise.resolve();
    expect(revalidate).toHaveBeenCalledTimes(1);
  });
});
