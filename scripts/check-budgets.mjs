// `npm run check:budgets` (in `npm test`, after `npm run build`): the byte budgets (issue 34: over the owner's stack),
// measured on build/portal and packages/widgets/dist. Prints measured against budget and exits 1 on any overrun.
// A budget is raised only with a reason in the commit message.
//
// What is measured (gzip level 9; 1 kB = 1000 bytes):
// - /login first load: the login page's HTML (build/portal/login/index.html or login.html once pre-rendered, else
//   index.html): its module scripts and modulepreloads with every chunk they import statically; its stylesheets, as
//   they travel: inline in the page's one <style> (scripts/inlineStyles.mjs), the gzip of that text. Its JS is
//   measured over the stack floor's first load (scripts/bench/floor, built here with the same Vite).
// - Protected routes: each lazy route chunk, named `assets/route-<name>-<hash>.js` (Vite's chunkFileNames
//   '[name]-[hash].js' with the route modules' chunks named `route-<name>`). None yet: the check says so.
// - The embed: dist/elements.js bundled with React by esbuild (minified, production, split) from an entry that calls
//   defineElements(); `<portal-login>` = the entry's static closure, `<portal-topup>` = that plus the chunks it
//   imports on demand, except the QR encoder's (loaded only when a bank QR shows). The stack (React with swr reading
//   one answer through redaxios and superstruct, scripts/budgets/embed.mjs) is bundled the same way and subtracted.
// - The self-contained elements (packages/widgets/dist/standalone, React inside), all in: `<portal-login>` =
//   elements.js and its static imports, `<portal-topup>` = those and the parts they import on demand, with theirs
//   (not the QR encoder, which the payment part loads only for a bank QR code). The copy the portal serves for
//   embed.js is the same bytes.
// - The signed-in pages (those asking GET /api/me from their HTML): no file of their first load carries floating-ui
//   (its modules in the file's source map, in build/sourcemaps), and a chunk loaded on demand does; none carries
//   the recovery pages' calls either.
// - The operators' monitoring: without its build settings, no built file carries web-vitals, @sentry/react or the
//   portal's code that loads them (their modules in the files' source maps).
// - Fonts on first view: the preloaded fonts plus the faces of the login page's stylesheets whose unicode-range
//   covers its text (pre-rendered body text, else the login form's catalogue texts), in 400 and 600 (the login
//   page's labels, heading and button are 600).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { measureEmbed } from './budgets/embed.mjs';
import { differingScripts, measureStandalone } from './budgets/standalone.mjs';
import {
  bodyText,
  firstLoad,
  firstViewFonts,
  gzipFiles,
  staticClosure,
} from './budgets/measure.mjs';

const portal = 'build/portal';
// The stack floor, built here as the bench builds it (scripts/bench/floor), into a folder of its own.
const stackFloor = 'build/.budgets/floor';
const elements = 'packages/widgets/dist/elements.js';
const standalone = 'packages/widgets/dist/standalone';
const kB = 1000;

