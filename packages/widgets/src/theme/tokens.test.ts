import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const css = readFileSync(
  join(dirname(fileURLToPath(import.meta.url)), 'tokens.module.css'),
  'utf8',
);

/** The `--portal-*` hex colours declared for one colour mode. */
function tokensOf(mode: 'dark' | 'light'): Record<string, string> {
  const block = css.split(`:where(.root[data-colour-mode='${mode}'])`)[1]?.split('}')[0] ?? '';
  const entries = [...block.matchAll(/--portal-([\w-]+):\s*(#[0-9a-f]{6})/gi)];
  return Object.fromEntries(entries.map(([, name, value]) => [name!, value!]));
}

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

describe('colour tokens', () => {
  describe.each(['dark', 'light'] as const)('in %s mode', (mode) => {
    const tokens = tokensOf(mode);

    it('keeps a disabled button label readable (AA, 4.5:1)', () => {
      expect(contrast(tokens['disabled-text']!, tokens['disabled-bg']!)).toBeGreaterThanOrEqual(
        4.5,
      );
    });

    it('makes a disabled button look different from an enabled primary one', () => {
      expect(tokens['disabled-bg']).not.toBe(tokens['accent']);
      expect(tokens['disabled-text']).not.toBe(tokens['text']);
    });
  });

  it('computes the contrast of black on white as 21:1', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
  });
});
