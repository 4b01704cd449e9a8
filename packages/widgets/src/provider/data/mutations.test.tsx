import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createPortalClient, isApiError } from '../../api';
import { dataOf, userOf } from '../../../test/queryResults';
import { setupSimulator, simulatorURL } from '../../../test/simulator';
import { PortalProvider } from '../PortalProvider';
import { useRechargeGame, useTopupCard, useUpdateProfile } from './mutations';
import { useLogin, useRegister } from './sessionMutations';
import { useRechargeConfig, useTransactions, useZones } from './queries';
import { useUser } from './useUser';
import { newIdempotencyKey } from '../../api';

/** A new decision of the player: a money write's own idempotency key. */
const decision = () => ({ idempotencyKey: newIdempotencyKey() });

// Cards stay pending as long as the simulator allows (3 s): the history read after a top-up finds the card still
// pending on a slow machine too (at the default 20 ms a loaded machine saw it settled already).
const sim = setupSimulator({ settleDelayMs: 2999 });

function wrapper({ children }: { children: ReactNode }) {
  return (
    <PortalProvider client={createPortalClient({ baseURL: simulatorURL })}>
      {children}
    </PortalProvider>
  );
}

describe('mutations refetch what they change', () => {
  it('useRegister logs the new player in and reloads the user', async () => {
    const { result } = renderHook(() => ({ user: useUser(), register: useRegister() }), {
      wrapper,
    });
    await waitFor(() => expect(userOf(result.current.user)).toBe(null));
    await act(() =>
      result.current.register({
        phone: '0977000111',
        receiveNewsletter: false,
        username: 'tan_thu_02',
        password: 'Tanthu2026',
        passwordConfirm: 'Tanthu2026',
        gReCaptchaToken: 'dev-captcha-ok',
      }),
    );
    expect(userOf(result.current.user)?.username).toBe('tan_thu_02');
  });

  it('useUpdateProfile reloads the user with the new name', async () => {
    sim.signIn('demo');
    const { result } = renderHook(() => ({ user: useUser(), update: useUpdateProfile() }), {
      wrapper,
    });
    await waitFor(() => expect(userOf(result.current.user)).toBeTruthy());
    await act(() =>
      result.current.update({ firstName: 'Tiêu', middleName: '', lastName: 'Phong' }),
    );
    expect(userOf(result.current.user)?.firstName).toBe('Tiêu');
  });

  it('useRechargeGame reloads the balance and the history', async () => {
    sim.signIn('demo');
    const { result } = renderHook(
      () => ({
        user: useUser(),
        history: useTransactions(),
        config: useRechargeConfig(),
        zones: useZones(),
        recharge: useRechargeGame(),
      }),
      { wrapper },
    );
    await waitFor(() =>
      expect(dataOf(result.current.config) && dataOf(result.current.zones)).toBeTruthy(),
    );
    await waitFor(() =>
      expect(dataOf(result.current.history) && userOf(result.current.user)).toBeTruthy(),
    );
    const before = userOf(result.current.user)!.credit;
    const amount = dataOf(result.current.config)!.payableValues.find((v) => v.credit <= before)!;
    const zone = dataOf(result.current.zones)!.find((z) => z.state === 'active')!;
    await act(() =>
      result.current.recharge({ creditAmount: amount.credit, zoneId: zone.id }, decision()),
    );
    expect(userOf(result.current.user)?.credit).toBe(before - amount.credit);
    expect(dataOf(result.current.history)?.[0]?.type).toBe('credit.pay');
  });

  it('useTopupCard reloads the history with the pending card', async () => {
    sim.signIn('demo');
    const { result } = renderHook(() => ({ history: useTransactions(), topup: useTopupCard() }), {
      wrapper,
    });
    await waitFor(() => expect(dataOf(result.current.history)).toBeDefined());
    await act(() =>
      result.current.topup(
        {
          provider: 'VIETTEL',
          serial: '20000000002',
          pin: '1234567890123',
          value: 10000,
        },
        decision(),
      ),
    );
    expect(dataOf(result.current.history)?.[0]).toMatchObject({
      type: 'topup.card',
      status: 'pending',
    });
  });
});

describe('given what Laravel itself answers to a login', () => {
  it('a 302 from the guest middleware (already signed in, another tab) ends signed in', async () => {
    sim.signIn('demo');
    let loginSeen = false;
    sim.server.use(
      http.post(`${simulatorURL}/login`, () => {
        loginSeen = true;
        return new HttpResponse(null, {
          status: 302,
          headers: { Location: `${simulatorURL}/home` },
        });
      }),
    );
    const { result } = renderHook(() => useLogin(), { wrapper });
    const user = await act(() =>
      result.current({ username: 'demo', password: 'Demo@2026', remember: false }),
    );
    expect(loginSeen).toBe(true);
    expect(user.username).toBe('demo');
  });

  it('a redirect with no session behind it stays a redirect, never an unknown outcome', async () => {
    sim.server.use(
      http.post(
        `${simulatorURL}/register`,
        () =>
          new HttpResponse(null, { status: 302, headers: { Location: `${simulatorURL}/home` } }),
      ),
    );
    const { result } = renderHook(() => useRegister(), { wrapper });
    const error = await act(() =>
      result
        .current({
          phone: '0977000111',
          receiveNewsletter: false,
          username: 'tan_thu_03',
          password: 'Tanthu2026',
          passwordConfirm: 'Tanthu2026',
          gReCaptchaToken: 'token',
        })
        .catch((e: unknown) => e),
    );
    expect(isApiError(error) && error.kind).toBe('redirect');
  });

  it("Breeze's 204 login counts as success and the user is asked for", async () => {
    sim.server.use(
      http.post(`${simulatorURL}/login`, () => {
        sim.signIn('demo');
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { result } = renderHook(() => useLogin(), { wrapper });
    const user = await act(() =>
      result.current({ username: 'demo', password: 'Demo@2026', remember: false }),
    );
    expect(user.username).toBe('demo');
  });
});

describe('given a session the browser does not keep', () => {
  it('useLogin fails with a message instead of pretending the player is in', async () => {
    sim.server.use(
      http.get(`${simulatorURL}/api/me`, () =>
        HttpResponse.json({ message: 'x' }, { status: 401 }),
      ),
    );
    const { result } = renderHook(() => useLogin(), { wrapper });
    const error = await act(() =>
      result
        .current({ username: 'demo', password: 'Demo@2026', remember: false })
        .catch((e: unknown) => e),
    );
    expect(isApiError(error) && error.messageKey).toBe('api.error.sessionRefused');
  });
});

describe('given a session that ends in the middle of a write', () => {
  it('a 401 on a payment logs the player out (the gate sends them to log in)', async () => {
    sim.signIn('demo');
    const { result } = renderHook(() => ({ user: useUser(), topup: useTopupCard() }), {
      wrapper,
    });
    await waitFor(() => expect(userOf(result.current.user)?.username).toBe('demo'));
    sim.server.use(
      http.post(`${simulatorURL}/api/recharge/card`, () =>
        HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 }),
      ),
    );
    const error = await act(() =>
      result.current
        .topup(
          { provider: 'VIETTEL', serial: '10000000001', pin: '1234567890123', value: 10000 },
          decision(),
        )
        .catch((e: unknown) => e),
    );
    expect(isApiError(error) && error.statusCode).toBe(401);
    expect(result.current.user.status).toBe('signedOut');
  });
});
