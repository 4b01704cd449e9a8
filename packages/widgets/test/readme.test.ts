import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');

describe('the package README', () => {
  it('shows the quickstart exactly as docs/quickstart.tsx, which the consumer test type-checks', () => {
    const readme = read('../README.md');
    const block = readme.match(/## Quickstart[\s\S]*?```tsx\n([\s\S]*?)```/)?.[1];
    expect(block).toBe(read('../docs/quickstart.tsx'));
  });

  it("takes the plain HTML page's elements from the CDN at this version, from the file the build makes", () => {
    const readme = read('../README.md');
    const page = readme.match(
      /## Custom elements in a plain HTML page[\s\S]*?```html\n([\s\S]*?)```/,
    )?.[1];
    const { version } = JSON.parse(read('../package.json')) as { version: string };
    expect(page).toContain(
      `'https://cdn.jsdelivr.net/npm/@portal/widgets@${version}/dist/standalone/elements.js'`,
    );
    expect(page).toContain('<portal-login></portal-login>');
    expect(page).toContain('<portal-topup></portal-topup>');
  });

  it('names every widget the package exports', () => {
    const readme = read('../README.md');
    const index = read('../src/index.ts');
    const widgets = [...index.matchAll(/export \{([^}]*)\} from '\.\/widgets\/\w+'/g)]
      .flatMap((m) => (m[1] ?? '').split(','))
      .map((name) => name.trim())
      .filter((name) => /^[A-Z]/.test(name));
    expect(widgets.length).toBeGreaterThan(20);
    for (const name of widgets) expect(readme).toContain(`\`${name}\``);
  });

  it("lists the package's dependencies as package.json has them, each at its version", () => {
    const readme = read('../README.md');
    const listed =
      readme.match(/^- Its dependencies, installed with it: ([\s\S]*?)\n(?! {2})/m)?.[1] ?? '';
    const { dependencies } = JSON.parse(read('../package.json')) as {
      dependencies: Record<string, string>;
    };
    const named = [...listed.matchAll(/`([@\w/.-]+)`\s+([\d.]+)/g)].map(([, name, version]) => [
      name,
      version,
    ]);
    expect(Object.fromEntries(named)).toEqual(dependencies);
  });
});
