/**
 * The chaos run bites (issue 40, item 1): with the old rule of a money write's failures (every HTTP error answer is
 * the server's refusal, so a 5xx on a first send drops the decision's key), it finds the break (a 500, 502 or 504
 * that came after the API acted is called not done, or the next press sends the decision again under a new key and
 * the server does it twice) and shrinks it to a few steps. The old rule is put back here only, by mocking moneyRule's
 * `refusedByTheApi`: production code has no seam for it.
 */
import { describe, expect, it, vi } from 'vitest';
import type * as ruleModule from '../../src/widgets/shared/moneyRule';
import { chaosCeilingMs } from './replay';
import { setupChaos } from './run';

vi.mock('../../src/widgets/shared/moneyRule', async (importOriginal) => {
  const original = await importOriginal<typeof ruleModule>();
  const { isApiError } = await import('../../src/api');
  return {
    ...original,
    refusedByTheApi: (error: unknown) => isApiError(error) && error.kind === 'http',
  };
});

const chaos = setupChaos();

describe('the chaos run, with every HTTP error answer to a money write taken as the API’s refusal', () => {
  it(
    'finds a decision a 5xx after the API acted left done and called not done, and shrinks it to a few steps',
    async () => {
      // A fixed seed, so that the break found and its shrinking are the same on every machine.
      const outcome = await chaos.run({
        runs: 100,
        otherPlayers: false,
        timeoutMs: 0,
        seed: 1,
      });
      expect(outcome.failed).toBe(true);
      expect(outcome.report).toMatch(/(serverError|proxyHtml|gatewayTimeout)AfterActing on POST/);
      expect(outcome.report).toMatch(
        /the screen said it was not done, and the server did it|was sent again under a new key|one decision, charged twice/,
      );
      expect(outcome.shrunkSteps).toBeLessThanOrEqual(5);
    },
    chaosCeilingMs,
  );
});
