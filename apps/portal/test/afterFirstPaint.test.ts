import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from '../src/afterFirstPaint';

type PaintCallback = (
  entries: { getEntriesByName: (name: string) => unknown[] },
  observer: { disconnect: () => void },
) => void;

/** A PerformanceObserver that reports what the test says, when it says. */
class FakeObserver {
  static supportedEntryTypes = ['paint', 'resource'];
  static last: FakeObserver | null = null;
  disconnected = false;
  observed: unknown = null;
  constructor(readonly callback: PaintCallback) {
    FakeObserver.last = this;
  }
  observe(options: unknown) {
    this.observed = options;
  }
  disconnect() {
    this.disconnected = true;
  }
  report(names: string[]) {
    this.callback(
      { getEntriesByName: (name) => names.filter((entry) => entry === name) },
      this as unknown as { disconnect: () => void },
    );
  }
}

describe('afterFirstPaint', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeObserver.last = null;
    vi.stubGlobal('PerformanceObserver', FakeObserver);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('starts when the page reports its first contentful paint, asking for the buffered one too, and once', () => {
    const start = vi.fn();
    afterFirstPaint(start);
    const observer = FakeObserver.last!;
    expect(observer.observed).toEqual({ type: 'paint', buffered: true });
    observer.report(['first-paint']);
    expect(start).not.toHaveBeenCalled();
    observer.report(['first-paint', 'first-contentful-paint']);
    expect(start).toHaveBeenCalledTimes(1);
    expect(observer.disconnected).toBe(true);
    vi.advanceTimersByTime(5000);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('never waits longer than the cap for a paint that is not reported', () => {
    const start = vi.fn();
    afterFirstPaint(start, 1000);
    vi.advanceTimersByTime(999);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
    FakeObserver.last!.report(['first-contentful-paint']);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at once in a hidden page, which paints nothing', () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const start = vi.fn();
    afterFirstPaint(start);
    expect(start).toHaveBeenCalledTimes(1);
    expect(FakeObserver.last).toBeNull();
  });

  it('starts after the first frame in a browser that reports no paint', () => {
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        static supportedEntryTypes = ['resource'];
        observe() {
          throw new Error('a paint observer in a browser that reports no paint');
        }
      },
    );
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
      frames.push(callback),
    );
    const start = vi.fn();
    afterFirstPaint(start);
    expect(start).not.toHaveBeenCalled();
    frames.forEach((frame) => frame(0));
    vi.advanceTimersByTime(0);
    expect(start).toHaveBeenCalledTimes(1);
  });
});
