import { afterEach, describe, expect, it } from 'vitest';
import { focusHeadingWhenReady } from '../src/navigation/useFocusHeadingOnNavigation';

const nextMutation = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => document.body.replaceChildren());

function page(): { main: HTMLElement; button: HTMLButtonElement } {
  const button = document.createElement('button');
  button.textContent = 'Xin chào';
  const main = document.createElement('main');
  document.body.append(button, main);
  return { main, button };
}

function heading(main: HTMLElement): HTMLElement {
  const h1 = document.createElement('h1');
  h1.textContent = 'Thông tin cá nhân';
  main.append(h1);
  return h1;
}

describe('focusHeadingWhenReady', () => {
  it('focuses the page heading once it renders', async () => {
    const { main } = page();
    const stop = focusHeadingWhenReady();
    const h1 = heading(main);
    await nextMutation();
    expect(document.activeElement).toBe(h1);
    expect(h1).toHaveAttribute('tabindex', '-1');
    stop();
  });

  it('leaves focus where the player put it while the page was arriving', async () => {
    const { main, button } = page();
    const stop = focusHeadingWhenReady();
    button.focus();
    heading(main);
    await nextMutation();
    expect(document.activeElement).toBe(button);
    stop();
  });

  it('moves focus from the link that was followed (it stays on the page)', async () => {
    const { main, button } = page();
    button.focus();
    const stop = focusHeadingWhenReady();
    const h1 = heading(main);
    await nextMutation();
    expect(document.activeElement).toBe(h1);
    stop();
  });
});
