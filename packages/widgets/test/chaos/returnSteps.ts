import { SubmitCard } from './cardSteps';
import { ClaimGift, gifts } from './giftSteps';
import { AssignZone, Recharge } from './moneySteps';
import type { Press } from './dom';
import { TabStep, type JourneyModel } from './steps';
import type { PageName } from './tabs';
import type { World } from './world';

/** The pages a money decision is made on. */
const moneyPages: readonly PageName[] = ['recharge', 'card', 'gifts'];

/** How a player leaves a money page and comes back to it (issue 40). */
export type WayBack = 'menu' | 'reload' | 'backForward' | 'backForwardCache' | 'newTab';

const wayBackText: Record<WayBack, string> = {
  menu: 'by the menu (the history, then the page again)',
  reload: 'by a reload',
  backForward: 'by Back and Forward',
  backForwardCache: 'by Back and Forward, from the back/forward cache',
  newTab: 'in a new tab',
};

/**
 * The player leaves the money page of a tab and comes back to it (issue 40: an outcome left unknown must outlive the
 * page): by the menu (the history, to check, then the page again), a reload (a new provider over the same storage
 * and cookies), Back then Forward (or another page then Back), or in a new tab of the browser on the same page (a
 * second tab, or one in the place of this tab when two are open). Each mounts the page anew, but Back and Forward from
 * the back/forward cache: the page comes back as it was, its memory too, and the browser tells it with `pageshow`
 * (`persisted`), which here every tab hears (they share jsdom's one window).
 */
export class LeaveAndReturn extends TabStep {
  constructor(
    tab: number,
    readonly way: WayBack,
  ) {
    super(tab);
  }
  protected override fits(model: Readonly<JourneyModel>) {
    const page = model.pages[this.tab];
    return super.fits(model) && page !== undefined && moneyPages.includes(page);
  }
  toString() {
    return `tab ${this.tab + 1}: leave the page and come back ${wayBackText[this.way]}`;
  }
  protected async perform(world: World) {
    const tab = this.tabOf(world);
    const { page } = tab;
    switch (this.way) {
      case 'menu':
        tab.open('history');
        await world.settle();
        tab.open(page);
        return;
      case 'reload':
        tab.reload();
        return;
      case 'backForward':
        if (tab.canGoBack) {
          tab.back();
          await world.settle();
          tab.forward();
        } else {
          tab.open('history');
          await world.settle();
          tab.back();
        }
        return;
      case 'backForwardCache':
        window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
        return;
      case 'newTab':
        world.openTab(page, world.tabs.length < 2 ? undefined : this.tab);
        return;
      default:
        this.way satisfies never;
    }
  }
}

/**
 * The player, unsure whether their last money decision went through, confirms the same again (issue 40): the same
 * recharge (server and amount), the same balances move, the same gift or the same card typed again, on its page
 * (opened first if need be), as a player does who left the page while its outcome was unknown and came back. The
 * decision is the latest of the player on screen that the screen left unknown (else their latest). Nothing to repeat,
 * nothing is pressed.
 */
export class ConfirmSameAgain extends TabStep {
  constructor(
    tab: number,
    readonly how: Press,
  ) {
    super(tab);
  }
  toString() {
    return `tab ${this.tab + 1}: confirm the same decision again (${this.how})`;
  }
  protected async perform(world: World) {
    const shown = this.tabOf(world).shownUser;
    const mine = world.decisions.all.filter((decision) => decision.account === shown);
    const decision = mine.findLast((candidate) => candidate.said === 'unknown') ?? mine.at(-1);
    if (!decision) return;
    const recharge = /^(\d+) KP on (.+)$/.exec(decision.subject);
    const zone = /^old balances to (.+)$/.exec(decision.subject);
    const gift = gifts.find((candidate) => decision.subject === `gift ${candidate.id}`);
    const card = /^card (\d+)$/.exec(decision.subject)?.[1];
    const cardKind = card === undefined ? undefined : world.cards.get(card);
    const step =
      decision.kind === 'recharge' && recharge
        ? new Recharge(this.tab, Number(recharge[1]), recharge[2] ?? '', true, this.how)
        : decision.kind === 'zone' && zone
          ? new AssignZone(this.tab, zone[1] ?? '', this.how)
          : decision.kind === 'gift' && gift
            ? new ClaimGift(this.tab, gift, this.how)
            : decision.kind === 'card' && card && cardKind
              ? new SubmitCard(this.tab, cardKind, false, false, this.how, card)
              : undefined;
    await step?.playIn(world);
  }
}
