/** The run's size and what to replay, from the environment (`npm run chaos` sets it from its flags). */
export interface ChaosOptions {
  runs: number;
  seed?: number;
  path?: string;
  replayPath?: string;
  /** Another player may log in in the journey's browser (CHAOS_OTHER_PLAYERS=1). */
  otherPlayers: boolean;
  /** The test's time limit: the default run is meant for 2 minutes on 2 cores. */
  timeoutMs: number;
}

/** Reads CHAOS_RUNS, CHAOS_SEED, CHAOS_PATH, CHAOS_REPLAY_PATH and CHAOS_OTHER_PLAYERS. */
export function chaosOptions(env: Record<string, string | undefined>): ChaosOptions {
  const runs = Number(env.CHAOS_RUNS ?? 200);
  if (!Number.isInteger(runs) || runs < 1)
    throw new RangeError(`CHAOS_RUNS must be a whole number ≥ 1, got ${env.CHAOS_RUNS}.`);
  const seed = env.CHAOS_SEED === undefined ? undefined : Number(env.CHAOS_SEED);
  return {
    runs,
    ...(seed === undefined ? {} : { seed }),
    ...(env.CHAOS_PATH ? { path: env.CHAOS_PATH } : {}),
    ...(env.CHAOS_REPLAY_PATH ? { replayPath: env.CHAOS_REPLAY_PATH } : {}),
    otherPlayers: env.CHAOS_OTHER_PLAYERS === '1',
    timeoutMs: Math.max(chaosCeilingMs, runs * 5_000),
  };
}

/**
 * How long a chaos test may take before it is called stuck: a ceiling for a machine busy with other work (a journey
 * takes about 0.4 s on a quiet 2-core machine, and several times that beside other processes), not a pace to keep.
 */
export const chaosCeilingMs = 900_000;

/** The one command that runs the failing journey again, shrunk: its seed, its path and its steps' replay path. */
export function replayCommand(
  details: {
    seed: number;
    counterexamplePath: string | null;
    counterexample: readonly unknown[] | null;
  },
  { otherPlayers }: Pick<ChaosOptions, 'otherPlayers'>,
): string {
  const replayPath = /replayPath="([^"]*)"/.exec(String(details.counterexample?.[1] ?? ''))?.[1];
  const flags = [`--seed ${details.seed}`];
  if (otherPlayers) flags.push('--other-players');
  if (details.counterexamplePath) flags.push(`--path '${details.counterexamplePath}'`);
  if (replayPath) flags.push(`--replay-path '${replayPath}'`);
  return `npm run chaos -- ${flags.join(' ')}`;
}
