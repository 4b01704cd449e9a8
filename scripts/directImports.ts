// An esbuild plugin for the elements' split build (tsup.config.ts): a named import from one of the library's barrels
// (an index.ts that only re-exports) becomes an import from the module that declares each name.
//
// Why: esbuild decides which chunk a module goes to by the import graph, before tree-shaking. Through a barrel,
// `import { Button } from '../ui'` reaches every ui module, so the modules `<portal-topup>`'s payment part alone
// uses (Select, Table, QrCode, their CSS, the payment queries...) were reachable from the entry as well, and landed in
// the chunk every element loads. Imported from their own modules, they stay in the chunk loaded on demand.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Plugin } from 'esbuild';

interface Origin {
  /** The module that declares the name (a file path without extension, as written in an import). */
  module: string;
  /** Its name there. */
  name: string;
}

const barrelExport = /export\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'([^']+)'/g;
const namedImport = /^import\s+(type\s+)?\{([^}]*)\}\s+from\s+'(\.[^']*)';?$/gm;

/** `a`, `a as b`, `type a`: the names of a list between braces. */
function specifiers(list: string): { name: string; alias: string; type: boolean }[] {
  return list
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const type = part.startsWith('type ');
      const [name, alias = name] = part.replace(/^type\s+/, '').split(/\s+as\s+/);
      return { name: name!, alias: alias!, type };
    });
}

/** The barrel a specifier leads to (a folder's index.ts), if it is one. */
function barrelAt(from: string, specifier: string): string | null {
  const path = resolve(dirname(from), specifier);
  const index = join(path, 'index.ts');
  return existsSync(index) && !existsSync(`${path}.ts`) && !existsSync(`${path}.tsx`)
    ? index
    : null;
}

/** Where each value a barrel re-exports is declared, following barrels of barrels. */
function originsOf(barrel: string, seen = new Map<string, Map<string, Origin>>()) {
  const known = seen.get(barrel);
  if (known) return known;
  const origins = new Map<string, Origin>();
  seen.set(barrel, origins);
  for (const [, list, specifier] of readFileSync(barrel, 'utf8').matchAll(barrelExport)) {
    const inner = barrelAt(barrel, specifier!);
    const innerOrigins = inner ? originsOf(inner, seen) : null;
    for (const { name, alias, type } of specifiers(list!)) {
      if (type) continue;
      origins.set(
        alias,
        innerOrigins?.get(name) ?? { module: resolve(dirname(barrel), specifier!), name },
      );
    }
  }
  return origins;
}

/** The module's text with its named imports from barrels taken from the declaring modules. */
export function importDirectly(file: string, code: string): string {
  return code.replace(namedImport, (statement, typeOnly: string | undefined, list, specifier) => {
    const barrel = typeOnly ? null : barrelAt(file, specifier);
    if (!barrel) return statement;
    const origins = originsOf(barrel);
    const byModule = new Map<string, string[]>();
    const rest: string[] = [];
    for (const { name, alias, type } of specifiers(list)) {
      const origin = type ? undefined : origins.get(name);
      if (!origin) {
        if (!type) rest.push(name === alias ? name : `${name} as ${alias}`);
        continue;
      }
      const parts = byModule.get(origin.module) ?? [];
      parts.push(origin.name === alias ? alias : `${origin.name} as ${alias}`);
      byModule.set(origin.module, parts);
    }
    const lines = [...byModule].map(
      ([module, parts]) => `import { ${parts.join(', ')} } from ${JSON.stringify(module)};`,
    );
    if (rest.length > 0) lines.push(`import { ${rest.join(', ')} } from '${specifier}';`);
    return lines.join('\n');
  });
}

/** The plugin: every TypeScript module of `root` imports from declaring modules, not barrels. */
export function directImports(root: string): Plugin {
  return {
    name: 'direct-imports',
    setup(build) {
      build.onLoad({ filter: /\.tsx?$/ }, ({ path }) => {
        if (!path.startsWith(root) || path.endsWith('.d.ts')) return undefined;
        return {
          contents: importDirectly(path, readFileSync(path, 'utf8')),
          loader: path.endsWith('.tsx') ? 'tsx' : 'ts',
        };
      });
    },
  };
}
