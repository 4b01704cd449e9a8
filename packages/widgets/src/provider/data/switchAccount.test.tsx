import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import useSWR, { unstable_serialize, useSWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { createPortalClient } from '../../api';
import { setupSimulator, simulatorURL } from '../../../test/simulator';
import { PortalProvider } from '../PortalProvider';
import { useSessionRenewal } from '../session/useSessionRenewal';
import { isPlayerDataKey, portalKeys, tokenKeys } from './keys';
import { isAnotherPlayer, useSwitchAccount } from './switchAccount';

setupSimulator();

function wrapper({ children }: { children: ReactNode }) {
  return (
    <PortalProvider client={createPortalClient({ baseURL: simulatorURL })}>
      {children}
    </PortalProvider>
  );
}

describe('another player signed in: one answer', () => {
  it('is another player only when the page shows a player and the API names another', () => {
    expect(isAnotherPlayer('demo', 'newbie')).toBe(true);
    expect(isAnotherPlayer('demo', 'demo')).toBe(false);
    // No one shown (not known yet, or a guest): nothing of a player's to drop.
    expect(isAnotherPlayer(undefined, 'newbie')).toBe(false);
    expect(isAnotherPlayer(null, 'newbie')).toBe(false);
    // No one signed in is the session's end, not another player.
    expect(isAnotherPlayer('demo', null)).toBe(false);
    expect(isAnotherPlayer('demo', undefined)).toBe(false);
  });

  it("the player's data is every portal answer but the user's and a token's check, as swr compares keys", () => {
    const data = Object.values(portalKeys).filter((key) => key !== portalKeys.user);
    for (const key of data) expect(isPlayerDataKey(key)).toBe(true);
    // A key written anew (not the same array) is the same key for swr.
    expect(isPlayerDataKey(['portal', 'transactions'])).toBe(true);
    expect(isPlayerDataKey(portalKeys.user)).toBe(false);
    expect(isPlayerDataKey(tokenKeys.resetToken('abc'))).toBe(false);
    expect(isPlayerDataKey(tokenKeys.emailVerification('abc'))).toBe(false);
    expect(isPlayerDataKey(['portal', 'transactions', 'more'])).toBe(false);
    expect(isPlayerDataKey('portal')).toBe(false);
  });
});

describe('useSwitchAccount', () => {
  /** The switch, the cache, and (while `reading`) a screen that read the gift list and a link's token check. */
  function useSwitchHarness({ reading }: { reading: boolean }) {
    useSWR(reading ? portalKeys.giftCodes : null, async () => ['gift']);
    useSWR(reading ? tokenKeys.resetToken('abc') : null, async () => ({ valid: true }));
    return {
      switchAccount: useSwitchAccount(),
      config: useSWRConfig(),
      renewal: useSessionRenewal(),
    };
  }

  it("drops the previous player's answers, keeps the user and a link's token check, and starts the page afresh", async () => {
    const { result, rerender } = renderHook(useSwitchHarness, {
      wrapper,
      initialProps: { reading: true },
    });
    const { cache, mutate } = result.current.config;
    const cached = (key: readonly unknown[]) => cache.get(unstable_serialize(key))?.data;
    await waitFor(() => expect(cached(portalKeys.giftCodes)).toEqual(['gift']));
    await waitFor(() => expect(cached(tokenKeys.resetToken('abc'))).toEqual({ valid: true }));
    await act(async () => {
      await mutate(portalKeys.user, { username: 'newbie' }, { revalidate: false });
    });
    // The screens are gone (nothing reads again); their answers stay in the cache.
    rerender({ reading: false });

    let switched = false;
    await act(async () => {
      switched = result.current.switchAccount('demo', 'newbie', 'elsewhere');
    });
    expect(switched).toBe(true);
    expect(cached(portalKeys.giftCodes)).toBeUndefined();
    expect(cached(portalKeys.user)).toEqual({ username: 'newbie' });
    expect(cached(tokenKeys.resetToken('abc'))).toEqual({ valid: true });
    expect(result.current.renewal?.accountChanges()).toBe(1);
    expect(result.current.renewal?.signedInElsewhere()).toBe(true);
  });

  it('changes nothing for the same player, or when no one was shown', async () => {
    const { result } = renderHook(useSwitchHarness, { wrapper, initialProps: { reading: true } });
    const cached = (key: readonly unknown[]) =>
      result.current.config.cache.get(unstable_serialize(key))?.data;
    await waitFor(() => expect(cached(portalKeys.giftCodes)).toEqual(['gift']));
    await act(async () => {
      expect(result.current.switchAccount('demo', 'demo', 'here')).toBe(false);
      expect(result.current.switchAccount(undefined, 'demo', 'elsewhere')).toBe(false);
      expect(result.current.switchAccount('demo', null, 'elsewhere')).toBe(false);
    });
    expect(cached(portalKeys.giftCodes)).toEqual(['gift']);
    expect(result.current.renewal?.accountChanges()).toBe(0);
  });
});
