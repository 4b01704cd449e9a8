import { act, renderHook } from '@testing-library/react';
import type { SWRResponse } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { useQueryResult } from './useQueryResult';

type Swr = SWRResponse<string, unknown>;
const swrOf = (state: Partial<Swr>): Swr =>
  ({
    data: undefined,
    error: undefined,
    isLoading: false,
    isValidating: false,
    mutate: vi.fn(() => Promise.resolve(undefined)),
    ...state,
  }) as Swr;

describe('useQueryResult', () => {
  it('is loading until the first answer, then ready with its data', () => {
    const { result, rerender } = renderHook((swr: Swr) => useQueryResult(swr), {
      initialProps: swrOf({ isLoading: true }),
    });
    expect(result.current.status).toBe('loading');
    rerender(swrOf({ data: 'gói' }));
    expect(result.current).toMatchObject({ status: 'ready', data: 'gói' });
  });

  it('keeps a failure (and its retry) on screen while SWR retries in the background', () => {
    const failure = new Error('500');
    const { result, rerender } = renderHook((swr: Swr) => useQueryResult(swr), {
      initialProps: swrOf({ error: failure }),
    });
    expect(result.current.status).toBe('failed');
    rerender(swrOf({ error: failure, isLoading: true, isValidating: true }));
    expect(result.current).toMatchObject({ status: 'failed', error: failure });
  });

  it("is loading after the player's retry until its answer, then failed again with the new error", () => {
    const failure = new Error('500');
    const mutate = vi.fn(() => Promise.resolve(undefined));
    const { result, rerender } = renderHook((swr: Swr) => useQueryResult(swr), {
      initialProps: swrOf({ error: failure, mutate }),
    });
    const failed = result.current;
    if (failed.status !== 'failed') throw new Error('expected a failure');
    act(() => failed.retry());
    expect(mutate).toHaveBeenCalledTimes(1);
    rerender(swrOf({ error: failure, isLoading: true, mutate }));
    expect(result.current.status).toBe('loading');
    const again = new Error('503');
    rerender(swrOf({ error: again, mutate }));
    expect(result.current).toMatchObject({ status: 'failed', error: again });
    // SWR's next background retry leaves that failure on screen too.
    rerender(swrOf({ error: again, isLoading: true, mutate }));
    expect(result.current.status).toBe('failed');
  });

  it('drops the rejection of a reload that finds no cache left', async () => {
    const mutate = vi.fn(() => Promise.reject(new Error('no cache')));
    const { result } = renderHook(() => useQueryResult(swrOf({ data: 'gói', mutate })));
    const ready = result.current;
    if (ready.status !== 'ready') throw new Error('expected data');
    expect(() => ready.reload()).not.toThrow();
    await Promise.resolve();
    expect(mutate).toHaveBeenCalledTimes(1);
  });
});
