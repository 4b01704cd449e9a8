import { useRef, useState } from 'react';
import type { Zone } from '../../api';
import { useAssignAccountZone } from '../../provider';

/** The assignment: choosing, confirming in the dialog, sending, done, or refused. */
export type UpgradeStatus =
  | { status: 'choosing' }
  | { status: 'confirming' }
  | { status: 'processing' }
  | { status: 'succeeded' }
  | { status: 'failed'; error: unknown };

/**
 * Moving old balances to an active server: a server picked, confirmed in a dialog, one POST; the zones are refetched
 * 3 s after success (by the mutation), which ends the screen.
 */
export function useUpgradeScreen(activeZones: readonly Zone[]) {
  const assign = useAssignAccountZone();
  const [zoneId, setZoneId] = useState('');
  const [state, setState] = useState<UpgradeStatus>({ status: 'choosing' });
  const inFlight = useRef(false);
  const zone = activeZones.find((candidate) => String(candidate.id) === zoneId);

  async function confirm() {
    if (!zone || inFlight.current) return;
    inFlight.current = true;
    setState({ status: 'processing' });
    try {
      await assign(zone.id);
      setState({ status: 'succeeded' });
    } catch (error) {
      setState({ status: 'failed', error });
    } finally {
      inFlight.current = false;
    }
  }

  return {
    zoneId,
    zone,
    state,
    chooseZone: (id: string) => {
      setZoneId(id);
      if (state.status === 'failed') setState({ status: 'choosing' });
    },
    dialogOpen: state.status === 'confirming' || state.status === 'processing',
    openDialog: () => zone && setState({ status: 'confirming' }),
    closeDialog: () => state.status === 'confirming' && setState({ status: 'choosing' }),
    confirm,
  };
}
