import { api } from '../../src/i18n/vi-VN/api';
import { giftCodes } from '../../src/i18n/vi-VN/giftCodes';
import { payment } from '../../src/i18n/vi-VN/payment';
import { recharge } from '../../src/i18n/vi-VN/recharge';
import { textOf } from './dom';

/** The money writes a journey makes. */
export type MoneyKind = 'recharge' | 'zone' | 'card' | 'gift';

/**
 * What a widget tells the player of its last money write: nothing, still at work, done, refused (not done: they may
 * send it again), unknown; for a card also pending (taken, not settled), succeeded or failed.
 */
export type Verdict =
  'none' | 'busy' | 'done' | 'refused' | 'unknown' | 'pending' | 'succeeded' | 'failed';

/** A catalogue text as a pattern: each `{placeholder}` stands for any text. */
function textPattern(text: string): RegExp {
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace(/\\\{\w+\\\}/g, '.*')}`);
}

const coinName = 'Kim Nguyên Bảo';
const lostAnswer = api['api.error.outcomeUnknown'];
const alertsIn = (root: Element | null | undefined) =>
  root ? [...root.querySelectorAll('.alert')] : [];
const hasTone = (alert: Element, tone: string) => alert.classList.contains(tone);
const busy = (root: Element) => root.querySelector('button .ring') !== null;
/** Where a money widget shows its outcome (OutcomeArea: a focusable polite live region). */
const outcomeAreaIn = (root: ParentNode) => root.querySelector('[role="status"][tabindex="-1"]');

const rechargeTexts = {
  done: textPattern(recharge['payment.recharge.succeeded']),
  notDone: [textPattern(recharge['payment.recharge.notTaken'].replace('{coinName}', coinName))],
  unknown: [
    recharge['payment.recharge.checking'],
    recharge['payment.recharge.unconfirmed'],
    recharge['payment.recharge.resending'],
    recharge['payment.recharge.checkFailed'],
  ].map(textPattern),
  quiet: [textPattern(recharge['payment.recharge.relogin'])],
};

const zoneTexts = {
  done: textPattern(recharge['payment.upgrade.succeeded']),
  notDone: [textPattern(recharge['payment.upgrade.notTaken'])],
  unknown: [
    recharge['payment.upgrade.checking'],
    recharge['payment.upgrade.unconfirmed'],
    recharge['payment.upgrade.resending'],
    recharge['payment.upgrade.checkFailed'],
  ].map(textPattern),
  quiet: [],
};

/** A balance-spending write's alerts (the recharge form, the upgrade screen) read as a verdict. */
function spendingVerdict(root: Element, texts: typeof rechargeTexts): Verdict {
  if (busy(root)) return 'busy';
  let verdict: Verdict = 'none';
  for (const alert of alertsIn(root)) {
    const text = textOf(alert);
    if (texts.quiet.some((pattern) => pattern.test(text))) continue;
    if (texts.done.test(text)) return 'done';
    if (texts.unknown.some((pattern) => pattern.test(text)) || text.startsWith(lostAnswer))
      return 'unknown';
    if (texts.notDone.some((pattern) => pattern.test(text))) return 'refused';
    if (hasTone(alert, 'error') || hasTone(alert, 'warning')) verdict = 'refused';
  }
  return verdict;
}

const cardTitles = {
  succeeded: payment['payment.card.succeeded'],
  failed: [payment['payment.card.failed'], payment['payment.card.cancelled']],
  pending: payment['payment.card.pending'],
  unknown: [
    payment['payment.card.unconfirmed'],
    payment['payment.card.checkFailed'],
    payment['payment.card.checking'],
  ],
  notFound: payment['payment.card.notFound'],
};

function cardVerdict(result: Element): Verdict {
  for (const alert of alertsIn(result)) {
    const text = textOf(alert);
    if (text.startsWith(cardTitles.succeeded)) return 'succeeded';
    if (cardTitles.failed.some((title) => text.startsWith(title))) return 'failed';
    if (text.startsWith(cardTitles.pending)) return 'pending';
    if (cardTitles.unknown.some((title) => text.startsWith(title))) return 'unknown';
    if (text.startsWith(lostAnswer)) return 'unknown';
    if (text.startsWith(cardTitles.notFound)) return 'refused';
    if (hasTone(alert, 'error')) return 'refused';
  }
  return busy(result.parentElement ?? result) ? 'busy' : 'none';
}

function giftVerdict(list: Element): Verdict {
  if (busy(list)) return 'busy';
  const alert = alertsIn(outcomeAreaIn(list))[0];
  if (!alert) return 'none';
  const text = textOf(alert).replace(giftCodes['history.gifts.resultTitle'], '').trim();
  if (hasTone(alert, 'success')) return 'done';
  if (text.startsWith(giftCodes['history.gifts.shareFailed'])) return 'none';
  if (text.startsWith(lostAnswer)) return 'unknown';
  return 'refused';
}

/** The form of the card top-up in a tab (the one with 'Số seri'). */
export function cardForm(root: ParentNode): HTMLFormElement | undefined {
  return [...root.querySelectorAll('form')].find((form) =>
    textOf(form).includes(payment['payment.card.serial']),
  );
}

/** The upgrade screen (a closed server's balances to move), if the recharge page shows it. */
export function upgradeScreen(root: ParentNode): Element | undefined {
  const heading = [...root.querySelectorAll('h1, h2, h3')].find(
    (candidate) => textOf(candidate) === recharge['payment.upgrade.title'],
  );
  return heading?.closest('section, div') ?? undefined;
}

/** The recharge form, if the recharge page shows it. */
export function rechargeForm(root: ParentNode): HTMLFormElement | undefined {
  return [...root.querySelectorAll('form')].find((form) =>
    textOf(form).includes(recharge['payment.recharge.amounts']),
  );
}

/** What the widget of `kind` in `root` (a tab) says of its last money write. */
export function verdictOf(kind: MoneyKind, root: Element): Verdict {
  switch (kind) {
    case 'recharge': {
      const form = rechargeForm(root);
      return form ? spendingVerdict(form, rechargeTexts) : 'none';
    }
    case 'zone': {
      const screen = upgradeScreen(root);
      return screen ? spendingVerdict(root, zoneTexts) : 'none';
    }
    case 'card': {
      const form = cardForm(root);
      const result = form && outcomeAreaIn(form);
      return result ? cardVerdict(result) : 'none';
    }
    case 'gift': {
      return giftVerdict(root);
    }
    default:
      return kind satisfies never;
  }
}

/** Verdicts that tell the player what came of the write (they may choose again). */
export function isKnown(verdict: Verdict): boolean {
  return ['done', 'refused', 'pending', 'succeeded', 'failed'].includes(verdict);
}
