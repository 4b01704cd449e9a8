import fc from 'fast-check';
import { afterAll, beforeAll, vi } from 'vitest';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { createPortalClient } from '../../src/api';
import { Modal } from '../../src/ui/Modal/Modal';
import { TestPortal } from '../renderWithPortal';
import { setupSimulator, simulatorURL } from '../simulator';
import { journeyArbitraries } from './arbitraries';
import { createChaosNetwork } from './faults';
import { replayCommand, type ChaosOptions } from './replay';
import type { JourneyModel } from './steps';
import { cardSettleMs, createJourneyClock, journeySessionMinutes, World } from './world';

/** What a chaos run came to: fast-check's details, what ran, and (failed) the report with the replay command. */
export interface ChaosOutcome {
  failed: boolean;
  seed: number;
  journeys: number;
  steps: number;
  seconds: number;
  /** fast-check's report, the broken invariants with the shrunk journey's steps, and the command that replays it. */
  report: string;
  /** How many steps the shrunk journey that broke an invariant took. */
  shrunkSteps: number;
}

const describeValues = (values: unknown[]) =>
  values.map((value) => (value instanceof Error ? value.message : String(value))).join(' ');

/**
 * What the console may say during a journey: the library's hint to developers, printed once in development builds,
 * that a request failed while the browser was online (the faults drop connections on purpose).
 */
const developerHints = [/^@portal\/widgets: a request to \S+ failed while the browser is online/];

/**
 * Opens a modal once before the first journey: the dialog's code is loaded on its first opening (React.lazy), which
 * shows nothing for a moment (React holds a suspended reveal for up to 300 ms); a confirmation opened then would not
 * be there for the player's press, in the first journeys only, for a time the machine decides (a fixed seed's run
 * would then take another path on another machine).
 */
async function warmUpModal(): Promise<void> {
  const host = document.body.appendChild(document.createElement('div'));
  const root = createRoot(host);
  root.render(
    createElement(
      TestPortal,
      { client: createPortalClient({ baseURL: simulatorURL }) },
      createElement(Modal, { open: true, onOpenChange: () => {}, title: 'Chaos' }),
    ),
  );
  const deadline = performance.now() + 10_000;
  while (!host.querySelector('[role="dialog"]') && performance.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 10));
  root.unmount();
  host.remove();
}

/**
 * Sets up the chaos run for a test file: the simulator behind MSW on a clock the journeys move, the faulty network,
 * and the console and process watched (a React error or warning, or a rejection nobody handled, breaks the journey
 * it happens in). Returns the run.
 */
export function setupChaos() {
  const clock = createJourneyClock();
  const sim = setupSimulator({
    now: clock.now,
    cardTimers: false,
    settleDelayMs: cardSettleMs,
    sessionLifetimeMinutes: journeySessionMinutes,
  });
  const network = createChaosNetwork(sim);
  let world: World | undefined;

  const onRejection = (reason: unknown) =>
    world?.violation(`an unhandled rejection: ${describeValues([reason])}`);
  let actEnvironment: unknown;
  beforeAll(async () => {
    process.on('unhandledRejection', onRejection);
    for (const level of ['error', 'warn'] as const) {
      vi.spyOn(console, level).mockImplementation((...values: unknown[]) => {
        const said = describeValues(values);
        if (level === 'warn' && developerHints.some((hint) => hint.test(said))) return;
        world?.violation(`console.${level}: ${said.slice(0, 500)}`);
      });
    }
    // The tabs are rendered and driven as a browser would, outside act: React renders on its own schedule.
    const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: unknown };
    actEnvironment = scope.IS_REACT_ACT_ENVIRONMENT;
    scope.IS_REACT_ACT_ENVIRONMENT = false;
    await warmUpModal();
  });
  afterAll(() => {
    process.off('unhandledRejection', onRejection);
    vi.restoreAllMocks();
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: unknown }).IS_REACT_ACT_ENVIRONMENT =
      actEnvironment;
  });

  /** Runs `options.runs` journeys (or replays one), shrinking the first that breaks an invariant. */
  async function run(options: ChaosOptions): Promise<ChaosOutcome> {
    const { start, steps } = journeyArbitraries(options);
    let journeys = 0;
    let stepsRun = 0;
    const startedAt = performance.now();
    const property = fc.asyncProperty(start, steps, async (begin, journey) => {
      journeys += 1;
      const current = new World(sim, clock, network);
      world = current;
      try {
        await current.begin(begin);
        const model: JourneyModel = { steps: 0, pages: [begin.page], canGoBack: [false] };
        await fc.asyncModelRun(() => ({ model, real: current }), journey);
      } finally {
        stepsRun += current.step;
        await current.dispose();
        world = undefined;
      }
    });
    const details = await fc.check(property, {
      numRuns: options.runs,
      ...(options.seed === undefined ? {} : { seed: options.seed }),
      ...(options.path === undefined ? {} : { path: options.path }),
    });
    const broke = details.errorInstance instanceof Error ? details.errorInstance.message : '';
    const shrunkSteps = Math.max(
      0,
      ...[...broke.matchAll(/^ {2}(\d+)\. /gm)].map((line) => Number(line[1])),
    );
    return {
      failed: details.failed,
      seed: details.seed,
      journeys,
      steps: stepsRun,
      seconds: (performance.now() - startedAt) / 1000,
      report: details.failed
        ? [
            fc.defaultReportMessage(details) ?? '',
            '',
            broke,
            '',
            `Replay it: ${replayCommand(details, options)}`,
          ].join('\n')
        : '',
      shrunkSteps,
    };
  }

  return { run };
}
