// What Lighthouse's simulated LCP waits for (mobile's figures are Lantern's simulation, not the page's own timing):
// the requests of the graph it simulates, with their simulated start and end, the last to end first. Lantern shares
// the link's throughput evenly among the requests in flight, so the request that ends last, and what downloads beside
// it, set the figure; a request's own start matters less.
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';

/**
 * The requests Lantern's LCP estimate waits for, from a run's artifacts (Trace, DevtoolsLog, GatherContext, URL,
 * SourceMaps) and its settings: [{ url, bytes, start, end }] in ms, the last to end first; [] where Lighthouse
 * simulates nothing (desktop's devtools throttling still simulates; a failed computation gives []).
 */
export async function lcpPath(artifacts, settings) {
  try {
    const result = await LanternLargestContentfulPaint.request(
      {
        trace: artifacts.Trace,
        devtoolsLog: artifacts.DevtoolsLog,
        gatherContext: artifacts.GatherContext,
        settings,
        simulator: null,
        URL: artifacts.URL,
        SourceMaps: artifacts.SourceMaps,
      },
      { computedCache: new Map() },
    );
    // The estimate Lighthouse reports is the larger of the two graphs' (they coincide on our pages).
    const estimate =
      result.pessimisticEstimate.timeInMs >= result.optimisticEstimate.timeInMs
        ? result.pessimisticEstimate
        : result.optimisticEstimate;
    return [...estimate.nodeTimings.entries()]
      .filter(([node]) => node.type === 'network')
      .map(([node, timing]) => ({
        url: node.request.url,
        bytes: node.request.transferSize ?? 0,
        start: timing.startTime,
        end: timing.endTime,
      }))
      .sort((a, b) => b.end - a.end);
  } catch {
    return [];
  }
}