// The budgets of issue 34, re-based on the owner's stack: the libraries the design card names (react, react-dom,
// react-router-dom, swr, redaxios, superstruct) are the floor, and each budget is what our code may add to it. The
// budgets before (issues 12, 18, 19, 21, measured over React alone with our own copies of those libraries) and the
// measured facts behind each change are in `git log -p scripts/check-budgets.mjs`. A budget is raised only in a
// commit that says which measured fact forces it.
const budgets = {
  // /login's first-load JS over the stack floor's (scripts/bench/floor, built with the same Vite: React, the router,
  // swr, redaxios and superstruct showing the name GET /api/me answers). Issue 34's goal is 20 kB; this gate is the
  // best measured, not the goal. Measured facts: 25.6 kB once the libraries were back (fd7d4db: our code on /login,
  // 10.2 kB of widgets, 8.7 kB of api, 8.3 kB of provider raw, had been counted against our own smaller copies);
  // 26.3 kB (26,299 bytes) with issues 35 and 37 merged (the lockout countdown, the digit-only fields, the
  // balance channel between tabs on the provider, the wording); 26,460 bytes with the chaos run's two fixes on
  // every page (a login tells the other tabs, which read who is signed in: +160 bytes); 26,655 bytes with issue 40
  // (any read of the user that finds another player starts the page afresh for them, in one switchAccount; logout
  // forgets the money decisions kept in the browser: +195 bytes); 27,225 bytes with issue 41 (a logout heard at once on
  // the tabs' channel, the session's end and a guest's answer each in one place, paths, limits and amounts from one
  // source: +570 bytes, after the fresh read's reads were made separate constants so /login carries none of the
  // history's, gift codes' or zones' decoders, which the merged branch had put there: 28.8 kB). Gated at the next 0.1 kB:
  // two checkouts of one commit measured a few bytes apart (the files' hashed names in the bundles). The gap of
  // 6.5 kB is our own code on the first load; the README's Decisions say what would close it.
  loginJsOverFloor: 27.3 * kB,
  // Files of the /login first load (issue 18: on a phone's link each is a request with its round trip and a share of
  // the link): React's chunk, the entry whole, and the bundler's helpers (vite-plugins/chunkGroups.ts).
  loginFiles: 3,
  // Files of a signed-in page's first load (the shell, its area and what they import, preloaded from its HTML).
  signedInFiles: 8,
  // The login page's stylesheets, inline in its one <style>.
  loginCss: 3.79 * kB,
  routeChunk: 25 * kB,
  // The elements over the stack they stand on (scripts/budgets/embed.mjs: React with swr, redaxios and superstruct
  // reading one answer, bundled the same way): <portal-login>'s static closure, and <portal-topup>'s with the parts
  // it loads on demand except the QR encoder. Issue 34's goals are 20 and 28 kB; these gates are the best measured:
  // 22.7 and 35.3 kB when the libraries came back, 24.5 and 38.7 kB (24,477 and 38,747 bytes) with issues 35-37
  // (the elements' options, events and tokens of issue 36; the balance channel, the outcome areas, the lockout, the
  // card's carrier lengths and digit-only fields; the topup's payment part alone is 14.3 kB of it); 24,581 and
  // 38,848 bytes with the chaos run's fixes (the login's word to the other tabs, the gift look-up past the cache);
  // 24,746 and 40,363 bytes with issue 40 (money once per decision outside our own model: the payer read before every
  // money write and the page started afresh for another player, with its notice; the decision kept in the browser
  // while its outcome is unknown, the card's by a SHA-256 fingerprint, and the card form's word of it; every failure
  // but the API's refusal looked up: +165 and +1,515 bytes), <portal-topup> 40,430 with the chaos run's two card
  // fixes of issue 40 (an unknown card stays on screen when shown again; pressed again, it stays unknown when the
  // payer's read fails: +67); 25,240 and 41,184 bytes with issue 41 (the logout on the tabs' channel, the session's
  // end in one place, amounts through one formatter and its texts, the one fresh read: +494 and +754). Gated at the
  // next 0.1 kB (a few bytes between checkouts, as above; <portal-topup> one more: a fresh clone measured it 83 bytes
  // over a worktree in issue 40).
  loginElement: 25.3 * kB,
  topupElement: 41.3 * kB,
  // The self-contained build (issue 36: dist/standalone/elements.js, React inside, for a page without a bundler and
  // for embed.js), all in, as a page loads it; the two rows above are the same code over React, bundled here by esbuild.
  // Set at its measure: 101,049 and 113,964 bytes when issue 36 built it; 102,708 and 117,518 bytes with issues 35
  // and 37 merged (the same code as the rows above), 102,868 and 117,678 with the chaos run's fixes, 102,972 and
  // 119,188 with issue 40's, 119,271 for <portal-topup> with its chaos run's card fixes (as the rows above), 103,534
  // and 120,115 with issue 41's (as the rows above); gated at
  // the next 0.1 kB. The package README states these sizes (104 and 17 kB).
  selfContainedLogin: 103.6 * kB,
  selfContainedTopup: 120.2 * kB,
  // Issue 18's goal (measured 24.5 kB): one file per weight cut to the portal's characters (scripts/build-fonts.mjs).
  firstViewFonts: 45 * kB,
};

