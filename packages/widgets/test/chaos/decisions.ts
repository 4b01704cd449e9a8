import type { MoneyKind, Verdict } from './verdicts';

/** A decision of the player on a money write: a click or a key on a confirmation, and what came of it. */
export interface Decision {
  id: number;
  kind: MoneyKind;
  tab: number;
  /** The mount of the widget it was made in: a page opened again is a new widget, which knows nothing of it. */
  mount: number;
  /** What it spends: the same subject sent again while its outcome is unknown is the same decision. */
  subject: string;
  /** What the player chose, for the report. */
  choice: string;
  /** Who was on screen when the form was filled in. */
  chosenBy: string | null;
  /** The account whose session its first money write went under. */
  account: string | null;
  keys: string[];
  posts: number;
  /** The last thing the screen said of it. */
  said: Verdict;
  /** The screen said it was not done (the player may send it again): it must never be done later. */
  saidNotDone: boolean;
  step: number;
}

/**
 * A press the journey is making: the decision it carries, whether a new key is allowed (a new decision, or one the
 * screen said was not done), and how many money writes it may send (one).
 */
interface Pressing {
  decision: Decision;
  newKeyAllowed: boolean;
  before: Verdict;
  allowance: number;
}

/** What the screen said of a decision, if it ends it: done (a card taken and what came of it). */
const ended = (said: Verdict) => ['done', 'pending', 'succeeded', 'failed'].includes(said);

/** Where a money write goes: which kind of decision sent it. */
export function kindOfPath(path: string): MoneyKind {
  if (path === '/api/recharge/game') return 'recharge';
  if (path === '/api/recharge/card') return 'card';
  if (path === '/api/account-zones') return 'zone';
  return 'gift';
}

/**
 * The player's decisions of a journey and the money writes they sent. Every money write must be one a press of the
 * current step asked for (a held Enter or a double click is one press), under the key of its decision: a new key for a
 * new decision, the same key when the same decision goes again; never a fresh send of a subject whose last outcome the
 * screen left unknown; never under a session other than that of the player who chose it.
 */
export class DecisionLog {
  readonly all: Decision[] = [];
  private pressing: Pressing | null = null;
  private readonly owners = new Map<string, Decision>();
  /** The decision of the latest press in each widget (by kind, tab and mount), whether it sent anything or not. */
  private readonly pressed = new Map<string, Decision>();
  private made = 0;

  constructor(
    private readonly violation: (text: string) => void,
    private readonly sessionUser: () => string | null,
  ) {}

  /** The last decision of the widget `kind` in `tab`'s mount `mount` that sent something, if any. */
  lastOf(kind: MoneyKind, tab: number, mount: number): Decision | undefined {
    return this.all.findLast(
      (decision) =>
        decision.kind === kind &&
        decision.tab === tab &&
        decision.mount === mount &&
        decision.posts > 0,
    );
  }

  /**
   * The decision the widget's message is about: that of its latest press (none when that press sent nothing, as a
   * session found ended before the send).
   */
  shownBy(kind: MoneyKind, tab: number, mount: number): Decision | undefined {
    const decision = this.pressed.get(`${kind}:${tab}:${mount}`);
    return decision && decision.posts > 0 ? decision : undefined;
  }

  /**
   * The player presses a confirmation (`before`: what the widget said just before). The same subject again, before
   * the widget said its last decision on it was done, is that decision still (the player wants it once): after the
   * screen said it was not done it may go under a new key, but while its outcome is unknown only under its own.
   * Anything else is a new decision.
   */
  press(
    fields: Pick<Decision, 'kind' | 'tab' | 'mount' | 'subject' | 'choice' | 'chosenBy' | 'step'>,
    before: Verdict,
    explicitResend = false,
  ): Decision {
    const last = this.lastOf(fields.kind, fields.tab, fields.mount);
    const again =
      last !== undefined &&
      (explicitResend || (last.subject === fields.subject && !ended(last.said)));
    if (again && last) {
      const refused = last.saidNotDone && !explicitResend;
      // Sent again, it may be done now: what the screen said of its earlier sends was checked up to here.
      last.saidNotDone = false;
      this.pressing = { decision: last, newKeyAllowed: refused, before, allowance: 1 };
      this.pressed.set(`${fields.kind}:${fields.tab}:${fields.mount}`, last);
      return last;
    }
    const decision: Decision = {
      ...fields,
      id: (this.made += 1),
      account: null,
      keys: [],
      posts: 0,
      said: 'none',
      saidNotDone: false,
    };
    this.all.push(decision);
    this.pressing = { decision, newKeyAllowed: true, before, allowance: 1 };
    this.pressed.set(`${fields.kind}:${fields.tab}:${fields.mount}`, decision);
    return decision;
  }

  /** A money write left `tab`. */
  sent(tab: number, path: string, key: string | null, body: unknown): void {
    // A card's PIN stays out of the report, as the simulator keeps it.
    const shown = JSON.stringify(body, (field, value: unknown) =>
      field === 'pin' ? '•••' : value,
    );
    const what = `POST ${path} ${shown} (tab ${tab + 1})`;
    const pressing = this.pressing;
    const kind = kindOfPath(path);
    if (
      !pressing ||
      pressing.decision.tab !== tab ||
      pressing.decision.kind !== kind ||
      pressing.allowance <= 0
    ) {
      this.violation(`a money write no press of the player asked for: ${what}`);
      return;
    }
    pressing.allowance -= 1;
    const { decision } = pressing;
    decision.posts += 1;
    const account = this.sessionUser();
    decision.account ??= account;
    if (account !== null && decision.chosenBy !== null && account !== decision.chosenBy) {
      this.violation(
        `what ${decision.chosenBy} chose (${decision.choice}) was sent under ${account}'s session: ${what}`,
      );
    }
    if (key === null) {
      this.violation(`a money write without an Idempotency-Key: ${what}`);
      return;
    }
    const owner = this.owners.get(key);
    if (owner && owner !== decision) {
      this.violation(`decision ${decision.id} went under the key of decision ${owner.id}: ${what}`);
    } else if (!pressing.newKeyAllowed && !decision.keys.includes(key)) {
      this.violation(
        `decision ${decision.id} (${decision.choice}), whose outcome the screen left ${decision.said} (then ${pressing.before}), was sent again under a new key: ${what}`,
      );
    }
    if (!decision.keys.includes(key)) decision.keys.push(key);
    this.owners.set(key, decision);
  }

  /** The step is over: a press asks for nothing after it, and one that sent nothing was no decision. */
  endStep(): void {
    this.pressing = null;
    const made = this.all.filter((decision) => decision.posts > 0);
    this.all.length = 0;
    this.all.push(...made);
  }
}
