// Checks what `npm publish` would ship of @portal/widgets: the files, the CSS-module class names
// (tsup's default would leave the JS with empty class maps), publint --strict and attw --pack.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';

const dist = 'packages/widgets/dist';
const required = [
  'index.js',
  'index.cjs',
  'index.d.ts',
  'index.d.cts',
  'index.css',
  'fonts.css',
  'testing.js',
  'testing.cjs',
  'testing.d.ts',
  'testing.d.cts',
  'elements.js',
  'elements.cjs',
  'elements.d.ts',
  'elements.d.cts',
  'standalone/elements.js',
];
const problems = [];

for (const file of required) {
  if (!existsSync(`${dist}/${file}`)) problems.push(`${dist}/${file} is missing`);
}

if (problems.length === 0) {
  const css = readFileSync(`${dist}/index.css`, 'utf8');
  const esm = readFileSync(`${dist}/index.js`, 'utf8');
  const cjs = readFileSync(`${dist}/index.cjs`, 'utf8');
  // local-css names every class File_class; each must be referenced by both bundles' class maps.
  const classes = new Set([...css.matchAll(/\.([A-Za-z][\w-]*_[\w-]+)/g)].map((m) => m[1]));
  if (classes.size < 5) problems.push(`index.css has only ${classes.size} scoped classes`);
  for (const name of classes) {
    if (!esm.includes(`"${name}`) && !esm.includes(`'${name}`))
      problems.push(`index.js never uses .${name}`);
    if (!cjs.includes(`"${name}`) && !cjs.includes(`'${name}`))
      problems.push(`index.cjs never uses .${name}`);
  }
  // The ./testing entry carries helpers only: no widget, so none of the stylesheet's classes.
  const testing = readFileSync(`${dist}/testing.js`, 'utf8');
  for (const name of classes) {
    if (testing.includes(name)) problems.push(`testing.js uses .${name}: it must hold no widget`);
  }
  // The development warnings are the host's bundler's to drop: our build must not decide for it.
  if (!esm.includes('process.env.NODE_ENV') || !cjs.includes('process.env.NODE_ENV'))
    problems.push('the bundles lost process.env.NODE_ENV (tsup/esbuild replaced it)');
  // The ./elements entry carries its stylesheet inline (adopted into shadow roots), not as an import; the ESM build
  // is split (elements-*.js chunks beside elements.js), the CJS one is a single file.
  const elementsEsm = readdirSync(dist).filter((file) => /^elements(-.+)?\.js$/.test(file));
  for (const [file, code] of [
    ['elements.js', elementsEsm.map((f) => readFileSync(`${dist}/${f}`, 'utf8')).join('\n')],
    ['elements.cjs', readFileSync(`${dist}/elements.cjs`, 'utf8')],
  ]) {
    if (/__PORTAL_WIDGETS_(CHUNK_)?CSS__/.test(code))
      problems.push(`${file} still has the stylesheet marker`);
    if (!code.includes('--portal-font-family'))
      problems.push(`${file} does not carry the stylesheet`);
  }
  if (/from\s+["'][^"']+\.css["']|require\(["'][^"']+\.css["']\)/.test(esm + cjs)) {
    problems.push(
      'the JS imports a stylesheet; consumers import @portal/widgets/styles.css themselves',
    );
  }
  // The self-contained elements (dist/standalone): for a page without a bundler, so every import is one of its own
  // files; production code (no process.env left for a bundler that never comes); the stylesheet inside; no
  // source map named in them (the portal serves these very bytes, and its files point at none).
  const standalone = `${dist}/standalone`;
  for (const file of readdirSync(standalone).filter((name) => name.endsWith('.js'))) {
    const code = readFileSync(`${standalone}/${file}`, 'utf8');
    const imports = [...code.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*["'`]([^"'`]+)["'`]/g)].map(
      (m) => m[1],
    );
    for (const specifier of imports.filter((s) => !s.startsWith('./')))
      problems.push(
        `standalone/${file} imports ${specifier}, which a page without a bundler cannot load`,
      );
    for (const specifier of imports.filter((s) => s.startsWith('./')))
      if (!existsSync(`${standalone}/${specifier.slice(2)}`))
        problems.push(`standalone/${file} imports ${specifier}, which is not beside it`);
    if (/process\.env/.test(code)) problems.push(`standalone/${file} still reads process.env`);
    if (code.includes('sourceMappingURL')) problems.push(`standalone/${file} names a source map`);
    if (/__PORTAL_WIDGETS_(CHUNK_)?CSS__/.test(code))
      problems.push(`standalone/${file} still has the stylesheet marker`);
  }
  const standaloneCode = readdirSync(standalone)
    .filter((name) => name.endsWith('.js'))
    .map((name) => readFileSync(`${standalone}/${name}`, 'utf8'))
    .join('\n');
  if (!standaloneCode.includes('--portal-font-family'))
    problems.push('standalone/ does not carry the stylesheet');
  // The published types' comments are read by hosts in their editors: none names a file of ours they do not have.
  for (const file of readdirSync(dist).filter((name) => /\.d\.c?ts$/.test(name))) {
    const comments = [
      ...readFileSync(`${dist}/${file}`, 'utf8').matchAll(/\/\*[\s\S]*?\*\/|\/\/.*$/gm),
    ];
    for (const [comment] of comments) {
      const internal = comment.match(
        /\b[\w./-]+\.(?:tsx?|mjs|cjs)\b|\b(?:src|scripts|apps|test)\/[\w./-]+/,
      );
      if (internal)
        problems.push(`${file}: a comment names ${internal[0]}, a file hosts do not have`);
    }
  }
  // The opt-in font entry: every url() names a woff2 file shipped beside it, two weights only.
  const fonts = readFileSync(`${dist}/fonts.css`, 'utf8');
  const fontFiles = [...fonts.matchAll(/url\(['"]?([^'")]+)['"]?\)/g)].map((m) => m[1]);
  if (fontFiles.length === 0) problems.push('fonts.css names no font file');
  for (const file of fontFiles) {
    if (!file.startsWith('./fonts/') || !existsSync(`${dist}/${file}`))
      problems.push(`fonts.css names ${file}, which the package does not ship`);
  }
  const weights = new Set([...fonts.matchAll(/font-weight: (\d+)/g)].map((m) => m[1]));
  if ([...weights].join() !== '400,600') problems.push(`fonts.css has weights ${[...weights]}`);
  console.log(`dist: ${required.length} files, fonts.css with ${fontFiles.length} font files`);
  console.log(
    `dist: ${required.length} files, ${classes.size} scoped CSS classes, all used by ESM and CJS`,
  );
}

if (problems.length > 0) {
  console.error(problems.map((p) => `✗ ${p}`).join('\n'));
  process.exit(1);
}

// What `npm publish` would ship: the README, the text keys' reference and the self-contained file among it.
const packed = JSON.parse(
  execFileSync('npm', ['pack', '--dry-run', '--json', '--loglevel=error'], {
    cwd: 'packages/widgets',
    encoding: 'utf8',
  }),
)[0].files.map((file) => file.path);
for (const path of [
  'README.md',
  'TEXT-KEYS.md',
  'dist/standalone/elements.js',
  'dist/fonts/be-vietnam-pro-400.woff2',
]) {
  if (!packed.includes(path)) {
    console.error(`✗ the package would not ship ${path}`);
    process.exit(1);
  }
}
console.log(`pack: ${packed.length} files, README.md, TEXT-KEYS.md and dist/standalone among them`);

const run = (command, args) => execFileSync(command, args, { stdio: 'inherit' });
run('npx', ['publint', '--strict', 'packages/widgets']);
// The stylesheets are not JS entries: attw can only check the modules and their types.
run('npx', [
  'attw',
  '--pack',
  'packages/widgets',
  '--exclude-entrypoints',
  './styles.css',
  './fonts.css',
]);
if (!existsSync('packages/widgets/dist/index.css')) process.exit(1);
console.log('package checks passed');
