import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { StrictMode, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createPortalClient } from '../../api';
import { PortalProvider } from '../PortalProvider';
import { setupSimulator, simulatorURL } from '../../../test/simulator';
import { recordRequests } from '../../../test/requests';
import {
  useEmailVerificationCall,
  useResetTokenCheck,
  useResetTokenRecheck,
  useSendResetEmail,
} from './recovery';

const sim = setupSimulator();

function wrapper({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <PortalProvider client={createPortalClient({ baseURL: simulatorURL })}>
        {children}
      </PortalProvider>
    </StrictMode>
  );
}

describe('recovery data hooks', () => {
  describe('useResetTokenCheck', () => {
    it('checks a token once, even under StrictMode, and fails on an unknown one', async () => {
      const requests = recordRequests(sim, { path: /^\/reset-password\// });
      const { result } = renderHook(() => useResetTokenCheck('unknown'), { wrapper });
      expect(result.current).toEqual({ status: 'loading' });
      await waitFor(() => expect(result.current.status).toBe('failed'));
      expect(requests.methods()).toEqual(['GET']);
    });

    it('after a 500, retry checks again and is loading until the answer', async () => {
      sim.server.use(
        http.get(`${simulatorURL}/reset-password/*`, () =>
          HttpResponse.json({ message: 'Server Error' }, { status: 500 }),
        ),
      );
      const { result } = renderHook(() => useResetTokenCheck('abc'), { wrapper });
      await waitFor(() => expect(result.current.status).toBe('failed'));
      const failed = result.current;
      if (failed.status !== 'failed') throw new Error('not failed');
      act(() => failed.retry());
      expect(result.current.status).toBe('loading');
      await waitFor(() => expect(result.current.status).toBe('failed'));
    });

    it('never checks a failed token again by itself', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      try {
        sim.server.use(
          http.get(`${simulatorURL}/reset-password/*`, () =>
            HttpResponse.json({ message: 'Server Error' }, { status: 500 }),
          ),
        );
        const requests = recordRequests(sim, { path: /^\/reset-password\// });
        const { result } = renderHook(() => useResetTokenCheck('abc'), { wrapper });
        await waitFor(() => expect(result.current.status).toBe('failed'));
        for (let second = 0; second < 120; second += 5) {
          await act(() => vi.advanceTimersByTimeAsync(5000));
        }
        act(() => void window.dispatchEvent(new Event('focus')));
        await act(() => vi.advanceTimersByTimeAsync(100));
        expect(requests.methods()).toEqual(['GET']);
      } finally {
        vi.useRealTimers();
      }
    });
  });

  describe('useResetTokenRecheck', () => {
    it('checks the token again: rejects once it is spent, the cached check untouched', async () => {
      const client = createPortalClient({ baseURL: simulatorURL });
      await client.sendResetEmail({ username: 'demo', gReCaptchaToken: 'dev-captcha-ok' });
      const link = sim.simulator.lastMessageTo('demo@example.com')?.link ?? '';
      const token = link.slice(link.lastIndexOf('/') + 1);
      const requests = recordRequests(sim, { path: /^\/reset-password\// });
      const { result } = renderHook(
        () => ({ check: useResetTokenCheck(token), recheck: useResetTokenRecheck(token) }),
        { wrapper },
      );
      await waitFor(() => expect(result.current.check.status).toBe('ready'));
      await expect(result.current.recheck()).resolves.toBeDefined();
      await client.resetPassword({
        password: 'Khác-hẳn 1!',
        passwordConfirm: 'Khác-hẳn 1!',
        token,
      });
      await expect(result.current.recheck()).rejects.toMatchObject({ statusCode: 404 });
      expect(result.current.check.status).toBe('ready');
      expect(requests.methods()).toEqual(['GET', 'GET', 'GET']);
    });
  });

  describe('useEmailVerificationCall', () => {
    it('sends the verifying PUT once per token under StrictMode', async () => {
      // the answers, leaving out the 419 that sends the client for its XSRF cookie first
      const answered: number[] = [];
      const listener = ({ request, response }: { request: Request; response: Response }) => {
        const path = new URL(request.url).pathname;
        if (path === '/email-verification' && response.status !== 419)
          answered.push(response.status);
      };
      sim.server.events.on('response:mocked', listener);
      const { result } = renderHook(() => useEmailVerificationCall('spent-or-unknown'), {
        wrapper,
      });
      await waitFor(() => expect(result.current.status).toBe('failed'));
      expect(answered).toHaveLength(1);
      sim.server.events.removeListener('response:mocked', listener);
    });
  });

  describe('useSendResetEmail', () => {
    it('sends the request and answers the neutral message', async () => {
      const { result } = renderHook(() => useSendResetEmail(), { wrapper });
      const answer = await act(() =>
        result.current({ username: 'demo', gReCaptchaToken: 'dev-captcha-ok' }),
      );
      expect(answer.message).toBeTruthy();
      expect(sim.simulator.lastMessageTo('demo@example.com')?.link).toBeTruthy();
    });

    it('throws the ApiError of a refused request', async () => {
      const { result } = renderHook(() => useSendResetEmail(), { wrapper });
      const error = await act(() =>
        result
          .current({ username: 'demo', gReCaptchaToken: 'dev-captcha-fail' })
          .catch((e: unknown) => e),
      );
      expect(error).toMatchObject({ statusCode: 422 });
    });
  });
});
