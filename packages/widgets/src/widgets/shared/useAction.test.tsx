import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, createPortalClient, type ApiErrorKind } from '../../api';
import { PortalProvider, type PortalErrorHandler } from '../../provider';
import { useAction, type ActionOptions } from './useAction';

const client = createPortalClient({ baseURL: 'http://localhost:8787' });
const failure = (kind: ApiErrorKind, statusCode: number, retryAfterSeconds?: number) =>
  new ApiError({
    kind,
    statusCode,
    message: 'x',
    messageKey: 'api.error.request',
    retryAfterSeconds,
  });

function renderAction(
  options: Omit<ActionOptions<number, string>, 'caller'>,
  onError: PortalErrorHandler = vi.fn(),
) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PortalProvider client={client} onError={onError}>
      {children}
    </PortalProvider>
  );
  return renderHook(() => useAction<number, string>({ caller: 'test', ...options }), { wrapper });
}

describe('useAction', () => {
  describe('when it succeeds', () => {
    it('sends once for two runs in one task (a double click, a held Enter), processing then succeeded', async () => {
      let answer: (value: string) => void = () => {};
      const send = vi.fn(() => new Promise<string>((resolve) => (answer = resolve)));
      const { result } = renderAction({ send });
      expect(result.current.state).toEqual({ status: 'idle' });
      act(() => {
        void result.current.run(1);
        void result.current.run(2);
      });
      expect(send).toHaveBeenCalledTimes(1);
      expect(result.current.state).toEqual({ status: 'processing' });
      expect(result.current.inFlight()).toBe(true);
      await act(async () => answer('done'));
      expect(result.current.state).toEqual({ status: 'succeeded', result: 'done' });
      expect(result.current.inFlight()).toBe(false);
    });
  });

  describe('when it fails', () => {
    it("is failed, tells the host's onError it was a submit, and calls onFailed", async () => {
      const onError = vi.fn();
      const onFailed = vi.fn();
      const error = failure('http', 422);
      const { result } = renderAction({ send: () => Promise.reject(error), onFailed }, onError);
      await act(() => result.current.run(1));
      expect(result.current.state).toEqual({ status: 'failed', error });
      expect(onError).toHaveBeenCalledWith(error, 'submit');
      expect(onFailed).toHaveBeenCalledWith(error, 1);
    });

    it("holds every run while a 429's wait lasts, and says how long", async () => {
      const send = vi.fn(() => Promise.reject(failure('http', 429, 30)));
      const { result } = renderAction({ send });
      await act(() => result.current.run(1));
      expect(result.current.onHold).toBe(true);
      expect(result.current.waitingText).toBe('Thử lại sau 30 giây');
      await act(() => result.current.run(1));
      expect(send).toHaveBeenCalledTimes(1);
    });

    it('throws on an error that is no failure of the write (a bug), unreported', async () => {
      const onError = vi.fn();
      const bug = new TypeError('oops');
      const { result } = renderAction(
        { send: () => Promise.reject(bug), isFailure: (error) => error instanceof ApiError },
        onError,
      );
      await act(() => expect(result.current.run(1)).rejects.toBe(bug));
      expect(onError).not.toHaveBeenCalled();
    });
  });

  describe('when the outcome is unknown', () => {
    it.each([
      ['a lost answer', failure('outcomeUnknown', 0)],
      ['a broken 2xx', failure('decode', 200)],
    ])(
      'after %s, reports it and hands it to the outcome check instead of failing',
      async (_, error) => {
        const onError = vi.fn();
        const onOutcomeUnknown = vi.fn(() => Promise.resolve());
        const { result } = renderAction(
          { send: () => Promise.reject(error), onOutcomeUnknown },
          onError,
        );
        await act(() => result.current.run(7));
        expect(onError).toHaveBeenCalledWith(error, 'submit');
        expect(onOutcomeUnknown).toHaveBeenCalledWith(error, 7, expect.anything());
        expect(result.current.state.status).not.toBe('failed');
      },
    );

    it('fails as any other write without an outcome check', async () => {
      const error = failure('outcomeUnknown', 0);
      const { result } = renderAction({ send: () => Promise.reject(error) });
      await act(() => result.current.run(1));
      expect(result.current.state).toEqual({ status: 'failed', error });
    });
  });
});
