import { isApiError } from '../../src/api';
import type { CardKind } from './cardSteps';
import { simulatorURL, type TestSimulator } from '../simulator';
import { DecisionLog } from './decisions';
import { waitShown } from './dom';
import type { createChaosNetwork } from './faults';
import { checkBalances, checkLedger, checkPayers, checkWords, readVerdicts } from './invariants';
import { Tab, type PageName, type TabEvents } from './tabs';

/** The accounts a journey plays: demo (1.500 KP, gifts to claim), legacy (a closed server's balances to move). */
export type JourneyAccount = 'demo' | 'legacy' | 'debtor';

/** How a journey begins: whose browser, signed in already or not, on which page. */
export interface JourneyStart {
  account: JourneyAccount;
  signedIn: boolean;
  page: PageName;
}

/**
 * The simulator's clock in the journeys: it moves only when a journey lets time pass (no real waiting), so a card
 * settles, a session ends and a late request is handled at the step that says so, whatever the machine's speed.
 */
export function createJourneyClock() {
  let time = Date.now();
  return {
    now: () => time,
    advance(ms: number) {
      time += ms;
    },
    /** At a journey's start: the browser's clock and the server's agree (to the second). */
    catchUp() {
      time = Math.max(time, Date.now());
    },
  };
}

/** The game's homepage, whose `<portal-login>` shares the API's cookie with the portal (the embed demo's origin). */
const homepageOrigin = 'http://localhost:5180';

/** What each step lets pass on the server's clock: a moment of the player's. */
const stepMs = 100;
/** A card of the journeys is pending this long on the server's clock (`settleDelayMs`). */
export const cardSettleMs = 2000;

/** The session lifetime the journeys' simulator runs with (minutes): 25 session ends stay within a key's 24 hours. */
export const journeySessionMinutes = 5;

/** The longest a wait on screen may last before it counts as endless (real milliseconds). */
const settleDeadlineMs = 3000;
/**
 * How many turns of the event loop the tabs must stay still (no request, no spinner) to count as settled: React
 * renders, and the simulator behind MSW answers, within such turns; the widgets' own short waits show a spinner.
 */
const quietTurns = 4;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** A journey broke an invariant: its steps and what broke. */
export class JourneyBroke extends Error {
  constructor(world: World) {
    super(
      [
        'The journey broke an invariant:',
        ...world.violations.map((text) => `  ✗ ${text}`),
        'Its steps:',
        ...world.steps.map((text) => `  ${text}`),
        ...(world.network.log.length > 0
          ? ['What the faults did:', ...world.network.log.map((text) => `  ${text}`)]
          : []),
      ].join('\n'),
    );
    this.name = 'JourneyBroke';
  }
}

/**
 * One journey's world: the simulator (its ledger read through its own code), the network with its faults, the tabs
 * of one browser, and the player's decisions. `act` runs a step, waits until every tab is still, and checks the
 * invariants; a broken one throws {@link JourneyBroke}.
 */
export class World {
  tabs: Tab[] = [];
  readonly decisions: DecisionLog;
  readonly violations: string[] = [];
  readonly steps: string[] = [];
  step = 0;
  /** Who chose what in each widget's form (by `tab:kind`), in which mount of it. */
  readonly forms = new Map<string, { chosenBy: string | null; mount: number; choice: string }>();
  private moneyMoved = false;
  private serials = 0;
  /** Cards taken during this step settle at once (their time passes while the page follows them). */
  settleTakenCards = false;
  /** The cards the player typed, by serial: what each turns out at the carrier (to type one again). */
  readonly cards = new Map<string, CardKind>();
  /** The journey's player (whose browser it is). */
  player: JourneyAccount = 'demo';
  /** How many tabs the journey opened (each tab's id is its number, from 0). */
  private tabsOpened = 0;

  constructor(
    readonly sim: TestSimulator,
    readonly clock: ReturnType<typeof createJourneyClock>,
    readonly network: ReturnType<typeof createChaosNetwork>,
  ) {
    this.decisions = new DecisionLog(
      (text) => this.violation(text),
      () => this.sessionUser(),
    );
  }

  violation(text: string): void {
    this.violations.push(`step ${this.step}: ${text}`);
  }

  /** The account of the browser's session as the simulator has it (null: a guest's, ended or none). */
  sessionUser(): string | null {
    const id = /(?:^|;\s*)portal_session=([^;]*)/.exec(this.sim.cookieHeader())?.[1];
    return id === undefined ? null : this.sim.simulator.sessionUser(id);
  }

  /** A card serial no card of the journey used (Viettel: 11 digits). */
  nextSerial(): string {
    this.serials += 1;
    return `100${String(this.serials).padStart(8, '0')}`;
  }