const floorBuild = spawnSync(
  'npx',
  [
    'vite',
    'build',
    '--config',
    'scripts/bench/floor/vite.config.mjs',
    '--outDir',
    join(process.cwd(), stackFloor),
  ],
  { stdio: ['ignore', 'ignore', 'inherit'] },
);
if (floorBuild.status !== 0) {
  console.error('check-budgets: the stack floor (scripts/bench/floor) did not build.');
  process.exit(1);
}

for (const required of [join(portal, 'index.html'), elements, join(standalone, 'elements.js')]) {
  if (!existsSync(required)) {
    console.error(`check-budgets: ${required} is missing; run \`npm run build\` first.`);
    process.exit(1);
  }
}

const rows = [];
const row = (what, measured, budget, note = '', unit = 'bytes') =>
  rows.push({ what, measured, budget, note, unit });

// /login first load.
const loginHtml = [
  join(portal, 'login/index.html'),
  join(portal, 'login.html'),
  join(portal, 'index.html'),
].find((file) => existsSync(file));
const login = firstLoad(portal, loginHtml);
const floor = firstLoad(stackFloor, join(stackFloor, 'index.html'));
row(
  'stack floor first-load JS',
  floor.js.gzip,
  null,
  `${floor.js.files.length} files (${stackFloor})`,
);
row(
  '/login first-load JS over the floor',
  login.js.gzip - floor.js.gzip,
  budgets.loginJsOverFloor,
  `all in: ${login.js.gzip}, ${login.js.files.length} files (${loginHtml})`,
);
row('/login first-load JS files', login.js.files.length, budgets.loginFiles, '', 'count');
row('/login CSS', login.css.gzip, budgets.loginCss, `${login.css.files.length} files`);

// Texts by area: the login page and <portal-login> ship no money text (payment.method.card.helper's, distinctive).
const moneyText = 'Tỷ lệ 10.000đ = 100 KP';
const carrying = (files, read, text = moneyText) =>
  files.filter((file) => read(file).includes(text)).length;
/** A built file of the portal, by its path under build/portal. */
const readBuilt = (path) => readFileSync(join(portal, path), 'utf8');
const recoveryPath = '/recover-username';
const loginMoney = carrying(
  login.js.files.map((file) => file.path),
  readBuilt,
);
row('/login JS files with a money text', loginMoney, 0, `"${moneyText}"`, 'count');

