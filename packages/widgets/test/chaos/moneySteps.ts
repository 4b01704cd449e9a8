import {
  buttonNamed,
  choose,
  click,
  dialogNamed,
  fieldLabelled,
  press,
  textOf,
  type Press,
} from './dom';
import { TabStep } from './steps';
import type { PageName, Tab } from './tabs';
import { rechargeForm, upgradeScreen, verdictOf, type MoneyKind } from './verdicts';
import type { World } from './world';

export const tick = (ms = 1) => new Promise((resolve) => setTimeout(resolve, ms));

/** What is chosen in a widget's form now, and who chose it (the player on screen when it was last filled in). */
export function chosenIn(
  world: World,
  tab: Tab,
  kind: MoneyKind,
  choice: string,
  filledNow: boolean,
) {
  const key = `${tab.id}:${kind}`;
  if (filledNow) world.forms.set(key, { chosenBy: tab.shownUser, mount: tab.pageMounts, choice });
  const filled = world.forms.get(key);
  const chosenBy = filled && filled.mount === tab.pageMounts ? filled.chosenBy : tab.shownUser;
  return {
    kind,
    tab: tab.id,
    mount: tab.pageMounts,
    subject: choice,
    choice,
    chosenBy,
    shown: tab.shownUser,
    step: world.step,
  };
}

/**
 * Presses the control that confirms a decision; when it opens a confirmation dialog instead ('Xác nhận'), the press
 * on the dialog's 'Xác nhận' is the decision. Either way, the same press style.
 */
async function confirm(tab: Tab, control: HTMLButtonElement, how: Press): Promise<void> {
  press(control, how);
  await tick();
  const dialog = [...tab.container.querySelectorAll<HTMLElement>('[role="dialog"]')].find(
    (candidate) => buttonNamed(candidate, 'Xác nhận') !== undefined,
  );
  const yes = dialog && buttonNamed(dialog, 'Xác nhận');
  if (yes) press(yes, how);
}

/** A money step on its page: a tab on another page opens it first (the side navigation), as the player would. */
export abstract class MoneyStep extends TabStep {
  protected abstract readonly page: PageName;

  protected async onPage(world: World): Promise<Tab> {
    const tab = this.tabOf(world);
    if (tab.page !== this.page) {
      tab.open(this.page);
      await world.settle();
    }
    return tab;
  }
}

/** Recharges a server: chooses the server and the amount (or keeps what the form holds) and presses 'Nạp'. */
export class Recharge extends MoneyStep {
  protected readonly page = 'recharge' as const;
  constructor(
    tab: number,
    readonly amount: number,
    readonly server: string,
    readonly chooseAgain: boolean,
    readonly how: Press,
  ) {
    super(tab);
  }
  toString() {
    const what = this.chooseAgain ? `${this.amount} KP on ${this.server}` : 'what the form holds';
    return `tab ${this.tab + 1}: recharge ${what} (${this.how})`;
  }
  protected async perform(world: World) {
    const tab = await this.onPage(world);
    const form = rechargeForm(tab.container);
    if (!form) return;
    if (this.chooseAgain) {
      const server = fieldLabelled<HTMLSelectElement>(form, 'Máy chủ');
      if (server) choose(server, this.server);
      const amount = form.querySelector<HTMLInputElement>(
        `input[name="creditAmount"][value="${this.amount}"]`,
      );
      if (amount && !amount.disabled) click(amount);
      await tick();
    }
    const server = fieldLabelled<HTMLSelectElement>(form, 'Máy chủ');
    const amount = form.querySelector<HTMLInputElement>('input[name="creditAmount"]:checked');
    const choice = `${amount?.value ?? 'no amount'} KP on ${server?.selectedOptions[0]?.text ?? 'no server'}`;
    const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]');
    if (!submit) return;
    world.decisions.press(
      chosenIn(world, tab, 'recharge', choice, this.chooseAgain),
      verdictOf('recharge', tab.container),
    );
    await confirm(tab, submit, this.how);
  }
}

/** Moves a closed server's balances to an active one: chooses it, 'Chuyển số dư', then 'Xác nhận' in the dialog. */
export class AssignZone extends MoneyStep {
  protected readonly page = 'recharge' as const;
  constructor(
    tab: number,
    readonly server: string,
    readonly how: Press,
  ) {
    super(tab);
  }
  toString() {
    return `tab ${this.tab + 1}: move the old balances to ${this.server} (${this.how})`;
  }
  protected async perform(world: World) {
    const tab = await this.onPage(world);
    const screen = upgradeScreen(tab.container);
    const target = screen && fieldLabelled<HTMLSelectElement>(screen, 'Máy chủ nhận số dư');
    const move = screen && buttonNamed(screen, 'Chuyển số dư');
    if (!target || !move) return;
    choose(target, this.server);
    await tick();
    world.decisions.press(
      chosenIn(world, tab, 'zone', `old balances to ${this.server}`, true),
      verdictOf('zone', tab.container),
    );
    click(move);
    await tick(3);
    const dialog = dialogNamed(tab.container, 'Xác nhận chuyển số dư');
    const yes = dialog && buttonNamed(dialog, 'Xác nhận');
    if (yes) press(yes, this.how);
  }
}

/** Follows the way on a page offers after an unknown outcome or a failed load: send the same again, look again, retry. */
export class WayOn extends TabStep {
  toString() {
    return `tab ${this.tab + 1}: take the way on the page offers`;
  }
  protected perform(world: World) {
    const tab = this.tabOf(world);
    const root = tab.container;
    const resend = buttonNamed(root, 'Gửi lại yêu cầu này');
    if (resend) {
      const kind: MoneyKind =
        tab.page === 'card'
          ? 'card'
          : tab.page === 'gifts'
            ? 'gift'
            : rechargeForm(root)
              ? 'recharge'
              : 'zone';
      // The decision of this page, or (a page opened again) the one the browser kept for the player on screen.
      const last =
        world.decisions.lastOf(kind, tab.id, tab.pageMounts) ??
        world.decisions.resumableOf(kind, tab.shownUser);
      if (last)
        world.decisions.press(
          { ...last, tab: tab.id, mount: tab.pageMounts, shown: tab.shownUser, step: world.step },
          verdictOf(kind, root),
          true,
        );
      click(resend);
      return;
    }
    const other = buttonNamed(root, 'Kiểm tra lại') ?? buttonNamed(root, 'Thử lại');
    if (other && textOf(other) !== '') click(other);
  }
}
