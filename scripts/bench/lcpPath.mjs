// What Lighthouse's simulated LCP waits for (its figures are Lantern's simulation, not the page's own timing): the
// requests of the graph it simulates, with their simulated start and end, the last to end first. Lantern shares the
// link's throughput evenly among the requests in flight, and counts each request's round trips and each dependency
// chain: the request that ends last, what downloads beside it and what it waited for set the figure.
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';

/**
 * The requests Lantern's LCP estimate waits for, from a run's artifacts (Trace, DevtoolsLog, GatherContext, URL,
 * SourceMaps) and its settings: [{ url, bytes, start, end }] in ms, the last to end first; [] when the
 * simulation cannot be computed (both form factors simulate; a run without the artifacts gives []).
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
    // Lighthouse reports the mean of the two graphs' estimates (at least the FCP): the spans shown are the larger
    // graph's, which holds the other (the two coincide on the portal's pages).
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
  } catch (error) {
    // Lighthouse's internals may move in a later version: the report then says why it lacks the line.
    console.warn(`[bench] no Lantern LCP path: ${error instanceof Error ? error.message : error}`);
    return [];
  }
}
