import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadElementsAfterPaint } from '../src/embedLoad';

const painted: (() => void)[] = [];
vi.mock('../src/afterFirstPaint', () => ({
  afterFirstPaint: (start: () => void) => painted.push(start),
}));
// The font files are the package's build (the tests' alias of @portal/widgets is its source).
const { fonts } = vi.hoisted(() => ({
  fonts: [{ url: 'http://localhost:4173/assets/be-vietnam-pro-400-Hash.woff2', weight: '400' }],
}));
vi.mock('../src/embedFonts', () => ({ embedFonts: fonts }));

describe('loadElementsAfterPaint', () => {
  afterEach(() => {
    painted.length = 0;
    vi.restoreAllMocks();
  });

  it('imports the elements only once the page has painted', () => {
    const load = vi.fn(() => Promise.resolve({ defineElements: () => {} }));
    loadElementsAfterPaint(load);
    expect(load).not.toHaveBeenCalled();
    painted.forEach((start) => start());
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('defines them for the API the portal was built for, with links to the portal and its font', async () => {
    const defineElements = vi.fn();
    loadElementsAfterPaint(() => Promise.resolve({ defineElements }));
    painted.forEach((start) => start());
    await vi.waitFor(() => expect(defineElements).toHaveBeenCalledTimes(1));
    expect(defineElements).toHaveBeenCalledWith({
      apiUrl: import.meta.env.VITE_API_URL ?? 'http://localhost:8787',
      portalUrl: new URL(import.meta.url).origin,
      fonts,
    });
  });

  it('leaves the page as it is when they cannot load, with a warning instead of an unhandled rejection', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const failure = new TypeError('Failed to fetch dynamically imported module');
    loadElementsAfterPaint(() => Promise.reject(failure));
    painted.forEach((start) => start());
    await vi.waitFor(() =>
      expect(warn).toHaveBeenCalledWith('@portal/embed: the widgets could not load.', failure),
    );
  });
});
