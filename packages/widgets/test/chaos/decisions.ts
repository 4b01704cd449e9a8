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
  /**
   * The player's one decision it belongs to (the id of its first press): the same subject pressed again on a page
   * opened again while its outcome was left unknown is the same decision of the player's (issue 40).
   */
  group: number;
  /** The widgets it was pressed in (`kind:tab:mount`): a page opened again may press it again (issue 40). */
  widgets: string[];
  /** Logged out since (on the game's homepage): the browser no longer keeps it for the player. */
  forgotten: boolean;
}

/** What a press is made of: the decision's fields, and the player the tab showed when the player pressed. */
export type PressFields = Pick<
  Decision,
  'kind' | 'tab' | 'mount' | 'subject' | 'choice' | 'chosenBy' | 'step'
> & {
  /** The account the tab showed at the press (its `shownUser`): the only one a charge of it may be on. */
  shown: string | null;
};

/**
 * A press the journey is making: the decision it carries, whether a new key is allowed (a new decision, or one the
 * screen said was not done), and how many money writes it may send (one).
 */
interface Pressing {
  decision: Decision;
  /** Where the press was (its tab, and its widget): a decision of a page left may be pressed in another. */
  tab: number;
  widget: string;
  chosenBy: string | null;
  shown: string | null;
  newKeyAllowed: boolean;
  before: Verdict;
  allowance: number;
}

/** What the screen said of a decision, if it ends it: done (a card taken and what came of it). */
const ended = (said: Verdict) => ['done', 'pending', 'succeeded', 'failed'].includes(said);

const widgetOf = ({ kind, tab, mount }: Pick<Decision, 'kind' | 'tab' | 'mount'>) =>
  `${kind}:${tab}:${mount}`;

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
 * screen left unknown in the widget that sent it; never under a session other than that of the player who chose it.
 * A decision outlives its page (issue 40): the same subject pressed again on a page opened again, in any tab, while
 * its outcome was left unknown for that account, is the player's same decision (a `group`), whose keys the ledger must
 * not show done twice (checkLedger).
 */
export class DecisionLog {
  readonly all: Decision[] = [];
  private pressing: Pressing | null = null;
  private readonly owners = new Map<string, Decision>();
  /** The players the tabs showed at the presses that sent each key. */
  private readonly shownAt = new Map<string, Set<string | null>>();
  /** The decision of the latest press in each widget (by kind, tab and mount), whether it sent anything or not. */
  private readonly pressed = new Map<string, Decision>();
  private made = 0;

  constructor(
    private readonly violation: (text: string) => void,
    private readonly sessionUser: () => string | null,
  ) {}

  /** The last decision pressed in the widget `kind` in `tab`'s mount `mount` that sent something, if any. */
  lastOf(kind: MoneyKind, tab: number, mount: number): Decision | undefined {
    const widget = widgetOf({ kind, tab, mount });
    return this.all.findLast(
      (decision) =>
        decision.kind === kind && decision.widgets.includes(widget) && decision.posts > 0,
    );
  }

  /**
   * The decision of `kind` of `account` whose outcome the screen left unknown, which the browser keeps for the
   * account when its page is left (issue 40): the latest, of `subject` when given. None once logged out since.
   */
  openOf(kind: MoneyKind, account: string | null, subject?: string): Decision | undefined {
    if (account === null) return undefined;
    return this.all.findLast(
      (decision) =>
        decision.kind === kind &&
        decision.account === account &&
        decision.posts > 0 &&
        decision.said === 'unknown' &&
        !decision.forgotten &&
        (subject === undefined || decision.subject === subject),
    );
  }

  /**
   * The decision of `kind` of `account` a page opened again may offer to send again: the latest that sent something
   * and whose outcome the screen did not say (it may have been left before its answer came).
   */
  resumableOf(kind: MoneyKind, account: string | null): Decision | undefined {
    return (
      this.openOf(kind, account) ??
      this.all.findLast(
        (decision) =>
          decision.kind === kind &&
          decision.account === account &&
          decision.posts > 0 &&
          !ended(decision.said) &&
          !decision.saidNotDone,
      )
    );
  }

  /** The player logged out (on the game's homepage): the browser keeps none of the decisions made so far. */
  forgetOpen(): void {
    for (const decision of this.all) decision.forgotten = true;
  }

  /**
   * The decision the widget's message is about: that of its latest press (none when that press sent nothing, as a
   * session found ended before the send).
   */
  shownBy(kind: MoneyKind, tab: number, mount: number): Decision | undefined {
    const decision = this.pressed.get(widgetOf({ kind, tab, mount }));
    return decision && decision.posts > 0 ? decision : undefined;
  }

