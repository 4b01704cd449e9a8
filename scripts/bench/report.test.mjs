import { describe, expect, it } from 'vitest';
import {
  figuresOf,
  floorRatios,
  formatFigure,
  formatRatio,
  formatTable,
  median,
  medianFigures,
  missedTargets,
  ratio,
} from './report.mjs';
import { formatLcpPath, reasons } from './why.mjs';

const good = {
  performance: 99,
  accessibility: 100,
  bestPractices: 100,
  lcp: 1200,
  tbt: 90,
  cls: 0.004,
  fcp: 900,
  totalBytes: 102400,
  jsBytes: 51200,
};

/** A small Lighthouse result with the fields the report reads. */
const lhr = {
  categories: {
    performance: { score: 0.86 },
    accessibility: { score: 1 },
    'best-practices': {
      score: 0.96,
      auditRefs: [
        { id: 'errors-in-console', weight: 1 },
        { id: 'is-on-https', weight: 0 },
      ],
    },
  },
  audits: {
    'largest-contentful-paint': { numericValue: 2750, score: 0.5 },
    'total-blocking-time': { numericValue: 323, score: 0.7 },
    'cumulative-layout-shift': { numericValue: 0.059, score: 0.9 },
    'first-contentful-paint': { numericValue: 2120, score: 0.8 },
    'total-byte-weight': { numericValue: 326000, score: 1 },
    'network-requests': {
      details: {
        items: [
          { resourceType: 'Script', transferSize: 1000 },
          { resourceType: 'Script', transferSize: 500 },
          { resourceType: 'Font', transferSize: 9000 },
        ],
      },
    },
    'errors-in-console': { title: 'Browser errors were logged to the console', score: 0 },
    'is-on-https': { title: 'Uses HTTPS', score: 0 },
    'unused-javascript': {
      title: 'Reduce unused JavaScript',
      displayValue: 'Est savings of 107 KiB',
      score: 0.5,
      metricSavings: { LCP: 600, FCP: 0 },
    },
    'render-blocking-resources': {
      title: 'Eliminate render-blocking resources',
      score: 0.5,
      metricSavings: { LCP: 300, FCP: 300 },
    },
  },
};

