import { pseudoLocalise } from '@portal/widgets';
import { viVN } from '@portal/widgets/testing';
import { describe, expect, it } from 'vitest';
import { appTexts, sanitiseAppOverrides } from './appTexts';
import { createAppTranslator } from './useAppText';

describe('the portal texts', () => {
  it('fill placeholders and leave unknown ones visible', () => {
    const t = createAppTranslator(false);
    expect(t('app.copyright', { year: 2026 })).toBe('© 2026 Võ Lâm. Bảo lưu mọi quyền.');
    expect(t('app.shell.greeting')).toBe('Xin chào, {username}');
  });

  it('prefer a run-time override, and follow the pseudo locale', () => {
    const overrides = sanitiseAppOverrides({ 'app.name': 'Cổng Võ Lâm', 'auth.login.title': 'x' });
    expect(overrides).toEqual({ 'app.name': 'Cổng Võ Lâm' });
    expect(createAppTranslator(false, overrides)('app.name')).toBe('Cổng Võ Lâm');
    expect(createAppTranslator(true)('app.error.generic')).toBe(
      pseudoLocalise(appTexts['app.error.generic']),
    );
  });

  it("write no unit beside an amount: the menu's balance comes formatted by the widgets' formatKp", () => {
    // 'Số dư: {amount} KP' here was a second way of writing 1.500 KP, which no override of 'common.kp' reached
    const units = Object.entries(appTexts).filter(([, text]) =>
      /\}\s*(KP|đ)(?!\p{L})|(?<!\p{L})(KP|đ)\s*\{/u.test(text),
    );
    expect(units).toEqual([]);
  });

  it('ignore override files that are not objects', () => {
    for (const input of [null, 'text', 3, ['app.name'], undefined]) {
      expect(sanitiseAppOverrides(input)).toEqual({});
    }
  });

  it('have no empty text and no key of the library catalogue', () => {
    for (const [key, text] of Object.entries(appTexts)) {
      expect(text.trim(), key).not.toBe('');
      expect(key in viVN, key).toBe(false);
    }
  });
});
