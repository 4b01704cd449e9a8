import { useRef, useState } from 'react';
import type { Zone } from '../../api';
import { freshAccountZones, useAssignAccountZone, useFreshRead } from '../../provider';
import { useMoneyWrite, type MoneyWriteState } from '../shared';

/** The assignment as sent, looked up, done, refused, or still unknown. */
export type UpgradeWriteState = MoneyWriteState<true>;

/**
 * Moving old balances to an active server: a server picked, confirmed in a dialog, one POST per decision; the zones
 * are refetched 3 s after success (by the mutation), which ends the screen. After a lost or broken answer the
 * player's zones are read first (at the provider's waits, 1, 2.5 and 5 s): no closed one left means the move was done.
 */
export function useUpgradeScreen(activeZones: readonly Zone[]) {
  const assign = useAssignAccountZone();
  const read = useFreshRead('UpgradeScreen');
  const [zoneId, setZoneId] = useState('');
  const [confirming, setConfirming] = useState(false);
  const write = useMoneyWrite<number, true>({
    caller: 'UpgradeScreen',
    send: async (id, decision) => {
      await assign(id, decision);
      return true;
    },
    sameDecision: Object.is,
    lookUp: async () => {
      const zones = await read(freshAccountZones);
      return zones.some((entry) => entry.zone.state === 'closed')
        ? { found: false }
        : { found: true, result: true };
    },
  });
  const sent = useRef<number | null>(null);
  const zone = activeZones.find((candidate) => String(candidate.id) === zoneId);
  const state = write.state;

  function confirm() {
    if (!zone) return;
    sent.current = zone.id;
    setConfirming(false);
    write.run(zone.id);
  }

  return {
    zoneId,
    zone,
    state,
    /** What the result area shows, as a key that changes with each new outcome; null while none shows. */
    outcome: write.outcome,
    busy: write.busy,
    chooseZone: (id: string) => {
      setZoneId(id);
      write.reset();
    },
    /** The last move's outcome is unknown: 'Kiểm tra lại' before another (the server may have done it). */
    mustCheck: write.mustCheck,
    /** 'Thử lại sau N giây' while a 429's wait lasts (the button is inert), else undefined. */
    waitingText: write.waitingText,
    dialogOpen: confirming || state.status === 'processing',
    openDialog: () => {
      if (zone && !write.busy && !write.mustCheck && write.waitingText === undefined)
        setConfirming(true);
    },
    closeDialog: () => {
      if (state.status !== 'processing') setConfirming(false);
    },
    confirm,
    checkAgain: () => sent.current !== null && write.checkAgain(sent.current),
    /** Sends the move whose outcome is unknown again, with its key: the server does it once. */
    resend: write.resend,
  };
}
