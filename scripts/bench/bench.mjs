// `npm run bench`: builds, serves the production build with the simulator, runs Lighthouse (mobile and desktop)
// on the pages below and the stack floor (scripts/bench/floor: the owner's libraries reading GET /api/me), and writes the medians to bench/results.json and
// bench/results.md (and each row's median-run Lighthouse result to bench/lhr/, for the Lighthouse viewer).
// A measurement: exit 0 whether targets are met or not, non-zero only when it cannot run.
// Flags: --no-build, --runs N (3), --only <page>[,<page>] (login, register, home, card, recharge, transactions,
// giftcode, embed).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { runLighthouse } from './lighthouse.mjs';
import {
  figuresOf,
  floorRatios,
  formatTable,
  medianFigures,
  missedTargets,
  TARGETS,
} from './report.mjs';
import { reasons } from './why.mjs';
import { benchPorts, build, serve } from './serve.mjs';
import { freshSession } from './session.mjs';

/** The pages measured: name, where (server and path), whether it needs the session. */
const PAGES = [
  { name: 'login', server: 'portal', path: '/login' },
  { name: 'register', server: 'portal', path: '/register' },
  { name: 'home', server: 'portal', path: '/', session: true },
  { name: 'card', server: 'portal', path: '/payment/card', session: true },
  { name: 'recharge', server: 'portal', path: '/recharge', session: true },
  { name: 'transactions', server: 'portal', path: '/transactions', session: true },
  { name: 'giftcode', server: 'portal', path: '/giftcode', session: true },
  { name: 'embed', server: 'demo', path: '/' },
];
// The floor reads the account like a signed-in page: it carries the same session.
const FLOOR = { name: 'floor', server: 'floor', path: '/', session: true };
const FORM_FACTORS = ['mobile', 'desktop'];

const { values } = parseArgs({
  options: {
    build: { type: 'boolean', default: true },
    runs: { type: 'string', default: '3' },
    only: { type: 'string' },
  },
  allowNegative: true,
});
/** A wrong flag: say so in one line and stop (2). */
function usage(message) {
  console.error(`[bench] ${message}`);
  process.exit(2);
}

const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1)
  usage(`--runs must be a whole number ≥ 1, not ${values.runs}`);
const only = values.only?.split(',').map((name) => name.trim());
const unknown = only?.filter((name) => !PAGES.some((page) => page.name === name)) ?? [];
if (unknown.length > 0)
  usage(`Unknown page ${unknown.join(', ')}; pages: ${PAGES.map((p) => p.name).join(', ')}`);
const pages = only ? PAGES.filter((page) => only.includes(page.name)) : PAGES;

const ports = benchPorts();
if (values.build) build(ports);
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
const loadBefore = load();
const servers = await serve(ports);
const stopAll = () => servers.stop();
process.on('SIGINT', () => {
  stopAll();
  process.exit(130);
});

try {
  const cookies = await freshSession(servers.urls.api);
  // The portal's hint that this browser signed in (what a player's has after logging in through the portal), named
  // where the build wrote it: a protected page's early-session script.
  const hintKey = /data-hint="([^"]+)"/.exec(readFileSync('build/portal/home.html', 'utf8'))?.[1];
  if (!hintKey) throw new Error('build/portal/home.html names no session hint (data-hint).');
  const signedIn = { [hintKey]: '1' };
  const measured = [];
  for (const page of [FLOOR, ...pages]) {
    for (const formFactor of FORM_FACTORS) {
      const url = `${servers.urls[page.server]}${page.path}`;
      const measures = [];
      for (let i = 1; i <= runs; i += 1) {
        console.log(`[bench] ${page.name} ${formFactor} run ${i}/${runs}: ${url}`);
        const run = page.session
          ? await measure(url, formFactor, cookies, signedIn)
          : await measure(url, formFactor, [], {});
        // A lost session would measure /login instead: that is no measurement of this page.
        const landed = new URL(run.lhr.finalDisplayedUrl).pathname;
        if (landed !== page.path) throw new Error(`${url} ended at ${landed}, not ${page.path}.`);
        measures.push(run);
      }
      const perRun = measures.map((run) => figuresOf(run.lhr));
      const figures = medianFigures(perRun);
      // The run nearest the median performance is kept; each miss is explained by the run nearest its median.
      const nearest = (key) =>
        measures[
          nearestIndex(
            perRun.map((f) => f[key]),
            figures[key],
          )
        ];
      const floor = measured.find((row) => row.page === 'floor' && row.formFactor === formFactor);
      const missed = missedTargets(figures, formFactor, floor?.figures ?? figures);
      measured.push({
        page: page.name,
        url,
        formFactor,
        figures,
        runs: perRun,
        missed,
        reasons: explain(missed, nearest),
      });
      mkdirSync('bench/lhr', { recursive: true });
      writeFileSync(
        `bench/lhr/${page.name}-${formFactor}.json`,
        JSON.stringify(nearest('performance').lhr),
      );
    }
  }
  const floorOf = (formFactor) =>
    measured.find((row) => row.page === 'floor' && row.formFactor === formFactor);
  const rows = measured.map((row) => ({
    ...row,
    ratios: floorRatios(row.figures, floorOf(row.formFactor).figures),
  }));
  const table = formatTable(rows);
  const loadAfter = load();
  const when = new Date().toISOString();
  const note = `${when}, ${runs} run(s) each, median; load average (1/5/15 min) before ${loadBefore}, after ${loadAfter}.`;
  mkdirSync('bench', { recursive: true });
  writeFileSync(
    'bench/results.json',
    `${JSON.stringify({ when, runs, load: { before: loadBefore, after: loadAfter }, targets: TARGETS.map((t) => t.label), rows }, null, 2)}\n`,
  );
  const markdown = `# npm run bench\n\n${note}\nEach figure's ×ratio is to the stack floor (React, react-router-dom, swr, redaxios and superstruct showing the name GET /api/me answers; same form factor).\n\n${table}\n`;
  writeFileSync('bench/results.md', markdown);
  console.log(`\n${markdown}\nWritten: bench/results.json, bench/results.md`);
} finally {
  stopAll();
}

function nearestIndex(values, target) {
  let best = 0;
  values.forEach((value, i) => {
    if (Math.abs(value - target) < Math.abs(values[best] - target)) best = i;
  });
  return best;
}

/** One Lighthouse run, tried once more when Chromium or Lighthouse fails (busy machines time out now and then). */
async function measure(url, formFactor, cookies, storage) {
  try {
    return await runLighthouse(url, formFactor, cookies, storage);
  } catch (error) {
    console.warn(`[bench] ${error.message}; trying once more`);
    return runLighthouse(url, formFactor, cookies, storage);
  }
}

/** Lighthouse's reasons for each missed target, each from the run nearest that figure's median. */
function explain(missed, nearest) {
  const why = {};
  for (const target of TARGETS.filter((t) => missed.includes(t.label))) {
    const { lhr, lcpPath } = nearest(target.key);
    const found = reasons(lhr, missed, 3, lcpPath);
    if (target.label in found) why[target.label] = found[target.label];
  }
  return why;
}
