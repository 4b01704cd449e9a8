/** The system clipboard behind a small interface: it answers whether the text was copied, never throws. */
export interface ClipboardProvider {
  writeText(text: string): Promise<boolean>;
}

/** The browser's `navigator.clipboard`; false when it is missing (no secure context) or refuses. */
export function createBrowserClipboard(): ClipboardProvider {
  return {
    writeText: async (text) => {
      const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
      if (typeof clipboard?.writeText !== 'function') return false;
      try {
        await clipboard.writeText(text);
        return true;
      } catch {
        return false;
      }
    },
  };
}

/** A clipboard for tests and stories: remembers what was written, or fails when told to. */
export interface TestClipboard extends ClipboardProvider {
  /** Every text written, oldest first. */
  readonly written: string[];
}

/** A {@link TestClipboard}; `fail` makes every write fail (as a refused permission would). */
export function createTestClipboard({ fail = false }: { fail?: boolean } = {}): TestClipboard {
  const written: string[] = [];
  return {
    written,
    writeText: async (text) => {
      if (fail) return false;
      written.push(text);
      return true;
    },
  };
}
