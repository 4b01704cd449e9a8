// The reference of the widgets' text keys (packages/widgets/TEXT-KEYS.md, shipped in the package): every key of the
// vi-VN catalogue, its text and its `{name}` parameters, by area. `npm run docs:text-keys` writes it
// (scripts/write-text-keys.ts); scripts/textKeys.test.ts fails when the file is not what the catalogue makes.
import { catalogueAreas } from '../packages/widgets/src/i18n/catalogue';

/** Where the reference is written, from the repository's root. */
export const textKeysFile = 'packages/widgets/TEXT-KEYS.md';

/** The `{name}` parameters of a text, each once, in the order they first appear. */
export function parametersOf(text: string): string[] {
  return [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!))];
}

/** A text as a Markdown table cell shows it: the characters Markdown would read escaped. */
function cell(text: string): string {
  return text.replace(/[\\|<*_`[\]]/g, (character) => `\\${character}`);
}

/** The reference for a catalogue (key to vi-VN text), its keys grouped by area (the key's first segment). */
export function textKeyReference(catalogue: Readonly<Record<string, string>>): string {
  const areas = new Map<string, [string, string][]>();
  for (const area of catalogueAreas) areas.set(area, []);
  for (const [key, text] of Object.entries(catalogue)) {
    const area = key.split('.')[0]!;
    if (!areas.has(area)) areas.set(area, []);
    areas.get(area)!.push([key, text]);
  }
  const sections = [...areas]
    .filter(([, entries]) => entries.length > 0)
    .map(([area, entries]) =>
      [
        `## ${area}`,
        '',
        '| key | vi-VN | parameters |',
        '| --- | --- | --- |',
        ...entries.map(
          ([key, text]) =>
            `| \`${key}\` | ${cell(text)} | ${parametersOf(text)
              .map((name) => `\`${name}\``)
              .join(', ')} |`,
        ),
      ].join('\n'),
    );
  return `${[
    '# Text keys of @portal/widgets',
    '',
    `Every text the widgets show, by key: ${Object.keys(catalogue).length} keys, their vi-VN text and the parameters`,
    "each fills in. Replace any of them with PortalProvider's `messages` (or `defineElements({ messages })` for the",
    "custom elements), key to text: `{ 'auth.login.submit': 'Vào game' }`. A replacement keeps the parameters it",
    'needs in braces (`Xin chào, {username}`); a parameter it leaves out is not shown. Keys not listed here do nothing.',
    '',
    'This file is generated from the catalogue and checked in the package’s tests; do not edit it by hand.',
    '',
    ...sections.flatMap((section) => [section, '']),
  ].join('\n')}`;
}
