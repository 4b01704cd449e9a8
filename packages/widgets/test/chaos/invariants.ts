import type { Decision } from './decisions';
import { textOf } from './dom';
import type { PageName, Tab } from './tabs';
import { verdictOf, type MoneyKind } from './verdicts';
import type { World } from './world';

const kinds: readonly MoneyKind[] = ['recharge', 'zone', 'card', 'gift'];
const isSuccess = (status: number | null) => status !== null && status >= 200 && status < 300;

/** The page each kind of money write is made on. */
const pageOf: Record<MoneyKind, PageName> = {
  recharge: 'recharge',
  zone: 'recharge',
  card: 'card',
  gift: 'gifts',
};

/**
 * What the screens say of each decision, read into the log: the decision of each widget's latest press. A widget on
 * a page opened again, not pressed yet, that says done speaks of the decision left unknown for its account (it looked
 * it up: issue 40); a card's page may show another card, kept as pending, so it is not read so.
 */
export function readVerdicts(world: World): void {
  for (const tab of world.tabs) {
    for (const kind of kinds) {
      const decision = world.decisions.shownBy(kind, tab.id, tab.pageMounts);
      if (!decision) {
        const open =
          kind !== 'card' && tab.page === pageOf[kind]
            ? world.decisions.openOf(kind, tab.shownUser)
            : undefined;
        if (open && verdictOf(kind, tab.container) === 'done') open.said = 'done';
        continue;
      }
      decision.said = verdictOf(kind, tab.container);
      if (decision.said === 'refused') decision.saidNotDone = true;
    }
  }
}

/** The accounts of the simulator's seed: a charge may land on any of them. */
const seedAccounts = ['demo', 'legacy', 'debtor', 'newbie'] as const;

/** The money writes the simulator did (answered 2xx), on whichever account: its ledger's charges. */
function charges(world: World) {
  return seedAccounts.flatMap((account) =>
    world.sim.simulator
      .moneyWrites(account)
      .filter((write) => isSuccess(write.status))
      .map((write) => ({ account, ...write })),
  );
}

/**
 * The server's side of a decision: whether one of its keys was done (on any account: a key is the account's, so one
 * sent under two sessions can be done on each), and (a card) the card in the history.
 */
function ledgerOf(world: World, decision: Decision, charged: ReturnType<typeof charges>) {
  const account = decision.account ?? '';
  const writes = world.sim.simulator.moneyWrites(account);
  const done = charged.some((write) => decision.keys.includes(write.key));
  const doneLike = (request: string, body?: string) =>
    writes.some(
      (write) =>
        write.request === request &&
        isSuccess(write.status) &&
        (body === undefined || write.body === body),
    );
  const serial = decision.subject.replace(/^card /, '');
  const card = world.sim.simulator
    .transactions(account)
    .find((row) => row.type === 'topup.card' && row.payload?.serial === serial);
  return { done, doneLike, card };
}

/**
 * No decision of the player's is charged twice, however they navigated (issue 40): the writes the simulator did, on
 * any account, under the keys of one decision (its presses in the widget that made it, and those of the same subject
 * on a page opened again while its outcome was left unknown) number one at most.
 */
function checkOnce(world: World, charged: ReturnType<typeof charges>): void {
  const groups = new Map<number, Decision[]>();
  for (const decision of world.decisions.all) {
    if (decision.posts === 0) continue;
    groups.set(decision.group, [...(groups.get(decision.group) ?? []), decision]);
  }
  for (const [first, ...again] of groups.values()) {
    if (!first) continue;
    const keys = new Set([first, ...again].flatMap((decision) => decision.keys));
    const times = charged.filter((write) => keys.has(write.key)).length;
    if (times <= 1) continue;
    const pressedAgain =
      again.length === 0
        ? ''
        : ` and decision ${again.map((decision) => `${decision.id} (tab ${decision.tab + 1}, step ${decision.step})`).join(', ')} (the same, pressed again on a page opened again while its outcome was unknown)`;
    world.violation(
      `decision ${first.id} (${first.choice}, tab ${first.tab + 1}, step ${first.step})${pressedAgain}: the server did it ${times} times, under ${keys.size} key(s) (one decision, charged twice)`,
    );
  }
}

/**
 * Every decision against the simulator's ledger: done by the server once at most (whatever keys and sessions it went
 * under, however the player navigated: {@link checkOnce}); done on screen means done by the server (a gift or a server
 * move the look-up found done by another tab counts); not done on screen means never done, now or later (a request
 * the server handles late included); a card pending on screen is in the history, one succeeded or failed there too.
 */
