// The pure part of `npm run bench`: figures out of a Lighthouse result, medians, ratios to the floor, the targets
// and the Markdown table. No I/O here, so it is tested with vitest (report.test.mjs).

/** The figures kept from each run, in table order: key, heading, unit. */
export const FIGURES = [
  { key: 'performance', heading: 'perf', unit: 'score' },
  { key: 'accessibility', heading: 'a11y', unit: 'score' },
  { key: 'bestPractices', heading: 'best pr.', unit: 'score' },
  { key: 'lcp', heading: 'LCP', unit: 'ms' },
  { key: 'tbt', heading: 'TBT', unit: 'ms' },
  { key: 'cls', heading: 'CLS', unit: 'cls' },
  { key: 'fcp', heading: 'FCP', unit: 'ms' },
  { key: 'totalBytes', heading: 'bytes', unit: 'bytes' },
  { key: 'jsBytes', heading: 'JS bytes', unit: 'bytes' },
];

/** LCP may be at most this many times the stack floor's (issue 34), on a phone. */
export const FLOOR_LCP_RATIO = 1.15;

/**
 * The targets on this machine (issue 34, on the owner's stack): each page is held to those of its form factor.
 * `met(value, floor)` gets the stack floor's figure of the same form factor.
 */
export const TARGETS = [
  { key: 'performance', short: 'perf', label: 'performance ≥ 98', met: (v) => v >= 98 },
  {
    key: 'lcp',
    short: 'LCP',
    label: `LCP ≤ ${FLOOR_LCP_RATIO} × floor`,
    formFactors: ['mobile'],
    met: (v, floor) => typeof floor === 'number' && v <= FLOOR_LCP_RATIO * floor,
  },
  {
    key: 'lcp',
    short: 'LCP',
    label: 'LCP ≤ 1.5 s',
    formFactors: ['desktop'],
    met: (v) => v <= 1500,
  },
  { key: 'tbt', short: 'TBT', label: 'TBT ≤ 100 ms', met: (v) => v <= 100 },
  { key: 'cls', short: 'CLS', label: 'CLS ≤ 0.01', met: (v) => v <= 0.01 },
  { key: 'accessibility', short: 'a11y', label: 'accessibility 100', met: (v) => v >= 100 },
  { key: 'bestPractices', short: 'best pr.', label: 'best practices 100', met: (v) => v >= 100 },
];

/** The targets a form factor is held to. */
export const targetsOf = (formFactor) =>
  TARGETS.filter((target) => !target.formFactors || target.formFactors.includes(formFactor));

/** The median of numbers (the mean of the middle two for an even count); null for none. */
export function median(values) {
  const sorted = values
    .filter((v) => typeof v === 'number' && Number.isFinite(v))
    .sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** value / floor; null when either is missing or the floor is 0 (a ratio to nothing means nothing). */
export function ratio(value, floor) {
  if (typeof value !== 'number' || typeof floor !== 'number' || floor === 0) return null;
  return value / floor;
}

const score = (lhr, id) => {
  const value = lhr.categories?.[id]?.score;
  return typeof value === 'number' ? Math.round(value * 100) : null;
};
const numeric = (lhr, id) => {
  const value = lhr.audits?.[id]?.numericValue;
  return typeof value === 'number' ? value : null;
};

/** Bytes of scripts transferred, from the network-requests audit. */
function scriptBytes(lhr) {
  const items = lhr.audits?.['network-requests']?.details?.items;
  if (!Array.isArray(items)) return null;
  return items
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
}

/** The figures of one Lighthouse result (scores 0-100, times in ms, bytes transferred). */
export function figuresOf(lhr) {
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    lcp: numeric(lhr, 'largest-contentful-paint'),
    tbt: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    fcp: numeric(lhr, 'first-contentful-paint'),
    totalBytes: numeric(lhr, 'total-byte-weight'),
    jsBytes: scriptBytes(lhr),
  };
}

/** The median of each figure over runs. */
export function medianFigures(runs) {
  return Object.fromEntries(FIGURES.map(({ key }) => [key, median(runs.map((run) => run[key]))]));
}

/** Each figure as a ratio to the floor's. */
export function floorRatios(figures, floor) {
  return Object.fromEntries(FIGURES.map(({ key }) => [key, ratio(figures[key], floor?.[key])]));
}

/**
 * The labels of the targets a row misses (a missing figure misses its target too); `floor` is the stack floor's
 * figures of the same form factor.
 */
export function missedTargets(figures, formFactor, floor) {
  return targetsOf(formFactor)
    .filter(({ key, met }) => figures[key] === null || !met(figures[key], floor?.[key]))
    .map((target) => target.label);
}

/** One figure for the table: scores whole, times in seconds or ms, CLS with 3 decimals, bytes in kB. */
export function formatFigure(value, unit) {
  if (value === null || value === undefined) return '–';
  switch (unit) {
    case 'score':
      return String(Math.round(value));
    case 'ms':
      return value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${Math.round(value)} ms`;
    case 'cls':
      return value.toFixed(3);
    case 'bytes':
      return `${(value / 1024).toFixed(1)} kB`;
    default:
      throw new Error(`Unknown unit ${unit}`);
  }
}

/** A ratio as `×1.23` (`×192` from 10 up), or nothing when there is none. */
export function formatRatio(value) {
  if (value === null || value === undefined) return '';
  return ` ×${value >= 10 ? Math.round(value) : value.toFixed(2)}`;
}

/**
 * The Markdown table: one row per page and form factor, each figure with its ratio to the floor, and the
 * targets it misses; then, per row that misses any, Lighthouse's top reasons.
 * rows: [{ page, formFactor, figures, ratios, missed, reasons }]
 */
export function formatTable(rows) {
  const header = ['page', 'form', ...FIGURES.map((f) => f.heading), 'targets'];
  const lines = [`| ${header.join(' | ')} |`, `|${header.map(() => ' --- ').join('|')}|`];
  for (const row of rows) {
    const cells = FIGURES.map(
      ({ key, unit }) => formatFigure(row.figures[key], unit) + formatRatio(row.ratios?.[key]),
    );
    const short = row.missed.map((label) => TARGETS.find((t) => t.label === label)?.short);
    const targets = short.length === 0 ? 'all met' : `missed: ${short.join(', ')}`;
    lines.push(`| ${[row.page, row.formFactor, ...cells, targets].join(' | ')} |`);
  }
  const why = rows.filter((row) => row.missed.length > 0 && row.reasons);
  if (why.length > 0) {
    lines.push('', 'Why (Lighthouse, from the run nearest each median):', '');
    for (const row of why) {
      for (const [target, list] of Object.entries(row.reasons)) {
        const text = list.length > 0 ? list.join('; ') : 'no audit names a saving';
        lines.push(`- ${row.page} ${row.formFactor}, ${target}: ${text}`);
      }
    }
  }
  return lines.join('\n');
}
