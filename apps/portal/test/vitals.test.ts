import type { MetricType } from 'web-vitals';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VitalsBatch } from '../src/monitoring/vitals';
import { reportVitals } from '../src/monitoring/vitals';
import { routes } from '../src/routing/routes';
import { patternOf } from '../src/routing/routeTable';

/** What the page handed each of web-vitals' functions: the callback, and the options. */
const subscribed = vi.hoisted(
  () => new Map<string, { report: (metric: unknown) => void; options: unknown }>(),
);

vi.mock('web-vitals', () => {
  const on = (name: string) => (report: (metric: unknown) => void, options?: unknown) =>
    subscribed.set(name, { report, options });
  return { onLCP: on('LCP'), onINP: on('INP'), onCLS: on('CLS'), onTTFB: on('TTFB') };
});

const endpoint = 'https://rum.example.vn/vitals';
const routeOf = (pathname: string) => patternOf(routes, pathname);

function measure(name: MetricType['name'], fields: Partial<MetricType> = {}) {
  subscribed.get(name)!.report({
    name,
    value: 1200,
    rating: 'good',
    delta: 1200,
    id: `v6-${name}-1`,
    entries: [],
    navigationType: 'navigate',
    navigationId: 1,
    navigationURL: `${window.location.origin}/login`,
    ...fields,
  });
}

function hide() {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

const batchesSent = (beacon: ReturnType<typeof vi.fn>) =>
  beacon.mock.calls.map(([url, body]) => ({ url, batch: JSON.parse(String(body)) as VitalsBatch }));

describe('reportVitals', () => {
  let beacon: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    subscribed.clear();
    beacon = vi.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    reportVitals(endpoint, routeOf);
  });
  afterEach(() => {
    // whatever a test left queued goes now, so the next test's page starts empty
    window.dispatchEvent(new Event('pagehide'));
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });

  it('measures LCP, INP and CLS per route (soft navigations too) and TTFB of the loaded document', () => {
    expect([...subscribed.keys()].sort()).toEqual(['CLS', 'INP', 'LCP', 'TTFB']);
    for (const name of ['LCP', 'INP', 'CLS']) {
      expect(subscribed.get(name)!.options).toEqual({ reportSoftNavs: true });
    }
    expect(subscribed.get('TTFB')!.options).toBeUndefined();
  });

  it('sends nothing as the measurements come in, then all of them in one beacon when the page is hidden', () => {
    measure('TTFB', { value: 80 });
    measure('LCP', { value: 1850.5 });
    expect(beacon).not.toHaveBeenCalled();
    hide();
    expect(batchesSent(beacon)).toEqual([
      {
        url: endpoint,
        batch: {
          metrics: [
            {
              name: 'TTFB',
              value: 80,
              rating: 'good',
              id: 'v6-TTFB-1',
              route: '/login',
              navigationType: 'navigate',
            },
            {
              name: 'LCP',
              value: 1850.5,
              rating: 'good',
              id: 'v6-LCP-1',
              route: '/login',
              navigationType: 'navigate',
            },
          ],
        },
      },
    ]);
  });

  it('names each page by its route pattern: no token, no query, no fragment', () => {
    const token = '3f9a1c77e2b04d5a';
    measure('LCP', {
      navigationURL: `${window.location.origin}/recovery/forgot-password/${token}?email=an%40example.vn#x`,
    });
    measure('CLS', {
      value: 0.02,
      id: 'v6-CLS-2',
      navigationType: 'soft-navigation',
      navigationURL: `${window.location.origin}/payment/card?ref=abc`,
    });
    hide();
    const { batch } = batchesSent(beacon)[0]!;
    expect(batch.metrics.map((metric) => metric.route)).toEqual([
      '/recovery/forgot-password/:token',
      '/payment/card',
    ]);
    const body = String(beacon.mock.calls[0]![1]);
    expect(body).not.toContain(token);
    expect(body).not.toContain('example.vn');
    expect(body).not.toContain('ref=');
  });

  it('keeps the latest value of a measurement reported again, and sends each batch once', () => {
    measure('INP', { value: 120, rating: 'good' });
    measure('INP', { value: 340, rating: 'needs-improvement' });
    hide();
    hide();
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(batchesSent(beacon)[0]!.batch.metrics).toMatchObject([
      { name: 'INP', value: 340, rating: 'needs-improvement' },
    ]);
  });

  it('sends what came since the last beacon when the page is left', () => {
    measure('LCP');
    hide();
    measure('CLS', { value: 0.1, id: 'v6-CLS-3' });
    window.dispatchEvent(new Event('pagehide'));
    expect(
      batchesSent(beacon).map(({ batch }) => batch.metrics.map((metric) => metric.name)),
    ).toEqual([['LCP'], ['CLS']]);
  });

  it('keeps the queue when the browser refuses the beacon (its quota is full), and sends it next time', () => {
    beacon.mockReturnValueOnce(false);
    measure('LCP');
    hide();
    measure('TTFB');
    hide();
    expect(
      batchesSent(beacon).map(({ batch }) => batch.metrics.map((metric) => metric.name)),
    ).toEqual([['LCP'], ['LCP', 'TTFB']]);
  });
});