export function checkLedger(world: World): void {
  const charged = charges(world);
  checkOnce(world, charged);
  for (const decision of world.decisions.all) {
    if (decision.posts === 0 || decision.account === null) continue;
    const { done, doneLike, card } = ledgerOf(world, decision, charged);
    const what = `decision ${decision.id} (${decision.choice}, tab ${decision.tab + 1}, step ${decision.step})`;
    if (decision.saidNotDone && done) {
      world.violation(`${what}: the screen said it was not done, and the server did it`);
    }
    switch (decision.said) {
      case 'done': {
        const found =
          done ||
          (decision.kind === 'zone' && doneLike('POST /api/account-zones')) ||
          (decision.kind === 'gift' &&
            doneLike(
              'POST /api/giftpaysys/receive',
              `{"rewardType":${decision.subject.slice(5)}}`,
            ));
        if (!found)
          world.violation(`${what}: the screen says it is done, and the server has not done it`);
        break;
      }
      case 'pending':
        // The card is the player's: typed again while it is pending, the page that finds it taken says so.
        if (!card)
          world.violation(
            `${what}: the screen says the card is being processed, and the server has not taken it`,
          );
        break;
      case 'succeeded':
        if (card?.status !== 'success')
          world.violation(
            `${what}: the screen says the card succeeded, and the history has it ${card?.status ?? 'missing'}`,
          );
        break;
      case 'failed':
        if (card?.status !== 'failed' && card?.status !== 'cancelled')
          world.violation(
            `${what}: the screen says the card failed, and the history has it ${card?.status ?? 'missing'}`,
          );
        break;
      default:
        break;
    }
  }
}

/**
 * Every charge is on the account the page showed when the player pressed (issue 40): the simulator's money writes
 * done, on every account, against the player each tab showed at the presses that sent their key. A key no press sent
 * is reported when it leaves the tab.
 */
export function checkPayers(world: World): void {
  for (const write of charges(world)) {
    const pressed = world.decisions.shownFor(write.key);
    if (!pressed || pressed.shown.has(write.account)) continue;
    const { decision } = pressed;
    const shown = [...pressed.shown].map((user) => user ?? 'no player').join(' or ');
    world.violation(
      `decision ${decision.id} (${decision.choice}, tab ${decision.tab + 1}, step ${decision.step}) was charged to ${write.account} (${write.request}), and the page showed ${shown} when the player pressed`,
    );
  }
}

/** The balance a tab shows ('Số dư hiện tại'), if it shows one. */
export function shownCredit(tab: Tab): number | undefined {
  const strip = tab.container.querySelector('section[aria-label="Số dư hiện tại"] strong');
  if (!strip) return undefined;
  const digits = /^([\d.]+) KP$/.exec(textOf(strip))?.[1];
  return digits === undefined ? Number.NaN : Number(digits.replace(/\./g, ''));
}

/**
 * The balances on screen: never a number the API did not give the tab; and after a money write was done (or its
 * outcome unknown) in a tab that is still there, every tab whose reads went through (no refusal, no fault) shows the
 * ledger's balance.
 */
export function checkBalances(world: World, afterMoneyWrite: boolean): void {
  for (const tab of world.tabs) {
    const shown = shownCredit(tab);
    if (shown === undefined) continue;
    if (!tab.seenCredits.has(shown)) {
      world.violation(
        `tab ${tab.id + 1} shows ${shown} KP, which no answer of GET /api/me gave it (${[...tab.seenCredits].join(', ')})`,
      );
    }
    // A tab whose reads failed (a refusal, a fault) shows what it had: its reads are retried later.
    if (
      !afterMoneyWrite ||
      tab.troubled ||
      world.network.faulted.has(tab.id) ||
      tab.shownUser === null
    )
      continue;
    const ledger = world.sim.simulator.user(tab.shownUser)?.credit;
    if (ledger !== shown) {
      world.violation(
        `after a money write, tab ${tab.id + 1} shows ${shown} KP, and the ledger has ${ledger ?? '?'} KP for ${tab.shownUser}`,
      );
    }
  }
}

/** Words of the developers' English and raw errors that a Vietnamese screen must never show. */
const foreign =
  /\b(the|and|please|error|errors|failed|undefined|null|NaN|Infinity|Unauthenticated|CSRF|mismatch|Too Many|Attempts|Server Error|Service Unavailable|Bad Gateway|Gateway|nginx|TypeError|SyntaxError|Unexpected|JSON|fetch|Internal|exception|request|timeout|network|object Object)\b|<\/?[a-z]+>/i;

/** No English and no raw error in a tab: its text, and the names and hints assistive technology reads. */
export function checkWords(world: World): void {
  for (const tab of world.tabs) {
    const texts = [textOf(tab.container)];
    for (const element of tab.container.querySelectorAll(
      '[aria-label], [title], [placeholder], img[alt]',
    )) {
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = element.getAttribute(name);
        if (value) texts.push(value);
      }
    }
    for (const text of texts) {
      const match = foreign.exec(text);
      if (match) {
        const at = Math.max(0, match.index - 40);
        world.violation(
          `tab ${tab.id + 1} shows '${match[0]}': …${text.slice(at, match.index + 60)}…`,
        );
        return;
      }
    }
  }
}
