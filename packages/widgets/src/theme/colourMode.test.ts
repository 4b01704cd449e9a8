import { describe, expect, it } from 'vitest';
import {
  colourModeStorageKey,
  readStoredColourMode,
  resolveColourMode,
  storeColourMode,
} from './colourMode';

describe('colour mode', () => {
  it('falls back when nothing valid is stored', () => {
    expect(readStoredColourMode('dark')).toBe('dark');
    window.localStorage.setItem(colourModeStorageKey, 'purple');
    expect(readStoredColourMode('dark')).toBe('dark');
  });

  it('reads back what was stored', () => {
    storeColourMode('light');
    expect(readStoredColourMode('dark')).toBe('light');
  });

  it('resolves system against the system preference', () => {
    expect(resolveColourMode('system', true)).toBe('light');
    expect(resolveColourMode('system', false)).toBe('dark');
    expect(resolveColourMode('light', false)).toBe('light');
  });
});
