import { useRef, useState } from 'react';
import type { AccountZone, RechargeConfig, Zone } from '../../api';
import {
  useAccountZones,
  useRechargeConfig,
  useRechargeGame,
  useUser,
  useZones,
} from '../../provider';
import { useSubmitHold } from '../shared';
import { canRecharge } from './affordability';

/** The last recharge: none yet, running, done (coins to a server), or refused. */
export type RechargeStatus =
  | { status: 'idle' }
  | { status: 'processing' }
  | { status: 'succeeded'; coins: number; server: string }
  | { status: 'failed'; error: unknown };

/** What the page shows: loading, the data missing (with a retry), the upgrade screen, or the recharge form. */
export type RechargeView =
  | { status: 'loading' }
  | { status: 'unavailable'; error: unknown; retry: () => void }
  | { status: 'upgrade'; closed: AccountZone[]; activeZones: Zone[]; coinName: string }
  | { status: 'ready'; credit: number; activeZones: Zone[]; config: RechargeConfig };

/** The data of the page, worked out into a view; any zone of the player's that is closed means the upgrade screen. */
function useRechargeView(): RechargeView {
  const user = useUser();
  const zones = useZones();
  const config = useRechargeConfig();
  const accountZones = useAccountZones();
  const queries = [zones, config, accountZones] as const;
  const failed = [user, ...queries].find((query) => query.status === 'failed');
  if (failed?.status === 'failed') {
    return {
      status: 'unavailable',
      error: failed.error,
      retry: () => {
        for (const query of queries) if (query.status === 'failed') query.retry();
        if (user.status === 'failed') user.retry();
      },
    };
  }
  if (
    zones.status !== 'ready' ||
    config.status !== 'ready' ||
    accountZones.status !== 'ready' ||
    user.status !== 'signedIn'
  ) {
    return { status: 'loading' };
  }
  const activeZones = zones.data.filter((zone) => zone.state === 'active');
  const closed = accountZones.data.filter((entry) => entry.zone.state === 'closed');
  if (closed.length > 0) {
    return { status: 'upgrade', closed, activeZones, coinName: config.data.coinName };
  }
  return { status: 'ready', credit: user.user.credit, activeZones, config: config.data };
}

/**
 * Game recharge: the server and the amount picked, one POST per click (numbers), the user refetched on success by
 * the mutation; choosing another amount clears the message. After a 429 the button waits out its Retry-After.
 */
export function useRechargePanel() {
  const view = useRechargeView();
  const rechargeGame = useRechargeGame();
  const [zoneId, setZoneId] = useState('');
  const [amount, setAmount] = useState<number | null>(null);
  const [result, setResult] = useState<RechargeStatus>({ status: 'idle' });
  const inFlight = useRef(false);
  const hold = useSubmitHold();
  const processing = result.status === 'processing';
  const credit = view.status === 'ready' ? view.credit : 0;

  async function submit() {
    if (view.status !== 'ready' || inFlight.current || hold.onHold) return;
    if (!canRecharge({ credit, amount, zoneId, processing })) return;
    const payable = view.config.payableValues.find((value) => value.credit === amount);
    const zone = view.activeZones.find((candidate) => String(candidate.id) === zoneId);
    if (!payable || !zone) return;
    inFlight.current = true;
    setResult({ status: 'processing' });
    try {
      await rechargeGame({ creditAmount: payable.credit, zoneId: zone.id });
      setResult({ status: 'succeeded', coins: payable.coinsReceived, server: zone.name });
    } catch (error) {
      hold.holdAfter(error);
      setResult({ status: 'failed', error });
    } finally {
      inFlight.current = false;
    }
  }

  return {
    view,
    zoneId,
    setZoneId,
    amount,
    chooseAmount: (credit: number) => {
      setAmount(credit);
      // while a 429's wait lasts, its message stays: it says why the button waits
      if (!processing && !hold.onHold) setResult({ status: 'idle' });
    },
    result,
    canSubmit: canRecharge({ credit, amount, zoneId, processing }),
    /** 'Thử lại sau N giây' while a 429's wait lasts (the button is inert), else undefined. */
    waitingText: hold.waitingText,
    submit,
  };
}
