/**
 * The chaos run (issue 37, items 8 to 10; issue 40): generated journeys of a player on the widgets with the real
 * provider against the simulator behind MSW, faults of the fault matrix between the steps (and a 5xx after the API
 * acted on a money write), pages left and come back to, the session changed on the game's homepage, and the
 * invariants checked against the simulator's ledger after every step (world.ts, invariants.ts, decisions.ts). 200 journeys of up to 25 steps by
 * default; `npm run chaos -- --runs 5000` for more, and a failure prints the one command that replays it.
 */
import { describe, expect, it } from 'vitest';
import { chaosOptions } from './replay';
import { setupChaos } from './run';

const chaos = setupChaos();
const options = chaosOptions(process.env);

describe('the chaos run of player journeys', () => {
  it(
    `keeps every invariant over ${options.runs} generated journeys of up to 25 steps`,
    async () => {
      const outcome = await chaos.run(options);
      console.info(
        `chaos: ${outcome.journeys} journeys (shrinking included), ${outcome.steps} steps, ${outcome.seconds.toFixed(1)} s, seed ${outcome.seed}`,
      );
      if (outcome.failed) expect.fail(outcome.report);
    },
    options.timeoutMs,
  );
});
