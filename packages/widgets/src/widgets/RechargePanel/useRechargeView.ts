import type { AccountZone, RechargeConfig, Zone } from '../../api';
import { useAccountZones, useRechargeConfig, useUser, useZones } from '../../provider';

/** What the page shows: loading, the data missing (with a retry), the upgrade screen, or the recharge form. */
export type RechargeView =
  | { status: 'loading' }
  | { status: 'unavailable'; error: unknown; retry: () => void }
  | { status: 'upgrade'; closed: AccountZone[]; activeZones: Zone[]; coinName: string }
  | { status: 'ready'; credit: number; activeZones: Zone[]; config: RechargeConfig };

/** The data of the page, worked out into a view; any zone of the player's that is closed means the upgrade screen. */
export function useRechargeView(): RechargeView {
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
