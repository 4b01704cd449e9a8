import { describe, expect, it } from 'vitest';
import { chaosEnvironment } from './options.mjs';

describe('npm run chaos flags', () => {
  it('reads the size, the replay and the other players into the run environment', () => {
    expect(
      chaosEnvironment([
        '--runs',
        '5000',
        '--seed',
        '-42',
        '--path=7:0:1',
        '--replay-path',
        'AAB:C',
        '--other-players',
      ]),
    ).toEqual({
      CHAOS_RUNS: '5000',
      CHAOS_SEED: '-42',
      CHAOS_PATH: '7:0:1',
      CHAOS_REPLAY_PATH: 'AAB:C',
      CHAOS_OTHER_PLAYERS: '1',
    });
    expect(chaosEnvironment([])).toEqual({});
  });

  it('refuses an unknown flag, a flag without its value and a size that is not a count', () => {
    expect(() => chaosEnvironment(['--run', '5'])).toThrow(/unknown flag --run/);
    expect(() => chaosEnvironment(['--seed'])).toThrow(/--seed needs a value/);
    expect(() => chaosEnvironment(['--runs', '0'])).toThrow(/whole number/);
    expect(() => chaosEnvironment(['--runs', 'lots'])).toThrow(/whole number/);
  });
});
