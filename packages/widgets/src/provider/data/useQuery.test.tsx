import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPortalClient } from '../../api';
import { PortalProvider } from '../PortalProvider';
import { useQuery } from './useQuery';

const history = ['portal', 'transactions'] as const;

function wrapper({ children }: { children: ReactNode }) {
  return (
    <PortalProvider client={createPortalClient({ baseURL: 'http://localhost:8787' })}>
      {children}
    </PortalProvider>
  );
}

afterEach(() => vi.useRealTimers());

describe('useQuery', () => {
  it('is loading, then has the fetched data', async () => {
    const fetcher = vi.fn(() => Promise.resolve(['row']));
    const { result } = renderHook(() => useQuery(history, fetcher), { wrapper });
    expect(result.current).toMatchObject({ data: undefined, loading: true });
    await waitFor(() => expect(result.current.data).toEqual(['row']));
    expect(result.current.loading).toBe(false);
  });

  it('given a null key (held), sends nothing and is not loading', () => {
    const fetcher = vi.fn(() => Promise.resolve(['row']));
    const { result } = renderHook(() => useQuery(null, fetcher), { wrapper });
    expect(result.current).toMatchObject({ data: undefined, error: undefined, loading: false });
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('loads again when the window gets focus 5 s after the mount, or the tab is shown again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const fetcher = vi.fn(() => Promise.resolve(['row']));
    const { result } = renderHook(() => useQuery(history, fetcher), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual(['row']));
    act(() => void window.dispatchEvent(new Event('focus')));
    expect(fetcher).toHaveBeenCalledTimes(1);
    vi.setSystemTime(Date.now() + 5001);
    act(() => void window.dispatchEvent(new Event('focus')));
    expect(fetcher).toHaveBeenCalledTimes(2);
    await act(() => Promise.resolve()); // its answer
    vi.setSystemTime(Date.now() + 5001);
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(fetcher).toHaveBeenCalledTimes(3);
  });

  it('revalidate loads again past the dedupe and resolves with the new data', async () => {
    const fetcher = vi.fn().mockResolvedValueOnce(['old']).mockResolvedValueOnce(['new']);
    const { result } = renderHook(() => useQuery(history, fetcher), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual(['old']));
    await act(async () => expect(await result.current.revalidate()).toEqual(['new']));
    expect(result.current.data).toEqual(['new']);
  });

  it('outside a PortalProvider, throws a sentence naming the fix', () => {
    expect(() => renderHook(() => useQuery(history, () => Promise.resolve([])))).toThrow(
      'Could not find PortalProvider; wrap the part of your app that calls useQuery() in <PortalProvider>.',
    );
  });
});
