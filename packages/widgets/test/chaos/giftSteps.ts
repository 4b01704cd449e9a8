import { buttonNamed, press, type Press } from './dom';
import { chosenIn, MoneyStep } from './moneySteps';
import { verdictOf } from './verdicts';
import type { World } from './world';

/** The gifts of the seed, by how they are claimed. */
export const gifts = [
  { id: 1, description: 'Quà tân thủ', button: 'Chia sẻ để nhận Quà tân thủ' },
  {
    id: 3,
    description: 'Quà mừng máy chủ Huyền Vũ',
    button: 'Chia sẻ để nhận Quà mừng máy chủ Huyền Vũ',
  },
  {
    id: 9999,
    description: 'Quà nạp tích lũy 100K',
    button: 'Nhận key tự động: Quà nạp tích lũy 100K',
  },
] as const;

/** Claims a gift from the gift code list. */
export class ClaimGift extends MoneyStep {
  protected readonly page = 'gifts' as const;
  constructor(
    tab: number,
    readonly gift: (typeof gifts)[number],
    readonly how: Press,
  ) {
    super(tab);
  }
  toString() {
    return `tab ${this.tab + 1}: claim ${this.gift.description} (${this.how})`;
  }
  protected async perform(world: World) {
    const tab = await this.onPage(world);
    const button = buttonNamed(tab.container, this.gift.button);
    if (!button) return;
    world.decisions.press(
      {
        ...chosenIn(world, tab, 'gift', `gift ${this.gift.id}`, true),
        choice: this.gift.description,
      },
      verdictOf('gift', tab.container),
    );
    press(button, this.how);
  }
}