// The signed-in pages (those asking GET /api/me from their HTML) load floating-ui only when a menu, a tooltip or a
// dialog is first needed (issue 18): no file of their first load carries its modules (read from the source maps,
// which postbuild moved to build/sourcemaps), and some chunk does, loaded on demand (else the check proves nothing).
const sourcemaps = 'build/sourcemaps';
/** Whether a built file (its path under build/portal) carries modules from `source`, by its source map. */
const carries = (path, source) => {
  const map = join(sourcemaps, `${path.replace(/^\//, '')}.map`);
  return existsSync(map) && readFileSync(map, 'utf8').includes(source);
};
const carriesFloatingUi = (path) => carries(path, 'node_modules/@floating-ui/');
const floatingChunks = readdirSync(join(portal, 'assets')).filter(
  (file) => file.endsWith('.js') && carriesFloatingUi(`/assets/${file}`),
);
row(
  'floating-ui chunks, loaded on demand',
  floatingChunks.length,
  null,
  floatingChunks.join(', '),
  'count',
);
if (floatingChunks.length === 0) {
  console.error(
    'check-budgets: no built chunk carries floating-ui; the signed-in pages check proves nothing.',
  );
  process.exit(1);
}
// The operators' monitoring (README, "Watching the portal"): web-vitals and @sentry/react, and the portal's own code
// that loads them, are built only with their settings, which `npm test`'s build leaves unset (checked where this runs:
// with a setting in the environment, its row only counts). e2e/monitoring.spec.ts builds them, and checks they work.
const builtScripts = readdirSync(join(portal, 'assets')).filter((file) => file.endsWith('.js'));
for (const { what, source, settings } of [
  { what: 'web-vitals', source: 'node_modules/web-vitals/', settings: ['VITE_VITALS_URL'] },
  { what: '@sentry/react', source: 'node_modules/@sentry/', settings: ['VITE_SENTRY_DSN'] },
  {
    what: "the portal's monitoring",
    source: 'apps/portal/src/monitoring/',
    settings: ['VITE_VITALS_URL', 'VITE_SENTRY_DSN'],
  },
]) {
  const set = settings.filter((setting) => process.env[setting]);
  row(
    `files with ${what}`,
    builtScripts.filter((file) => carries(`/assets/${file}`, source)).length,
    set.length > 0 ? null : 0,
    set.length > 0 ? `${set.join(', ')} set` : `${settings.join(', ')} unset`,
    'count',
  );
}
// The recovery calls are in some chunk (the recovery pages'), else the signed-in pages' check below proves nothing.
const builtChunks = readdirSync(join(portal, 'assets'))
  .filter((file) => file.endsWith('.js'))
  .map((file) => `assets/${file}`);
if (carrying(builtChunks, readBuilt, recoveryPath) === 0) {
  console.error(
    `check-budgets: no built chunk carries "${recoveryPath}"; the signed-in pages' recovery check proves nothing.`,
  );
  process.exit(1);
}
const signedInPages = readdirSync(portal, { recursive: true })
  .filter((file) => String(file).endsWith('.html'))
  .filter((file) => readFileSync(join(portal, String(file)), 'utf8').includes('portalEarlySession'))
  .sort();
for (const file of signedInPages) {
  const page = firstLoad(portal, join(portal, String(file)));
  const carryingFloating = page.js.files.filter((entry) => carriesFloatingUi(entry.path)).length;
  row(
    `${file} first-load files with floating-ui`,
    carryingFloating,
    0,
    `first-load JS ${(page.js.gzip / kB).toFixed(1)} kB`,
    'count',
  );
  row(`${file} first-load JS files`, page.js.files.length, budgets.signedInFiles, '', 'count');
  // Nor the recovery pages' calls (api/endpoints/recovery.ts): a signed-in page sends none, and a chunk of them
  // would be one more request before its data shows.
  const recoveryCalls = carrying(
    page.js.files.map((entry) => entry.path),
    readBuilt,
    recoveryPath,
  );
  row(
    `${file} first-load files with recovery calls`,
    recoveryCalls,
    0,
    `"${recoveryPath}"`,
    'count',
  );
}

// The embed's files load none of the portal's: embed.js imports nothing, and the elements it loads are the package's
// self-contained build (packages/widgets/dist/standalone), served byte for byte in a folder of their own
// (apps/portal/vite-plugins/embedElements.ts), none of whose files, nor anything they import, is the portal's.
row('embed.js static imports', staticClosure(portal, ['/embed.js']).length - 1, 0, '', 'count');
const servedFolder = readFileSync(join(portal, 'embed.js'), 'utf8').match(
  /\.\/(assets\/elements-[\w-]+)\/elements\.js/,
)?.[1];
if (!servedFolder || !existsSync(join(portal, servedFolder, 'elements.js'))) {
  console.error(
    'check-budgets: embed.js names no served elements (assets/elements-*/elements.js); the embed check proves nothing.',
  );
  process.exit(1);
}
const elementFiles = readdirSync(join(portal, servedFolder))
  .filter((file) => file.endsWith('.js'))
  .map((file) => `/${servedFolder}/${file}`);
