import { screen, waitFor } from '@testing-library/react';
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
  it('asks for the code when the pointer comes over the trigger, and opens on the click made meanwhile', async () => {
    sim.signIn('demo');
    const { user } = renderPortal('/');
    const trigger = await screen.findByRole('button', { name: 'Xin chào, demo' });
    const box = trigger.getBoundingClientRect();
    expect(code.asked).toBe(false);

    await user.hover(trigger);
    await vi.waitFor(() => expect(code.asked).toBe(true));
    await user.click(trigger);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    code.arrive();
    expect(await screen.findByRole('menu')).toBeVisible();
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    // the same button, where it was: the menu's code only wires it
    expect(screen.getByRole('button', { name: 'Xin chào, demo' })).toBe(trigger);
    expect(trigger.getBoundingClientRect()).toEqual(box);
    // a mouse click opens it without moving focus into it, as before
    expect(trigger).toHaveFocus();

    await user.click(screen.getByRole('heading', { level: 1 }));
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });
});
