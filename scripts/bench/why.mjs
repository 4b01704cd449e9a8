// Why a row misses a target, in Lighthouse's words: for a metric, the audits with the largest estimated saving on
// it; for a category, its failing audits; each with what it points at (an element, a URL, a console message).
import { TARGETS } from './report.mjs';

const clip = (text, length = 90) => (text.length > length ? `${text.slice(0, length - 1)}…` : text);

/** A URL as its path (or its host, for an origin). */
function shortUrl(url) {
  try {
    const parsed = new URL(url);
    return parsed.pathname === '/' ? parsed.host : parsed.pathname;
  } catch {
    return url;
  }
}

const seconds = (ms) => `${(ms / 1000).toFixed(2)}`;

/**
 * One line for a missed LCP: the `limit` requests its simulation waits for last (lcpPath.mjs), each with its size
 * and simulated span, then how many requests and bytes it waits for in all; null without a simulation.
 */
export function formatLcpPath(path, limit = 3) {
  if (path.length === 0) return null;
  const last = path
    .slice(0, limit)
    .map(
      ({ url, bytes, start, end }) =>
        `“${shortUrl(url)}” (${(bytes / 1024).toFixed(1)} kB, ${seconds(start)}–${seconds(end)} s)`,
    );
  const total = path.reduce((sum, { bytes }) => sum + bytes, 0);
  return `Lantern's LCP waits last for ${last.join(', ')}; ${path.length} requests, ${(total / 1024).toFixed(1)} kB in all`;
}

function hintOf(item) {
  const node = item.node?.nodeLabel ?? item.node?.snippet;
  if (node) return node;
  const url = item.url ?? item.sourceLocation?.url;
  if (item.description) return url ? `${item.description} ${shortUrl(url)}` : item.description;
  return url ? shortUrl(url) : '';
}

/** An audit's title, its display value, and what its first two items point at (an element, a URL, a message). */
function title(audit) {
  const items = Array.isArray(audit.details?.items) ? audit.details.items : [];
  const hints = items
    .slice(0, 2)
    .map(hintOf)
    .filter((hint) => hint.length > 0)
    .map((hint) => `“${clip(hint.replace(/\s+/g, ' '))}”`);
  const value = audit.displayValue ? ` (${audit.displayValue})` : '';
  return `${audit.title}${value}${hints.length > 0 ? `: ${hints.join(', ')}` : ''}`;
}

// Where Lighthouse says why: a category's failing audits, or the audits' estimated savings on a metric.
const CATEGORY_OF = { accessibility: 'accessibility', bestPractices: 'best-practices' };
const SAVING_OF = { performance: 'performance', lcp: 'LCP', tbt: 'TBT', cls: 'CLS' };

/**
 * Why a row misses a target: for a metric, Lighthouse's audits with the largest estimated saving on it
 * (`metricSavings`); for a category, its failing audits. At most `limit` of them per missed target; a missed LCP
 * starts with one more line, the requests its simulation waits for last (`path`, from lcpPath.mjs), where there is one.
 */
export function reasons(lhr, missed, limit = 3, path = []) {
  const out = {};
  // A missed metric explains a missed performance score better than a second list of the same audits.
  const metricMissed = TARGETS.some(
    (t) => ['lcp', 'tbt', 'cls'].includes(t.key) && missed.includes(t.label),
  );
  for (const target of TARGETS.filter((t) => missed.includes(t.label))) {
    if (target.key === 'performance' && metricMissed) continue;
    out[target.label] =
      target.key in CATEGORY_OF
        ? failingAudits(lhr, CATEGORY_OF[target.key]).slice(0, limit)
        : savingAudits(lhr, SAVING_OF[target.key]).slice(0, limit);
    const waits = target.key === 'lcp' ? formatLcpPath(path) : null;
    if (waits) out[target.label] = [waits, ...out[target.label]];
  }
  return out;
}

function failingAudits(lhr, category) {
  const refs = lhr.categories?.[category]?.auditRefs ?? [];
  return refs
    .filter(
      (ref) =>
        ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score < 1,
    )
    .sort((a, b) => b.weight - a.weight)
    .map((ref) => title(lhr.audits[ref.id]));
}

function savingAudits(lhr, metric) {
  const saving = (audit) => {
    const savings = audit.metricSavings ?? {};
    return metric === 'performance'
      ? (savings.LCP ?? 0) + (savings.TBT ?? 0) + (savings.FCP ?? 0) + (savings.CLS ?? 0) * 1000
      : (savings[metric] ?? 0);
  };
  // Informative audits (layout shifts, long tasks) count too; the 12.x "insight" audits repeat older ones.
  return Object.entries(lhr.audits ?? {})
    .filter(([id, audit]) => !id.endsWith('-insight') && saving(audit) > 0)
    .map(([, audit]) => audit)
    .sort((a, b) => saving(b) - saving(a))
    .map(title);
}