  /** The players the tabs showed when the player pressed for a write under `key` (none: no press sent it). */
  shownFor(key: string): { decision: Decision; shown: ReadonlySet<string | null> } | undefined {
    const decision = this.owners.get(key);
    const shown = this.shownAt.get(key);
    return decision && shown ? { decision, shown } : undefined;
  }

  /**
   * The player presses a confirmation (`before`: what the widget said just before). The same subject again, before
   * the widget said its last decision on it was done, is that decision still (the player wants it once): after the
   * screen said it was not done it may go under a new key, but while its outcome is unknown only under its own.
   * 'Gửi lại yêu cầu này' on a page opened again resends the decision kept for the account. The same subject pressed
   * on a page opened again (the menu, a reload, Back, another tab) while a decision of it for the account on screen
   * was left unknown, unless the page now says it was done, is a press of its own in that decision's group (issue 40):
   * the simulator judges it, the group must not be done twice (checkLedger). Anything else is a new decision.
   */
  press(fields: PressFields, before: Verdict, explicitResend = false): Decision {
    const { shown, ...made } = fields;
    const widget = widgetOf(fields);
    const last = this.lastOf(fields.kind, fields.tab, fields.mount);
    let again: Decision | undefined;
    let newKeyAllowed = true;
    let group: number | undefined;
    if (last && (explicitResend || (last.subject === fields.subject && !ended(last.said)))) {
      again = last;
      newKeyAllowed = last.saidNotDone && !explicitResend;
    } else if (explicitResend) {
      // 'Gửi lại yêu cầu này' on a page opened again: the decision the browser kept, under its own key.
      again = this.resumableOf(fields.kind, shown);
      newKeyAllowed = again === undefined;
    } else {
      const open = this.openOf(fields.kind, shown, fields.subject);
      if (open && ended(before)) {
        // The page opened again looked it up, and says it was done: a press now is a new decision. (A card's page may
        // show another card, kept as pending: what it says is not taken as this one's.)
        if (fields.kind !== 'card') open.said = before;
      } else if (open) {
        // The player's one decision, pressed again on a page opened again: a press of its own (what the page says
        // next is about it), in one group with the decision left unknown, which the ledger must not show done twice.
        group = open.group;
      }
    }
    if (again) {
      // Sent again, it may be done now: what the screen said of its earlier sends was checked up to here.
      again.saidNotDone = false;
      if (!again.widgets.includes(widget)) again.widgets.push(widget);
      this.pressing = {
        decision: again,
        tab: fields.tab,
        widget,
        chosenBy: fields.chosenBy,
        shown,
        newKeyAllowed,
        before,
        allowance: 1,
      };
      this.pressed.set(widget, again);
      return again;
    }
    const id = (this.made += 1);
    const decision: Decision = {
      ...made,
      id,
      group: group ?? id,
      account: null,
      keys: [],
      posts: 0,
      said: 'none',
      saidNotDone: false,
      widgets: [widget],
      forgotten: false,
    };
    this.all.push(decision);
    this.pressing = {
      decision,
      tab: fields.tab,
      widget,
      chosenBy: fields.chosenBy,
      shown,
      newKeyAllowed: true,
      before,
      allowance: 1,
    };
    this.pressed.set(widget, decision);
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
      pressing.tab !== tab ||
      pressing.decision.kind !== kind ||
      pressing.allowance <= 0
    ) {
      this.violation(`a money write no press of the player asked for: ${what}`);
      return;
    }
    pressing.allowance -= 1;
    const account = this.sessionUser();
    const kept = key === null ? undefined : this.owners.get(key);
    if (
      kept &&
      kept !== pressing.decision &&
      kept.kind === kind &&
      kept.account === account &&
      !ended(kept.said)
    ) {
      // The page sent the decision the browser kept for the account, under its key (issue 40): the press was it.
      kept.saidNotDone = false;
      if (!kept.widgets.includes(pressing.widget)) kept.widgets.push(pressing.widget);
      this.pressed.set(pressing.widget, kept);
      pressing.decision = kept;
    }
    const { decision } = pressing;
    decision.posts += 1;
    decision.account ??= account;
    const chosenBy = pressing.chosenBy ?? decision.chosenBy;
    if (account !== null && chosenBy !== null && account !== chosenBy) {
      this.violation(
        `what ${chosenBy} chose (${decision.choice}) was sent under ${account}'s session: ${what}`,
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
    const shownAt = this.shownAt.get(key) ?? new Set<string | null>();
    shownAt.add(pressing.shown);
    this.shownAt.set(key, shownAt);
  }

  /** The step is over: a press asks for nothing after it, and one that sent nothing was no decision. */
  endStep(): void {
    this.pressing = null;
    const made = this.all.filter((decision) => decision.posts > 0);
    this.all.length = 0;
    this.all.push(...made);
  }
}
