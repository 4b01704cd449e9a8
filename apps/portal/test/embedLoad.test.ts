import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadElementsAfterPaint } from '../src/embedLoad';

const painted: (() => void)[] = [];
vi.mock('../src/afterFirstPaint', () => ({
  afterFirstPaint: (start: () => void) => painted.push(start),
}));

describe('loadElementsAfterPaint', () => {
  afterEach(() => {
    painted.length = 0;
    vi.restoreAllMocks();
  });

  it('imports the elements only once the page has painted', () => {
    const load = vi.fn(() => Promise.resolve());
    loadElementsAfterPaint(load);
    expect(load).not.toHaveBeenCalled();
    painted.forEach((start) => start());
    expect(load).toHaveBeenCalledTimes(1);
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
