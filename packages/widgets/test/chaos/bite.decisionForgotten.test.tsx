/**
 * The chaos run bites (issue 40, item 2): with the browser's store of open decisions taken out (it keeps nothing, so
 * a money decision whose outcome is unknown lives only as long as its page), it finds the break (the player leaves the
 * page while the outcome is unknown, comes back by the menu, a reload, Back/Forward or a new tab, confirms the same
 * again, it goes under a new key, and the server, which handled the first late, does it twice) and shrinks it to a few
 * steps. The store is taken out here only, by mocking openDecisions' module: production code has no seam for it.
 */
import { describe, expect, it, vi } from 'vitest';
import { chaosCeilingMs } from './replay';
import { setupChaos } from './run';

vi.mock('../../src/widgets/shared/openDecisions', () => ({
  openDecisions: {
    read: () => null,
    keep: () => {},
    settle: () => {},
    forgetAll: () => {},
  },
}));

const chaos = setupChaos();

describe('the chaos run, with the open decisions kept nowhere but in the page', () => {
  it(
    'finds a decision left unknown, forgotten when the page was left and charged twice, and shrinks it to a few steps',
    async () => {
      // A fixed seed, so that the break found and its shrinking are the same on every machine.
      const outcome = await chaos.run({
        runs: 100,
        otherPlayers: false,
        timeoutMs: 0,
        seed: 3,
      });
      expect(outcome.failed).toBe(true);
      expect(outcome.report).toMatch(
        /pressed again on a page opened again while its outcome was unknown\).*one decision, charged twice/,
      );
      expect(outcome.shrunkSteps).toBeLessThanOrEqual(5);
    },
    chaosCeilingMs,
  );
});
