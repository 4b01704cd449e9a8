// Builds the opt-in font entry of @portal/widgets (`import '@portal/widgets/fonts.css'`): Be Vietnam
// Pro from @fontsource/be-vietnam-pro, two weights (400 and 600) and two subsets (vietnamese and
// latin), woff2 only. The rules keep fontsource's unicode-range, so a page loads only what it draws.
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const fallback = JSON.parse(readFileSync('packages/widgets/src/theme/fallbackFont.json', 'utf8'));
const require = createRequire(join(process.cwd(), 'packages/widgets/package.json'));
const source = dirname(require.resolve('@fontsource/be-vietnam-pro/package.json'));
const dist = 'packages/widgets/dist';
const fontWeights = [400, 600];
const fontSubsets = ['vietnamese', 'latin'];

mkdirSync(join(dist, 'fonts'), { recursive: true });
const rules = [];
for (const weight of fontWeights) {
  const css = readFileSync(join(source, `${weight}.css`), 'utf8');
  for (const subset of fontSubsets) {
    const name = `be-vietnam-pro-${subset}-${weight}-normal`;
    const block = css.match(new RegExp(`/\\* ${name} \\*/\\s*@font-face \\{[^}]*\\}`));
    const range = block?.[0].match(/unicode-range: ([^;]+);/)?.[1];
    if (!range) throw new Error(`@fontsource/be-vietnam-pro/${weight}.css has no ${subset} face`);
    copyFileSync(join(source, 'files', `${name}.woff2`), join(dist, 'fonts', `${name}.woff2`));
    rules.push(`/* ${name} */
@font-face {
  font-family: 'Be Vietnam Pro';
  font-style: normal;
  font-display: swap;
  font-weight: ${weight};
  src: url('./fonts/${name}.woff2') format('woff2');
  unicode-range: ${range};
}
`);
  }
}
// Arial resized to Be Vietnam Pro's widths and vertical metrics (src/theme/fallbackFont.json): the text drawn before
// the web font arrives takes the same room, so the swap moves nothing.
rules.push(`/* ${fallback.family}: Arial with Be Vietnam Pro's metrics */
@font-face {
  font-family: '${fallback.family}';
  src: ${fallback.local.map((name) => `local('${name}')`).join(', ')};
  size-adjust: ${fallback.sizeAdjust};
  ascent-override: ${fallback.ascentOverride};
  descent-override: ${fallback.descentOverride};
  line-gap-override: ${fallback.lineGapOverride};
}
`);
writeFileSync(
  join(dist, 'fonts.css'),
  `/* Be Vietnam Pro (SIL Open Font License 1.1), from @fontsource/be-vietnam-pro: 400 and 600, vietnamese and latin; and its metric-matched fallback. */\n${rules.join('\n')}`,
);
console.log(`fonts.css: ${rules.length} faces`);
