/**
 * Calls `start` once, when the page has painted its first content: at once if it already has (the paint entry is
 * buffered) or if it is hidden (a background tab paints nothing), and never later than `capMs` whatever the browser
 * reports. embed.js starts its widgets' code so, after the host page's own first paint, the same rule as the
 * portal's pre-rendered pages (inline/load-after-paint.js, an inline script, which cannot import this).
 */
export function afterFirstPaint(start: () => void, capMs = 1000): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  if (document.visibilityState === 'hidden') return once();
  setTimeout(once, capMs);
  if (
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes?.includes('paint')
  ) {
    // a browser that reports no paint: after the first frame
    requestAnimationFrame(() => setTimeout(once, 0));
    return;
  }
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    once();
  });
  observer.observe({ type: 'paint', buffered: true });
}