describe('median', () => {
  it('takes the middle of an odd count and the mean of the middle two of an even one', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
  it('skips missing values and is null for none', () => {
    expect(median([null, 5, undefined])).toBe(5);
    expect(median([])).toBeNull();
  });
});

describe('ratio to the floor', () => {
  it('divides by the floor', () => {
    expect(ratio(300, 100)).toBe(3);
    expect(floorRatios({ ...good, lcp: 2400 }, { ...good, lcp: 1200 }).lcp).toBe(2);
  });
  it('is null against a zero or missing floor', () => {
    expect(ratio(0.05, 0)).toBeNull();
    expect(ratio(5, null)).toBeNull();
  });
});

describe('figures of a Lighthouse result', () => {
  it('reads scores as 0-100, times, CLS, total bytes and script bytes', () => {
    expect(figuresOf(lhr)).toEqual({
      performance: 86,
      accessibility: 100,
      bestPractices: 96,
      lcp: 2750,
      tbt: 323,
      cls: 0.059,
      fcp: 2120,
      totalBytes: 326000,
      jsBytes: 1500,
    });
  });
  it('takes the median of each figure over runs', () => {
    const runs = [good, { ...good, lcp: 1800 }, { ...good, lcp: 1000 }];
    expect(medianFigures(runs)).toEqual(good);
  });
});

describe('targets', () => {
  it('are all met by a fast page', () => {
    expect(missedTargets(good, 'mobile', good)).toEqual([]);
    expect(missedTargets(good, 'desktop', good)).toEqual([]);
  });
  it('names each missed target, and a missing figure misses', () => {
    expect(
      missedTargets({ ...good, performance: 97, cls: 0.011, tbt: null }, 'mobile', good),
    ).toEqual(['performance ≥ 98', 'TBT ≤ 100 ms', 'CLS ≤ 0.01']);
  });
  it("hold a phone's LCP to 1.15 times the stack floor's, and a desktop's to 1.5 s", () => {
    const floor = { ...good, lcp: 1000 };
    expect(missedTargets({ ...good, lcp: 1150 }, 'mobile', floor)).toEqual([]);
    expect(missedTargets({ ...good, lcp: 1151 }, 'mobile', floor)).toEqual(['LCP ≤ 1.15 × floor']);
    expect(missedTargets({ ...good, lcp: 1400 }, 'desktop', floor)).toEqual([]);
    expect(missedTargets({ ...good, lcp: 1501 }, 'desktop', floor)).toEqual(['LCP ≤ 1.5 s']);
  });
  it('count an LCP as missed when there is no floor to hold it to', () => {
    expect(missedTargets(good, 'mobile', undefined)).toEqual(['LCP ≤ 1.15 × floor']);
  });
  it('explain a miss with the audits saving most on it, or the failing audits of a category', () => {
    const why = reasons(lhr, ['LCP ≤ 1.5 s', 'best practices 100']);
    expect(why['LCP ≤ 1.5 s']).toEqual([
      'Reduce unused JavaScript (Est savings of 107 KiB)',
      'Eliminate render-blocking resources',
    ]);
    expect(why['best practices 100']).toEqual(['Browser errors were logged to the console']);
  });
  it("start a missed LCP with the requests Lantern's simulation waits for last", () => {
    const path = [
      { url: 'http://localhost:9573/assets/react-1.js', bytes: 57471, start: 901, end: 2101 },
      { url: 'http://localhost:9573/assets/index-2.js', bytes: 17213, start: 1351, end: 1801 },
      { url: 'http://localhost:9573/', bytes: 9247, start: 0, end: 600 },
    ];
    expect(formatLcpPath(path, 2)).toBe(
      "Lantern's LCP waits last for “/assets/react-1.js” (56.1 kB, 0.90–2.10 s), “/assets/index-2.js” (16.8 kB, 1.35–1.80 s); 3 requests, 82.0 kB in all",
    );
    const why = reasons(lhr, ['LCP ≤ 1.5 s', 'best practices 100'], 3, path);
    expect(why['LCP ≤ 1.5 s']?.[0]).toMatch(
      /^Lantern's LCP waits last for “\/assets\/react-1\.js”/,
    );
    expect(why['LCP ≤ 1.5 s']?.slice(1)).toEqual(reasons(lhr, ['LCP ≤ 1.5 s'])['LCP ≤ 1.5 s']);
    expect(why['best practices 100']).toEqual(
      reasons(lhr, ['best practices 100'])['best practices 100'],
    );
    expect(formatLcpPath([])).toBeNull();
  });

  it('leave out the performance score’s reasons when a metric’s miss already explains it', () => {
    expect(Object.keys(reasons(lhr, ['performance ≥ 98', 'LCP ≤ 1.5 s']))).toEqual(['LCP ≤ 1.5 s']);
    expect(reasons(lhr, ['performance ≥ 98'])['performance ≥ 98']).toHaveLength(2);
  });
});

describe('table', () => {
  it('formats scores, times, CLS and bytes, and a dash for nothing', () => {
    expect(formatFigure(98.4, 'score')).toBe('98');
    expect(formatFigure(1534, 'ms')).toBe('1.53 s');
    expect(formatFigure(87.6, 'ms')).toBe('88 ms');
    expect(formatFigure(0.0123, 'cls')).toBe('0.012');
    expect(formatFigure(102400, 'bytes')).toBe('100.0 kB');
    expect(formatFigure(null, 'ms')).toBe('–');
    expect([formatRatio(1.234), formatRatio(192.4), formatRatio(null)]).toEqual([
      ' ×1.23',
      ' ×192',
      '',
    ]);
  });
  it('has a row per page and form factor with ratios, the misses, and why', () => {
    const table = formatTable([
      {
        page: 'floor',
        formFactor: 'mobile',
        figures: good,
        ratios: floorRatios(good, good),
        missed: [],
      },
      {
        page: 'login',
        formFactor: 'mobile',
        figures: { ...good, lcp: 2400 },
        ratios: floorRatios({ ...good, lcp: 2400 }, good),
        missed: ['LCP ≤ 1.5 s'],
        reasons: { 'LCP ≤ 1.5 s': ['Reduce unused JavaScript'] },
      },
    ]).split('\n');
    expect(table[0]).toBe(
      '| page | form | perf | a11y | best pr. | LCP | TBT | CLS | FCP | bytes | JS bytes | targets |',
    );
    expect(table[2]).toContain('| floor | mobile | 99 ×1.00 |');
    expect(table[2]).toMatch(/\| all met \|$/);
    expect(table[3]).toContain('| 2.40 s ×2.00 |');
    expect(table[3]).toMatch(/\| missed: LCP \|$/);
    expect(table).toContain('- login mobile, LCP ≤ 1.5 s: Reduce unused JavaScript');
  });
});
