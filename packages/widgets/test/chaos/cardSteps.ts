import { choose, click, fieldLabelled, press, type, type Press } from './dom';
import { chosenIn, MoneyStep, tick } from './moneySteps';
import { cardForm, verdictOf } from './verdicts';
import type { World } from './world';

/** How a card turns out at the carrier: good, refused ('0000'), or of another value than chosen ('1111'). */
export type CardKind = 'good' | 'refused' | 'wrongValue';
const pins: Record<CardKind, string> = {
  good: '1234567890123',
  refused: '1234567890000',
  wrongValue: '1234567891111',
};

/**
 * Tops up with a Viettel card of 100.000đ: a new card, or (`again`) the form as it stands pressed again, or (`serial`)
 * a card the player typed before, typed again. With `settles`, the card's 2 s pass while the page follows it;
 * without, it stays pending past the page's polls.
 */
export class SubmitCard extends MoneyStep {
  protected readonly page = 'card' as const;
  constructor(
    tab: number,
    readonly card: CardKind,
    readonly settles: boolean,
    readonly again: boolean,
    readonly how: Press,
    readonly serial?: string,
  ) {
    super(tab);
  }
  toString() {
    const what = this.again
      ? 'the card the form holds'
      : this.serial === undefined
        ? `a new ${this.card} card`
        : `the ${this.card} card ${this.serial} again`;
    return `tab ${this.tab + 1}: top up with ${what}${this.settles ? ', settling' : ''} (${this.how})`;
  }
  protected async perform(world: World) {
    const tab = await this.onPage(world);
    const form = cardForm(tab.container);
    if (!form) return;
    const serial = () => form.querySelector<HTMLInputElement>('input[name="serial"]');
    if (!this.again) {
      const viettel = form.querySelector<HTMLInputElement>(
        'input[name="provider"][value="VIETTEL"]',
      );
      if (viettel) click(viettel);
      await tick();
      const pin = form.querySelector<HTMLInputElement>('input[name="pin"]');
      const value = fieldLabelled<HTMLSelectElement>(form, 'Mệnh giá');
      const input = serial();
      if (!input || !pin || !value) return;
      const typed = this.serial ?? world.nextSerial();
      world.cards.set(typed, this.card);
      type(input, typed);
      type(pin, pins[this.card]);
      choose(value, '100.000đ');
      await tick();
    }
    const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]');
    if (!submit) return;
    const choice = `card ${serial()?.value ?? ''}`;
    world.decisions.press(
      chosenIn(world, tab, 'card', choice, !this.again),
      verdictOf('card', tab.container),
    );
    // A card that settles: its 2 s pass once the server has it, while the page follows it.
    world.settleTakenCards = this.settles;
    press(submit, this.how);
  }
}
