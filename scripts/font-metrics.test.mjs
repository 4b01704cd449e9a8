import { describe, expect, it } from 'vitest';
import fallback from '../packages/widgets/src/theme/fallbackFont.json' with { type: 'json' };
import { beVietnamProFallback } from './font-metrics.mjs';

describe('the fallback face', () => {
  it("keeps the overrides computed from Be Vietnam Pro's and Arial's metrics", () => {
    const { sizeAdjust, ascentOverride, descentOverride, lineGapOverride } = fallback;
    expect({ sizeAdjust, ascentOverride, descentOverride, lineGapOverride }).toEqual(
      beVietnamProFallback(),
    );
  });
});
