import { describe, expect, it } from 'vitest';
import fallback from '../packages/widgets/src/theme/fallbackFont.json' with { type: 'json' };
import { averageWidth, beVietnamPro, catalogueText } from './font-metrics.mjs';

const percent = (value) => Number.parseFloat(value);

describe('the fallback face', () => {
  const web = beVietnamPro();

  it("resizes Arial to Be Vietnam Pro's average letter width over today's catalogue (within 0.5 points)", () => {
    const sizeAdjust = (averageWidth(web, catalogueText()) / fallback.fallbackAverageEm) * 100;
    expect(Math.abs(sizeAdjust - percent(fallback.sizeAdjust))).toBeLessThan(0.5);
  });

  it("takes its vertical metrics from Be Vietnam Pro's, scaled by the size adjustment", () => {
    const scale = (value) =>
      (Math.abs(value) / web.unitsPerEm / (percent(fallback.sizeAdjust) / 100)) * 100;
    expect(percent(fallback.ascentOverride)).toBeCloseTo(scale(web.ascent), 1);
    expect(percent(fallback.descentOverride)).toBeCloseTo(scale(web.descent), 1);
    expect(percent(fallback.lineGapOverride)).toBeCloseTo(scale(web.lineGap), 1);
  });
});
