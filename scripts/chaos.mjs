// `npm run chaos -- --runs 5000`: the chaos run of player journeys with more journeys than `npm test`'s 200, or
// one failure replayed (`--seed`, `--path`, `--replay-path`, as the failure prints them). It runs the same vitest
// file as `npm test` does.
import { spawnSync } from 'node:child_process';
import { chaosEnvironment } from './chaos/options.mjs';

let env;
try {
  env = chaosEnvironment(process.argv.slice(2));
} catch (error) {
  console.error(error.message);
  process.exit(2);
}
const result = spawnSync(
  'npx',
  ['vitest', 'run', '--project', 'widgets', 'test/chaos/journeys.test.tsx'],
  { stdio: 'inherit', env: { ...process.env, ...env } },
);
process.exit(result.status ?? 1);
