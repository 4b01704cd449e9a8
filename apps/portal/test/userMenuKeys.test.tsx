import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setupSimulator } from '../../../packages/widgets/test/simulator';
import { loadEveryArea } from '../src/routing/lazyAreas';
import { renderPortal } from './renderPortal';

// The menu's code (floating-ui) arrives only when the test lets it: what the player did before must not be lost.
const code = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  return { asked: false, arrived, arrive };
});
vi.mock('../src/shell/UserMenuPopup', async (importOriginal) => {
  code.asked = true;
  await code.arrived;
  return importOriginal();
});

const sim = setupSimulator();

beforeAll(() => loadEveryArea(), 30_000);

describe('the user menu, before its code has arrived', () => {
  it('draws its trigger with its ARIA state, asks for the code on focus, and opens on the ArrowDown pressed meanwhile', async () => {
    sim.signIn('demo');
    const { user } = renderPortal('/');
    const trigger = await screen.findByRole('button', { name: 'Xin chào, demo' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(code.asked).toBe(false);

    trigger.focus();
    await vi.waitFor(() => expect(code.asked).toBe(true));
    await user.keyboard('{ArrowDown}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');

    code.arrive();
    const menu = await screen.findByRole('menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(trigger).toHaveAttribute('aria-controls', menu.id);
    const items = [...menu.querySelectorAll<HTMLElement>('[role^="menuitem"]')];
    await waitFor(() => expect(items[0]).toHaveFocus());
    await user.keyboard('{End}');
    expect(items.at(-1)).toHaveFocus();
    await user.keyboard('{Home}');
    expect(items[0]).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');

    // Once arrived, Enter opens it at once, on its first item.
    await user.keyboard('{Enter}');
    const download = within(await screen.findByRole('menu')).getByRole('menuitem', {
      name: /^Tải game/,
    });
    await waitFor(() => expect(download).toHaveFocus());
  });
});
