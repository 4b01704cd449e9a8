import { useRef, useState } from 'react';
import {
  freshHistory,
  freshUser,
  useFreshRead,
  useRechargeGame,
  useRefetchBalance,
} from '../../provider';
import { useMoneyWrite, type Lookup, type MoneyWriteState } from '../shared';
import { canRecharge } from './affordability';
import { rechargeFound, type RechargeAttempt } from './rechargeFound';
import { useRechargeView } from './useRechargeView';

/** A recharge done: the coins that went to a server. */
export interface RechargeDone {
  coins: number;
  server: string;
}

/** The last recharge: none yet, running, being looked up after a lost answer, done, refused, or still unknown. */
export type RechargeStatus = MoneyWriteState<RechargeDone>;

/** A recharge the player is asked to confirm: the server, the KP it spends, the coins it gives, the balance after. */
export interface RechargeChoice {
  server: string;
  cost: number;
  coins: number;
  creditAfter: number;
}

/** The same amount on the same server is one decision (a resend of it keeps its idempotency key). */
const sameRecharge = (last: RechargeAttempt, next: RechargeAttempt) =>
  last.cost === next.cost && last.zoneId === next.zoneId;

/**
 * Game recharge: the server and the amount picked, then confirmed in a dialog that names the server, the KP spent,
 * the coins received and the balance after ('Hủy' sends nothing and keeps the choice); one POST per decision
 * (numbers), its idempotency key made as 'Xác nhận' sends it, the user refetched on success by the mutation. A
 * recharge done needs a new choice of amount before another is sent (a held Enter or a second click sends nothing);
 * after a lost or broken answer the balance and the history are read (at the provider's waits) before anything can
 * be sent again. Choosing another amount clears the message; after a 429 the button waits out its Retry-After.
 */
export function useRechargePanel() {
  const view = useRechargeView();
  const read = useFreshRead('RechargePanel');
  const rechargeGame = useRechargeGame();
  const refetchBalance = useRefetchBalance();
  const [zoneId, setZoneId] = useState('');
  const [amount, setAmount] = useState<number | null>(null);
  const write = useMoneyWrite<RechargeAttempt, RechargeDone>({
    caller: 'RechargePanel',
    // Its outcome is looked up against the server's balance just before its first send (the payer's read), not the
    // screen's: that one may be stale (a refetch that failed, another tab's write), and an earlier recharge of the
    // same cost would then pass for this one ('Đã nạp' for a recharge the server never did; found by the chaos run).
    withPayer: (attempt, payer) =>
      attempt.creditRead ? attempt : { ...attempt, creditBefore: payer.credit, creditRead: true },
    send: async (attempt, decision) => {
      const { cost, zoneId: zone, done } = attempt;
      await rechargeGame({ creditAmount: cost, zoneId: zone }, decision);
      // A recharge done leaves no amount chosen: the next one is a new choice of the player (on any server).
      setAmount(null);
      return done;
    },
    sameDecision: sameRecharge,
    lookUp: async (attempt): Promise<Lookup<RechargeDone>> => {
      const [user, history] = await Promise.all([read(freshUser), read(freshHistory)]);
      if (!rechargeFound(attempt, user.credit, history)) return { found: false };
      setAmount(null);
      void refetchBalance();
      return { found: true, result: attempt.done };
    },
  });
  const processing = write.busy;
  const credit = view.status === 'ready' ? view.credit : 0;
  const lastAttempt = useRef<RechargeAttempt | null>(null);
  // What the dialog asks to confirm (kept once asked, so it still shows while the recharge confirmed is sent).
  const [asked, setAsked] = useState<{ zoneId: number; choice: RechargeChoice } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const canSubmit =
    write.state.status !== 'succeeded' &&
    // Nothing could be read after a lost answer: 'Kiểm tra lại' first, before the player may send again.
    !write.mustCheck &&
    canRecharge({ credit, amount, zoneId, processing });
  // A 429's wait holds the button (focusable, counting down): nothing is asked or sent meanwhile.
  const sendable = canSubmit && write.waitingText === undefined;

  /** 'Nạp': asks the player to confirm the amount and the server chosen (nothing is sent yet). */
  function submit() {
    if (view.status !== 'ready' || !sendable) return;
    const payable = view.config.payableValues.find((value) => value.credit === amount);
    const zone = view.activeZones.find((candidate) => String(candidate.id) === zoneId);
    if (!payable || !zone) return;
    const choice = {
      server: zone.name,
      cost: payable.credit,
      coins: payable.coinsReceived,
      creditAfter: credit - payable.credit,
    };
    setAsked({ zoneId: zone.id, choice });
    setConfirming(true);
  }

  /** 'Xác nhận' in the dialog: the player's decision, sent as the dialog named it (its idempotency key is made now). */
  function confirm() {
    setConfirming(false);
    if (!confirming || !asked || !sendable) return;
    const { zoneId: zone, choice } = asked;
    const attempt: RechargeAttempt = {
      cost: choice.cost,
      zoneId: zone,
      creditBefore: credit,
      creditRead: false,
      sentAt: Date.now(),
      done: { coins: choice.coins, server: choice.server },
    };
    lastAttempt.current = attempt;
    write.run(attempt);
  }

  return {
    view,
    zoneId,
    setZoneId: (id: string) => {
      setZoneId(id);
      write.reset();
    },
    amount,
    chooseAmount: (credit: number) => {
      setAmount(credit);
      write.reset();
    },
    result: write.state,
    /** What the result area shows, as a key that changes with each new outcome; null while none shows. */
    outcome: write.outcome,
    canSubmit,
    /** 'Thử lại sau N giây' while a 429's wait lasts (the button is inert), else undefined. */
    waitingText: write.waitingText,
    submit,
    /** The dialog that asks to confirm is open: from 'Nạp' until 'Hủy', or until the recharge confirmed is answered. */
    dialogOpen: confirming || write.state.status === 'processing',
    /** What the dialog names: the server, the KP spent, the coins received, the balance after; null before 'Nạp'. */
    confirmation: asked?.choice ?? null,
    confirm,
    /** 'Hủy' (or Escape): nothing is sent, the choice stays. */
    cancel: () => {
      if (write.state.status !== 'processing') setConfirming(false);
    },
    /** Reads the balance and the history again after they could not tell whether a recharge was done. */
    checkAgain: () => lastAttempt.current && write.checkAgain(lastAttempt.current),
    /** Sends the recharge whose outcome is unknown again, with its key: the server does it once. */
    resend: write.resend,
  };
}