  private readonly events: TabEvents = {
    moneySent: (tab, write) => this.decisions.sent(tab.id, write.path, write.key, write.body),
    moneyMayHaveMoved: () => {
      this.moneyMoved = true;
    },
    cardTaken: () => {
      if (this.settleTakenCards) this.clock.advance(cardSettleMs);
    },
    reported: (tab, error, stage) => {
      if (!isApiError(error))
        this.violation(
          `tab ${tab.id + 1} reported a failure that is not the API's (${stage}): ${String(error)}`,
        );
    },
  };

  /** Opens a tab on `page`: a new one, or (`instead`: its index) one in the place of a tab that is closed. */
  openTab(page: PageName, instead?: number): Tab {
    const tab = new Tab(this.tabsOpened, page, this.events);
    this.tabsOpened += 1;
    const closed = instead === undefined ? undefined : this.tabs[instead];
    if (closed && instead !== undefined) {
      closed.close();
      this.tabs[instead] = tab;
    } else this.tabs.push(tab);
    return tab;
  }

  /**
   * A page of another origin that shares the API's cookie (the game's homepage, its `<portal-login>`) calls the API:
   * through the simulator with the browser's cookies, not through any tab of the portal, so no tab of the portal
   * hears of it (no BroadcastChannel message reaches another origin). Returns the answer's status.
   */
  async fromTheHomepage(method: 'GET' | 'POST', path: string, body?: object): Promise<number> {
    const headers = new Headers({ Accept: 'application/json', Origin: homepageOrigin });
    const xsrf = /(?:^|;\s*)XSRF-TOKEN=([^;]*)/.exec(this.sim.cookieHeader())?.[1];
    if (xsrf) headers.set('X-XSRF-TOKEN', decodeURIComponent(xsrf));
    if (body) headers.set('Content-Type', 'application/json');
    const response = await this.sim.exchange(
      new Request(`${simulatorURL}${path}`, {
        method,
        headers,
        ...(body ? { body: JSON.stringify(body) } : {}),
      }),
    );
    await response.arrayBuffer();
    return response.status;
  }

  /** Starts the journey: the seed, no cookies, one tab on `start.page`. */
  async begin(start: JourneyStart): Promise<void> {
    this.player = start.account;
    this.clock.catchUp();
    this.sim.reset();
    this.network.reset();
    this.sim.server.use(this.network.handler);
    // The tabs share jsdom's one storage, as the tabs of one origin do: nothing of the journey before stays in it.
    localStorage.clear();
    sessionStorage.clear();
    if (start.signedIn) this.sim.signIn(start.account);
    const who = start.signedIn ? `signed in as ${start.account}` : `${start.account}'s, signed out`;
    this.steps.push(`0. ${who}: a tab on ${start.page}`);
    this.openTab(start.page);
    await this.settle();
    this.check();
  }

  /** One step of the player (or of the world around them), then the invariants. */
  async act(description: string, action: () => void | Promise<void>): Promise<void> {
    this.step += 1;
    this.steps.push(`${this.step}. ${description}`);
    for (const tab of this.tabs) tab.troubled = false;
    this.moneyMoved = false;
    this.clock.advance(stepMs);
    await action();
    await this.settle();
    this.settleTakenCards = false;
    this.check();
  }

  private check(): void {
    readVerdicts(this);
    checkLedger(this);
    checkPayers(this);
    checkBalances(this, this.moneyMoved);
    checkWords(this);
    this.decisions.endStep();
    this.network.disarmStale();
    if (this.violations.length > 0) throw new JourneyBroke(this);
  }

  /**
   * Waits until no tab has a request under way or shows a wait for {@link quietTurns} turns and a millisecond; an
   * answer held until the player left finds its tab's player on another page first. A wait longer than the deadline
   * is an endless spinner.
   */
  async settle(): Promise<void> {
    const deadline = performance.now() + settleDeadlineMs;
    let quiet = 0;
    for (;;) {
      await (quiet === quietTurns ? sleep(1) : nextTurn());
      for (const held of this.network.heldAnswers()) {
        const tab = this.tabs.find((candidate) => candidate.id === held.tab);
        if (tab) tab.open(tab.page === 'history' ? 'profile' : 'history');
        await sleep(1);
        held.release();
        quiet = 0;
      }
      const waiting = this.tabs
        .map((tab) => {
          if (tab.inflight > 0) return `tab ${tab.id + 1}: ${tab.inflight} request(s) under way`;
          const shown = waitShown(tab.container);
          return shown && `tab ${tab.id + 1}: '${shown}'`;
        })
        .find(Boolean);
      if (waiting) {
        quiet = 0;
        if (performance.now() > deadline) {
          this.violation(`a wait that does not end within ${settleDeadlineMs} ms: ${waiting}`);
          return;
        }
        continue;
      }
      quiet += 1;
      if (quiet > quietTurns) return;
    }
  }

  /** Closes every tab and lets every held request and answer go. */
  async dispose(): Promise<void> {
    for (const tab of this.tabs) tab.close();
    this.tabs = [];
    this.network.dispose();
    await sleep(5);
  }
}