const portalBundles = staticClosure(portal, elementFiles).filter(
  (file) => !file.startsWith(`/${servedFolder}/`),
);
row(
  "elements' files loading the portal's own",
  portalBundles.length,
  0,
  `${elementFiles.length} elements' files`,
  'count',
);
const differing = differingScripts(standalone, join(portal, servedFolder));
row(
  "served elements' files unlike the package's",
  differing.length,
  0,
  differing.join(', ') || `${servedFolder} = ${standalone}`,
  'count',
);

// Protected routes' own chunks.
const assets = join(portal, 'assets');
const routeChunks = readdirSync(assets).filter((file) => /^route-.+\.js$/.test(file));
if (routeChunks.length === 0) {
  row('route chunks', null, budgets.routeChunk, 'none named assets/route-*.js yet: not checked');
}
for (const file of routeChunks) {
  row(`route chunk ${file}`, gzipFiles(portal, [`/assets/${file}`]).gzip, budgets.routeChunk);
}

// The embed, over React.
const { embed, stackGzip, loginOutputs, topupOutputs, sum } = await measureEmbed(
  'build/.budgets',
  elements,
);
const embedMoney = carrying(loginOutputs, (output) => embed.texts.get(output) ?? '');
row('<portal-login> files with a money text', embedMoney, 0, `"${moneyText}"`, 'count');
row('React + swr + redaxios + superstruct', stackGzip, null, 'the stack the elements stand on');
row(
  '<portal-login> over the stack',
  sum(loginOutputs) - stackGzip,
  budgets.loginElement,
  `all in: ${sum(loginOutputs)}`,
);
row(
  '<portal-topup> over the stack',
  sum(topupOutputs) - stackGzip,
  budgets.topupElement,
  `all in: ${sum(topupOutputs)}, QR encoder on demand`,
);

// The self-contained elements, all in (React inside): what a page without a bundler loads from a CDN, and embed.js.
const selfContained = measureStandalone(standalone);
row(
  'self-contained <portal-login>',
  selfContained.login.gzip,
  budgets.selfContainedLogin,
  `${selfContained.login.files.length} files of ${standalone}`,
);
row(
  'self-contained <portal-topup>',
  selfContained.topup.gzip,
  budgets.selfContainedTopup,
  `${selfContained.topup.files.length} files, QR encoder on demand`,
);

// Fonts on the login page's first view.
const loginPage = readFileSync(loginHtml, 'utf8');
let text = bodyText(loginPage);
if (!text) {
  const auth = readFileSync('packages/widgets/src/i18n/vi-VN/authLogin.ts', 'utf8');
  text = [...auth.matchAll(/'auth\.login\.[^']*':\s*'([^']*)'/g)].map((m) => m[1]).join(' ');
}
const fonts = firstViewFonts(
  portal,
  login.assets.stylesheets,
  login.assets.fontPreloads,
  text,
  [400, 600],
);
row(
  'fonts on first view',
  fonts.bytes,
  budgets.firstViewFonts,
  `${fonts.files.length} files (not gzipped: woff2)`,
);

// The table.
const show = (value, unit) =>
  value === null ? '-' : unit === 'count' ? String(value) : `${(value / kB).toFixed(1)} kB`;
const width = Math.max(...rows.map((r) => r.what.length));
let over = 0;
console.log(`${'budget'.padEnd(width)}  ${'measured'.padStart(9)}  ${'limit'.padStart(9)}  result`);
for (const { what, measured, budget, note, unit } of rows) {
  const failed = measured !== null && budget !== null && measured > budget;
  if (failed) over++;
  const result =
    budget === null || measured === null
      ? ''
      : failed
        ? `OVER by ${measured - budget}${unit === 'count' ? '' : ' bytes'}`
        : 'ok';
  console.log(
    `${what.padEnd(width)}  ${show(measured, unit).padStart(9)}  ${show(budget, unit).padStart(9)}  ${result.padEnd(4)}  ${note}`,
  );
}
if (over > 0) {
  console.error(`check-budgets: ${over} budget(s) overrun.`);
  process.exit(1);
}
