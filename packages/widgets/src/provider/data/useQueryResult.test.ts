import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SWRResponse } from 'swr';
import { useQueryResult } from './useQueryResult';

type StringQuery = SWRResponse<string, unknown>;
const queryOf = (state: Partial<StringQuery>): StringQuery => ({
  data: undefined,
  error: undefined,
  isLoading: false,
  isValidating: state.isLoading ?? false,
  mutate: vi.fn(() => Promise.resolve(undefined)),
  ...state,
});

describe('useQueryResult', () => {
  it('is loading until the first answer, then ready with its data', () => {
    const { result, rerender } = renderHook((query: StringQuery) => useQueryResult(query), {
      initialProps: queryOf({ isLoading: true }),
    });
    expect(result.current.status).toBe('loading');
    rerender(queryOf({ data: 'gói' }));
    expect(result.current).toMatchObject({ status: 'ready', data: 'gói' });
  });

  it('keeps a failure (and its retry) on screen while swr retries in the background', () => {
    const failure = new Error('500');
    const { result, rerender } = renderHook((query: StringQuery) => useQueryResult(query), {
      initialProps: queryOf({ error: failure }),
    });
    expect(result.current.status).toBe('failed');
    rerender(queryOf({ error: failure, isLoading: true }));
    expect(result.current).toMatchObject({ status: 'failed', error: failure });
  });

  it("is loading after the player's retry until its answer, then failed again with the new error", () => {
    const failure = new Error('500');
    const mutate = vi.fn(() => Promise.resolve(undefined));
    const { result, rerender } = renderHook((query: StringQuery) => useQueryResult(query), {
      initialProps: queryOf({ error: failure, mutate }),
    });
    const failed = result.current;
    if (failed.status !== 'failed') throw new Error('expected a failure');
    act(() => failed.retry());
    expect(mutate).toHaveBeenCalledTimes(1);
    rerender(queryOf({ error: failure, isLoading: true, mutate }));
    expect(result.current.status).toBe('loading');
    const again = new Error('503');
    rerender(queryOf({ error: again, mutate }));
    expect(result.current).toMatchObject({ status: 'failed', error: again });
    // swr's next background retry leaves that failure on screen too.
    rerender(queryOf({ error: again, isLoading: true, mutate }));
    expect(result.current.status).toBe('failed');
  });

  it('drops the rejection of a reload that finds no cache left', async () => {
    const mutate = vi.fn(() => Promise.reject(new Error('no cache')));
    const { result } = renderHook(() => useQueryResult(queryOf({ data: 'gói', mutate })));
    const ready = result.current;
    if (ready.status !== 'ready') throw new Error('expected data');
    expect(() => ready.reload()).not.toThrow();
    await Promise.resolve();
    expect(mutate).toHaveBeenCalledTimes(1);
  });
});
