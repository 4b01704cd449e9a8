import type fc from 'fast-check';
import { buttonNamed, click, dialogNamed, fieldLabelled, type } from './dom';
import type { FaultKind, FaultTarget } from './faults';
import type { PageName } from './tabs';
import { journeySessionMinutes, type JourneyAccount, type World } from './world';

/** The most steps a journey takes (issue 37, item 10). */
export const maxSteps = 25;

/** What the generator knows of a journey: the steps taken, the tabs open, each one's page, whether it can go Back. */
export interface JourneyModel {
  steps: number;
  pages: PageName[];
  canGoBack: boolean[];
}

/** One step of a journey: a player's action in a tab, or the world's (time passing, a fault on the way). */
export abstract class Step implements fc.AsyncCommand<JourneyModel, World> {
  /** Whether the step makes sense now; past {@link maxSteps} none does. */
  check(model: Readonly<JourneyModel>): boolean {
    return model.steps < maxSteps && this.fits(model);
  }
  protected abstract fits(model: Readonly<JourneyModel>): boolean;
  abstract toString(): string;
  protected abstract perform(world: World): void | Promise<void>;

  /** Plays the step as part of another's (no step of its own, no check). */
  playIn(world: World): void | Promise<void> {
    return this.perform(world);
  }

  async run(model: JourneyModel, world: World): Promise<void> {
    await world.act(this.toString(), () => this.perform(world));
    model.steps += 1;
    model.pages = world.tabs.map((tab) => tab.page);
    model.canGoBack = world.tabs.map((tab) => tab.canGoBack);
  }
}

/** A step in tab `tab` (0 or 1), once that tab is open. */
export abstract class TabStep extends Step {
  constructor(readonly tab: number) {
    super();
  }

  protected fits(model: Readonly<JourneyModel>): boolean {
    return this.tab < model.pages.length;
  }

  protected tabOf(world: World) {
    const tab = world.tabs[this.tab];
    if (!tab) throw new Error(`There is no tab ${this.tab + 1}.`);
    return tab;
  }
}

/** Opens a page in a tab (the side navigation's link). */
export class OpenPage extends TabStep {
  constructor(
    tab: number,
    readonly page: PageName,
  ) {
    super(tab);
  }
  protected override fits(model: Readonly<JourneyModel>) {
    return super.fits(model) && model.pages[this.tab] !== this.page;
  }
  toString() {
    return `tab ${this.tab + 1}: open ${this.page}`;
  }
  protected perform(world: World) {
    this.tabOf(world).open(this.page);
  }
}

/** The browser's Back in a tab: the page before is shown again. */
export class GoBack extends TabStep {
  protected override fits(model: Readonly<JourneyModel>) {
    return super.fits(model) && model.canGoBack[this.tab] === true;
  }
  toString() {
    return `tab ${this.tab + 1}: Back`;
  }
  protected perform(world: World) {
    this.tabOf(world).back();
  }
}

/** Reloads a tab: a new provider over the same cookies, on the same page. */
export class Reload extends TabStep {
  toString() {
    return `tab ${this.tab + 1}: reload`;
  }
  protected perform(world: World) {
    this.tabOf(world).reload();
  }
}

/** Opens a second tab of the same browser (its cookies, its session) on a page. */
export class OpenSecondTab extends Step {
  constructor(readonly page: PageName) {
    super();
  }
  protected fits(model: Readonly<JourneyModel>) {
    return model.pages.length < 2;
  }
  toString() {
    return `open a second tab on ${this.page}`;
  }
  protected perform(world: World) {
    world.openTab(this.page);
  }
}

/** The seed accounts' passwords, as a player types them. */
export const passwords: Record<JourneyAccount, string> = {
  demo: 'Demo@2026',
  legacy: 'Legacy@2026',
  debtor: 'Debtor@2026',
};

/**
 * Logs in with the form the tab shows (the login page's, or the session-ended dialog's over a page): as the
 * journey's player (`'player'`), or as another one.
 */
export class LogIn extends TabStep {
  constructor(
    tab: number,
    readonly account: JourneyAccount | 'player',
  ) {
    super(tab);
  }
  toString() {
    return `tab ${this.tab + 1}: log in as ${this.account === 'player' ? 'the player' : this.account}`;
  }
  protected perform(world: World) {
    const root = this.tabOf(world).container;
    const scope = dialogNamed(root, 'Phiên đăng nhập đã kết thúc') ?? root;
    const username = fieldLabelled(scope, 'Tên đăng nhập');
    const password = fieldLabelled(scope, 'Mật khẩu');
    const submit = buttonNamed(scope, 'Đăng nhập');
    if (!username || !password || !submit) return;
    const account = this.account === 'player' ? world.player : this.account;
    // Another player in this browser: what it kept for the last one is theirs alone (lenient: it may be forgotten).
    if (account !== world.player) world.decisions.forgetOpen();
    type(username, account);
    type(password, passwords[account]);
    click(submit);
  }
}

/** The session's lifetime passes with no request: the next request of any tab finds it ended. */
export class SessionEnds extends Step {
  protected fits() {
    return true;
  }
  toString() {
    return 'the session ends (its lifetime passes)';
  }
  protected perform(world: World) {
    world.clock.advance((journeySessionMinutes + 1) * 60_000);
  }
}

/** 35 seconds pass: pending cards can settle, and a server that held a request handles it now. */
export class TimePasses extends Step {
  protected fits() {
    return true;
  }
  toString() {
    return '35 s pass';
  }
  protected async perform(world: World) {
    world.clock.advance(35_000);
    await world.network.handleLate();
  }
}

/** A fault waits on the network for the next request of its target. */
export class Fault extends Step {
  constructor(
    readonly kind: FaultKind,
    readonly target: FaultTarget,
  ) {
    super();
  }
  protected fits() {
    return true;
  }
  toString() {
    return `fault: ${this.kind} on the next ${this.target === 'read' ? 'read' : this.target === 'money' ? 'money write' : 'other write'}`;
  }
  protected perform(world: World) {
    world.network.arm(this.kind, this.target);
  }
}

/** Changes the name in the profile's dialog (a write that is not money). */
export class ChangeName extends TabStep {
  constructor(
    tab: number,
    readonly name: string,
  ) {
    super(tab);
  }
  toString() {
    return `tab ${this.tab + 1}: change the name to ${this.name}`;
  }
  protected async perform(world: World) {
    const tab = this.tabOf(world);
    if (tab.page !== 'profile') {
      tab.open('profile');
      await world.settle();
    }
    const root = tab.container;
    const edit = buttonNamed(root, 'Thay đổi Họ và tên');
    if (!edit) return;
    click(edit);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const dialog = dialogNamed(root, 'Đổi họ và tên');
    const first = dialog && fieldLabelled(dialog, 'Tên');
    const save = dialog && buttonNamed(dialog, 'Lưu');
    if (!first || !save) return;
    type(first, this.name);
    await new Promise((resolve) => setTimeout(resolve, 1));
    click(save);
  }
}
