// `npm run chaos` flags, read into the environment the chaos run (packages/widgets/test/chaos) takes.

const flags = {
  '--runs': 'CHAOS_RUNS',
  '--seed': 'CHAOS_SEED',
  '--path': 'CHAOS_PATH',
  '--replay-path': 'CHAOS_REPLAY_PATH',
};

/**
 * The environment of a chaos run from its flags: `--runs N`, `--seed S`, `--path P`, `--replay-path R` (the
 * replay command a failure prints), `--other-players` (another player may log in in the journey's browser).
 * Throws a sentence on a flag it does not know or one without its value.
 */
export function chaosEnvironment(argv) {
  const env = {};
  for (let index = 0; index < argv.length; index += 1) {
    const flag = argv[index];
    if (flag === '--other-players') {
      env.CHAOS_OTHER_PLAYERS = '1';
      continue;
    }
    const [name, inline] = flag.split(/=(.*)/s);
    const variable = flags[name];
    if (!variable)
      throw new Error(
        `npm run chaos: unknown flag ${flag}; use --runs N, --seed S, --path P, --replay-path R, --other-players.`,
      );
    const value = inline ?? argv[(index += 1)];
    if (value === undefined || value === '')
      throw new Error(`npm run chaos: ${name} needs a value.`);
    env[variable] = value;
  }
  if (env.CHAOS_RUNS !== undefined && !/^[1-9]\d*$/.test(env.CHAOS_RUNS))
    throw new Error(
      `npm run chaos: --runs takes a whole number of journeys, got ${env.CHAOS_RUNS}.`,
    );
  return env;
}
