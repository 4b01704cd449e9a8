import { onCLS, onINP, onLCP, onTTFB, type MetricType } from 'web-vitals';
import type { RouteOf } from './routeOf';

/** One measurement as the operator's endpoint receives it: the page by its route pattern, nothing of the player. */
export interface VitalsEntry {
  name: MetricType['name'];
  value: number;
  rating: MetricType['rating'];
  /** web-vitals' id of this measurement of this page (a later report of the same id replaces the earlier one). */
  id: string;
  /** The route pattern of the page measured (`/recovery/forgot-password/:token`), never its path or query. */
  route: string;
  navigationType: MetricType['navigationType'];
}

/** The body of one beacon: every measurement since the last one. */
export interface VitalsBatch {
  metrics: VitalsEntry[];
}

function entryOf(metric: MetricType, routeOf: RouteOf): VitalsEntry {
  // The page the measurement is for: a soft navigation's own address, else the loaded document's.
  const address = new URL(metric.navigationURL ?? window.location.href, window.location.href);
  return {
    name: metric.name,
    value: metric.value,
    rating: metric.rating,
    id: metric.id,
    route: routeOf(address.pathname),
    navigationType: metric.navigationType,
  };
}

/**
 * Measures what players get (LCP, INP, CLS and TTFB, with web-vitals) and sends it to `endpoint` in batches: the
 * measurements wait in a queue and leave in one `navigator.sendBeacon` when the page is hidden or left, as
 * web-vitals' README shows. In a browser that tells soft navigations apart (Chromium), each route the player moves
 * to is measured as a page of its own.
 */
export function reportVitals(endpoint: string, routeOf: RouteOf): void {
  const queue = new Map<string, VitalsEntry>();
  const add = (metric: MetricType) => queue.set(metric.id, entryOf(metric, routeOf));
  const perRoute = { reportSoftNavs: true };
  onLCP(add, perRoute);
  onINP(add, perRoute);
  onCLS(add, perRoute);
  // A soft navigation has no response of its own (web-vitals reports 0): the loaded document's only.
  onTTFB(add);

  const flush = () => {
    if (queue.size === 0) return;
    const batch: VitalsBatch = { metrics: [...queue.values()] };
    // A string goes as text/plain: a simple request, no preflight. false: the browser's beacon quota is full.
    if (navigator.sendBeacon(endpoint, JSON.stringify(batch))) queue.clear();
  };
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  window.addEventListener('pagehide', flush);
}
