import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import {
  type Decision,
  type GiftCode,
  assignAccountZone,
  changeEmail,
  changePassword,
  changePhone,
  claimGift,
  rechargeGame,
  requestSecurityCode,
  sendVerificationEmail,
  topupCard,
  updatePhone,
  updateProfile,
} from '../../api';
import { useTabsChannelContext, useCacheLifeContext } from '../contexts';
import { balanceKeys, refreshBalance } from './balanceRefresh';
import { freshGiftCodes, useFreshRead } from './freshRead';
import { portalKeys } from './keys';
import { useClientAction } from './useClientAction';

/** Zones are refetched 3 seconds after a successful assignment. */
export const zoneRefetchDelayMs = 3000;

/** Changes the name or language and reloads the user. */
export const useUpdateProfile = () =>
  useClientAction('useUpdateProfile', updateProfile, [portalKeys.user]);
/** Changes the e-mail and reloads the user. */
export const useChangeEmail = () =>
  useClientAction('useChangeEmail', changeEmail, [portalKeys.user]);
/** Changes the password and reloads the user (its last change date). */
export const useChangePassword = () =>
  useClientAction('useChangePassword', changePassword, [portalKeys.user]);
/** Sets a new phone number (unverified until the SMS) and reloads the user. */
export const useUpdatePhone = () =>
  useClientAction('useUpdatePhone', updatePhone, [portalKeys.user]);
/** Converts KP into coins on a server; reloads the user (balance) and the history, here and in the other tabs. */
export const useRechargeGame = () =>
  useClientAction('useRechargeGame', rechargeGame, balanceKeys, { money: true });
/** Tops up KP with a scratch card; reloads the history (the pending card) and the user, here and in the other tabs. */
export const useTopupCard = () =>
  useClientAction('useTopupCard', topupCard, balanceKeys, { money: true });
/** Sends a 6-character security code for an action to the player's e-mail. */
export const useRequestSecurityCode = () =>
  useClientAction('useRequestSecurityCode', requestSecurityCode, []);
/** Sends a new verification e-mail. */
export const useSendVerificationEmail = () =>
  useClientAction('useSendVerificationEmail', sendVerificationEmail, []);
/** Sends an OTP to the current verified phone, before a phone change. */
export const useChangePhone = () => useClientAction('useChangePhone', changePhone, []);
/** Claims a gift code and reloads the list; the other tabs read the balance and the history again. */
export const useClaimGift = () =>
  useClientAction('useClaimGift', claimGift, [portalKeys.giftCodes], { money: true });

/**
 * Moves a closed server's balances to an active one; zones are refetched 3 seconds later, and the other tabs read the
 * balance and the history again.
 */
export function useAssignAccountZone() {
  const { mutate } = useSWRConfig();
  const life = useCacheLifeContext('useAssignAccountZone');
  const assign = useClientAction('useAssignAccountZone', assignAccountZone, [], { money: true });
  return useCallback(
    async (zoneId: number, decision: Decision) => {
      const result = await assign(zoneId, decision);
      setTimeout(() => {
        if (life.released()) return;
        void mutate(portalKeys.zones);
        void mutate(portalKeys.accountZones);
      }, zoneRefetchDelayMs);
      return result;
    },
    [assign, mutate, life],
  );
}

/**
 * Refetches the balance and the history once a money write is known to be done (a pending card top-up settled, a
 * recharge found after a lost answer), never an optimistic balance; the other tabs read them again too.
 */
export function useRefetchBalance() {
  const { mutate } = useSWRConfig();
  const life = useCacheLifeContext('useRefetchBalance');
  const otherTabs = useTabsChannelContext('useRefetchBalance');
  return useCallback(async () => {
    if (life.released()) return;
    otherTabs.announceBalance();
    await refreshBalance(mutate);
  }, [mutate, life, otherTabs]);
}

/** Reads the gift codes again (after a claim whose answer was lost or refused): the list as the server now has it. */
export function useRefetchGiftCodes() {
  const { mutate } = useSWRConfig();
  const life = useCacheLifeContext('useRefetchGiftCodes');
  return useCallback(
    async () => (life.released() ? undefined : mutate<readonly GiftCode[]>(portalKeys.giftCodes)),
    [mutate, life],
  );
}

/**
 * Reads the gift codes from the server now, past the cache ({@link useFreshRead}), and shows them: what a claim whose
 * answer was lost or broken is looked up in. Rejects when the list cannot be read.
 */
export function useReadGiftCodes() {
  const read = useFreshRead('useReadGiftCodes');
  return useCallback(() => read(freshGiftCodes), [read]);
}
