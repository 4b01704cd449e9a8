// The stylesheets of the elements build (tsup.config.ts, onSuccess). The elements adopt our CSS into their shadow
// roots as constructable stylesheets, so the bundles carry it as text, in place of markers:
// - '/*__PORTAL_WIDGETS_CSS__*/' (src/elements/styles.ts): the CSS the entry and its static imports use;
// - '/*__PORTAL_WIDGETS_CHUNK_CSS__*/' (an on-demand module's addStyles call): the CSS only that chunk uses.
// esbuild emits one stylesheet per entry with every module's CSS (on-demand ones included, unused ones too, as the
// barrels reach them); it is cut by module (its `/* path */` headers) and each module's rules go where its class
// names are used (the JS class maps), or nowhere if no bundle uses them. The emitted .css files are removed.
// The class names (File_class, tsup's 'local-css') are shortened to p0, p1... in the CSS and the class maps alike: a
// shadow root holds only our rules, so they need not be unique beyond the bundle, and the short ones weigh less.
// The design tokens' defaults give way to the values the element has from the page (tokensFromHost).
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { transform } from 'esbuild';

const mainMarker = /(["'])\/\*__PORTAL_WIDGETS_CSS__\*\/\1/;
const chunkMarker = /(["'])\/\*__PORTAL_WIDGETS_CHUNK_CSS__\*\/\1/;

interface Section {
  css: string;
  classes: string[];
}

const className = /\.([A-Za-z][\w-]*_[\w-]+)/g;
const classMapValue = /"([A-Za-z][\w-]*_[\w-]+)"/g;

/**
 * The emitted stylesheet cut by module, each class named short; the file (and its map) removed. `files` are the
 * bundles whose class maps get the short names.
 */
function takeSections(file: string, files: string[]): Section[] {
  const text = readFileSync(file, 'utf8').replace(/\/\*# sourceMappingURL=.*?\*\//g, '');
  rmSync(file);
  rmSync(`${file}.map`, { force: true });
  const names = new Map<string, string>();
  for (const [, name] of text.matchAll(className))
    if (!names.has(name!)) names.set(name!, `p${names.size.toString(36)}`);
  for (const bundle of files) {
    const code = readFileSync(bundle, 'utf8');
    writeFileSync(
      bundle,
      code.replace(classMapValue, (value, name: string) =>
        names.has(name) ? `"${names.get(name)}"` : value,
      ),
    );
  }
  return text
    .replace(className, (rule, name: string) => `.${names.get(name)}`)
    .split(/^(?=\/\* \S+\.css \*\/$)/m)
    .filter((css) => css.trim() !== '')
    .map((css) => ({
      css,
      classes: [...new Set([...css.matchAll(/\.(p[0-9a-z]+)(?![\w-])/g)].map((m) => m[1]!))],
    }));
}

const uses = (code: string, name: string) =>
  new RegExp(`["'\`\\s]${name.replace(/-/g, '\\-')}["'\`\\s]`).test(code);

/** A quoted CSS string. */
const cssString = String.raw`"(?:\\.|[^"\\])*"|'(?:\\.|[^'\\])*'`;
/** A string (kept whole) or a custom property's declaration: its name, and its value up to the next `;` or `}`. */
const stringOrCustomProperty = new RegExp(
  String.raw`(${cssString})|([{;]--[\w-]+):\s*((?:${cssString}|[^;}"'])+)`,
  'g',
);
/** A string (kept whole) or a comma and the space after it. */
const stringOrComma = new RegExp(String.raw`(${cssString})|,\s+`, 'g');

/**
 * Drops the spaces esbuild keeps in custom properties' values (it keeps a custom property's value as written): after
 * the colon (the browser trims it) and after a comma (font lists, clamp()), never inside a quoted string, and an empty
 * value's space stays (`--x: ;`). `--portal-bg: #12100e` -> `--portal-bg:#12100e`, `"A B", serif` -> `"A B",serif`.
 */
export function tightenCustomProperties(css: string): string {
  return css.replace(
    stringOrCustomProperty,
    (match, string: string | undefined, name: string, value: string) =>
      string ??
      `${name}:${value.replace(stringOrComma, (comma, inString: string | undefined) => inString ?? ',')}`,
  );
}

/** The design tokens' stylesheet (src/theme/tokens.module.css), by its section's header. */
const tokensHeader = /^\/\* \S*\/theme\/tokens\.module\.css \*\//;

/** A token's declaration in minified CSS: its name (after the `{` or `;` before it) and its value. */
const tokenDeclaration = new RegExp(
  String.raw`(${cssString})|([{;])(--portal-[\w-]+):((?:${cssString}|[^;}"'])+)`,
  'g',
);

/**
 * The tokens' stylesheet for the elements: a token set on the element, or above it in the page, reaches inside the
 * shadow root. The provider's root inside declares every token, which would hide the inherited value, so there each
 * default gives way to what the host has: `--portal-accent:var(--portal-host-accent,#e8b04a)`, with
 * `:host{--portal-host-accent:var(--portal-accent)}` (the element's own value, set by the page or inherited; a
 * custom property cannot read its own inherited value on the element that declares it).
 */
export async function tokensFromHost(css: string): Promise<string> {
  const { code } = await transform(css, { loader: 'css', minify: true, charset: 'utf8' });
  const names = new Set<string>();
  const rewritten = tightenCustomProperties(code).replace(
    tokenDeclaration,
    (match, string: string | undefined, before: string, name: string, value: string) => {
      if (string !== undefined) return string;
      names.add(name);
      return `${before}${name}:var(${hostName(name)},${value})`;
    },
  );
  const copies = [...names].map((name) => `${hostName(name)}:var(${name})`).join(';');
  return `${rewritten.trim()}\n:host{${copies}}`;
}

/** `--portal-accent` -> `--portal-host-accent`. */
const hostName = (token: string) => token.replace(/^--portal-/, '--portal-host-');

/** The sections' CSS minified by esbuild, the tokens given way to the host's, custom properties tightened. */
async function minify(sections: Section[]): Promise<string> {
  const texts = await Promise.all(
    sections.map((s) => (tokensHeader.test(s.css) ? tokensFromHost(s.css) : s.css)),
  );
  const { code } = await transform(texts.join('\n'), {
    loader: 'css',
    minify: true,
    charset: 'utf8',
  });
  return tightenCustomProperties(code.trim());
}

function replaceIn(file: string, marker: RegExp, css: string): void {
  const code = readFileSync(file, 'utf8');
  writeFileSync(
    file,
    code.replace(marker, () => JSON.stringify(css)),
  );
}

interface Metafile {
  outputs: Record<string, { imports: { path: string; kind: string }[]; entryPoint?: string }>;
}

/** The split ESM build: the entry's static closure gets the CSS it uses, each on-demand chunk the rest it uses. */
export async function inlineEsmElementsCss(dist: string, entry: string): Promise<void> {
  const metafile = JSON.parse(readFileSync(`${dist}/metafile-esm.json`, 'utf8')) as Metafile;
  rmSync(`${dist}/metafile-esm.json`);
  const local = (output: string) => output.replace(/^.*\//, `${dist}/`);
  const outputs = Object.keys(metafile.outputs);
  const sections = takeSections(
    `${dist}/${entry}.css`,
    outputs.filter((o) => o.endsWith('.js')).map(local),
  );
  for (const css of outputs.filter((o) => o.endsWith('.css')).map(local)) {
    if (existsSync(css)) rmSync(css);
    rmSync(`${css}.map`, { force: true });
  }
  const closure = (start: string, kinds = ['import-statement']) => {
    const seen = new Set<string>([start]);
    for (const output of seen)
      for (const i of metafile.outputs[output]!.imports)
        if (kinds.includes(i.kind) && i.path in metafile.outputs) seen.add(i.path);
    return [...seen];
  };
  const codeOf = (files: string[]) => files.map((f) => readFileSync(local(f), 'utf8')).join('\n');
  const entryOutput = outputs.find((o) => o.endsWith(`/${entry}.js`))!;
  // A module loaded on demand whose caller the elements do not use (the library's Modal and Tooltip load their
  // floating-ui part so) still gets a chunk that nothing imports: it is removed.
  const reachable = closure(entryOutput, ['import-statement', 'dynamic-import']);
  for (const chunk of outputs.filter((o) => o.endsWith('.js') && !reachable.includes(o))) {
    rmSync(local(chunk));
    rmSync(`${local(chunk)}.map`, { force: true });
  }
  const main = closure(entryOutput);
  const mainCode = codeOf(main);
  const inMain = sections.filter(
    (s) => s.classes.length === 0 || s.classes.some((name) => uses(mainCode, name)),
  );
  const holders = main.filter((o) => mainMarker.test(readFileSync(local(o), 'utf8')));
  if (holders.length !== 1) throw new Error(`the stylesheet marker is in ${holders.length} files`);
  replaceIn(local(holders[0]!), mainMarker, await minify(inMain));

  for (const chunk of reachable.filter((o) => o.endsWith('.js') && !main.includes(o))) {
    const code = codeOf(closure(chunk).filter((o) => !main.includes(o)));
    const own = sections.filter(
      (s) => !inMain.includes(s) && s.classes.some((name) => uses(code, name)),
    );
    const file = local(chunk);
    if (chunkMarker.test(readFileSync(file, 'utf8')))
      replaceIn(file, chunkMarker, await minify(own));
    else if (own.length > 0)
      throw new Error(
        `${file} uses CSS of its own but calls no addStyles('/*__PORTAL_WIDGETS_CHUNK_CSS__*/')`,
      );
  }
}

/** The CommonJS build, one file: all the CSS its class maps use at the main marker; the chunk markers emptied. */
export async function inlineCjsElementsCss(
  dist: string,
  built: string,
  file: string,
): Promise<void> {
  const sections = takeSections(`${dist}/${built}.css`, [`${dist}/${built}.cjs`]);
  const code = readFileSync(`${dist}/${built}.cjs`, 'utf8').replace(
    `sourceMappingURL=${built}.cjs.map`,
    `sourceMappingURL=${file}.map`,
  );
  writeFileSync(`${dist}/${file}`, code);
  const map = readFileSync(`${dist}/${built}.cjs.map`, 'utf8');
  writeFileSync(`${dist}/${file}.map`, map.replace(`"${built}.cjs"`, `"${file}"`));
  rmSync(`${dist}/${built}.cjs`);
  rmSync(`${dist}/${built}.cjs.map`);
  const used = sections.filter(
    (s) => s.classes.length === 0 || s.classes.some((name) => uses(code, name)),
  );
  replaceIn(`${dist}/${file}`, mainMarker, await minify(used));
  replaceIn(`${dist}/${file}`, new RegExp(chunkMarker.source, 'g'), '');
}
