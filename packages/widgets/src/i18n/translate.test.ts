import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatKp, formatNumber, formatVnd } from './format';
import { isPseudoLocalised, pseudoLocalise } from './pseudo';
import { createTranslator, createTranslators, sanitiseOverrides } from './translate';
import { viVN } from './vi-VN';
import { account } from './vi-VN/account';

describe('createTranslator', () => {
  it('returns the catalogue text for vi-VN', () => {
    const t = createTranslator('vi-VN');
    expect(t('common.confirm')).toBe('Xác nhận');
  });

  it("knows an area's texts once made with its catalogue, and its overrides without it", () => {
    const core = createTranslator('vi-VN', { 'account.edit': 'Sửa' });
    // @ts-expect-error: a translator made without the account catalogue takes no account key
    expect(core('account.summary.joined')).toBe('account.summary.joined');
    // @ts-expect-error: as above
    expect(core('account.edit')).toBe('Sửa');
    const t = createTranslator('vi-VN', { 'account.edit': 'Sửa' }, account);
    expect(t('account.summary.joined', { date: '02/11/2026' })).toBe('Tham gia 02/11/2026');
    expect(t('account.edit')).toBe('Sửa');
    expect(t('common.confirm')).toBe('Xác nhận');
  });

  it('gives the same translator for the same catalogues, so a t in a hook dependency stays put', () => {
    const translatorOf = createTranslators('vi-VN', { 'common.save': 'Lưu lại' });
    expect(translatorOf([account])).toBe(translatorOf([account]));
    expect(translatorOf([])).toBe(translatorOf([]));
    expect(translatorOf([account])).not.toBe(translatorOf([]));
    expect(translatorOf([account])('account.summary.joined', { date: '02/11/2026' })).toBe(
      'Tham gia 02/11/2026',
    );
    expect(translatorOf([])('common.save')).toBe('Lưu lại');
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    const t = createTranslator('vi-VN', { 'common.copy': 'Chép {label} vào {where}' }, account);
    expect(t('common.copy', { label: 'số tài khoản' })).toBe('Chép số tài khoản vào {where}');
    expect(t('account.summary.joined', { date: '02/11/2026' })).toBe('Tham gia 02/11/2026');
  });

  it('prefers a run-time override to the catalogue', () => {
    const t = createTranslator('vi-VN', { 'common.save': 'Lưu lại' });
    expect(t('common.save')).toBe('Lưu lại');
  });

  it('transforms every text in the pseudo locale', () => {
    const t = createTranslator('pseudo', {}, account);
    expect(t('common.confirm')).toBe('[Xác nhận ǂǂ]');
    expect(isPseudoLocalised(t('account.summary.joined', { date: '02/11/2026' }))).toBe(true);
  });
});

describe('pseudo locale', () => {
  it('recognises only transformed text', () => {
    expect(isPseudoLocalised(pseudoLocalise('Đăng nhập'))).toBe(true);
    expect(isPseudoLocalised('Đăng nhập')).toBe(false);
    expect(isPseudoLocalised('[Đăng nhập]')).toBe(false);
  });
});

describe('sanitiseOverrides', () => {
  it('keeps string texts of known keys only', () => {
    expect(
      sanitiseOverrides({ 'common.save': 'Lưu lại', 'no.such.key': 'x', 'common.cancel': 42 }),
    ).toEqual({ 'common.save': 'Lưu lại' });
  });

  it('treats anything that is not an object as empty', () => {
    for (const input of [null, 'text', 3, ['common.save'], undefined]) {
      expect(sanitiseOverrides(input)).toEqual({});
    }
  });
});

describe('catalogue', () => {
  it('has no empty text', () => {
    for (const [key, text] of Object.entries(viVN)) expect(text.trim(), key).not.toBe('');
  });
});

describe('vi-VN formatting', () => {
  it('writes numbers and money the Vietnamese way', () => {
    const t = createTranslator('vi-VN');
    expect(formatNumber(10000)).toBe('10.000');
    expect(formatVnd(t, 10000)).toBe('10.000đ');
    expect(formatKp(t, 1250)).toBe('1.250 KP');
  });

  it('writes money through the catalogue, so an override and the pseudo locale reach every amount', () => {
    const t = createTranslator('vi-VN', { 'common.kp': '{amount} Kinal Points' }, account);
    expect(formatKp(t, 1500)).toBe('1.500 Kinal Points');
    expect(t('account.summary.balance', { amount: formatKp(t, 1500) })).toBe(
      'Số dư: 1.500 Kinal Points',
    );
    expect(isPseudoLocalised(formatVnd(createTranslator('pseudo'), 10000))).toBe(true);
  });

  it('no text of a catalogue writes a unit beside an amount: it takes the amount formatted', () => {
    // 'Số dư: {amount} KP' written in a catalogue is an amount that no override of 'common.kp' reaches
    const units = Object.entries(viVN).filter(
      ([key, text]) =>
        !['common.kp', 'common.vnd'].includes(key) &&
        /\}\s*(KP|đ)(?!\p{L})|(?<!\p{L})(KP|đ)\s*\{/u.test(text),
    );
    expect(units).toEqual([]);
  });

  it('writes dates day first and keeps an unreadable one as it came', () => {
    expect(formatDate('2026-11-02T08:15:00.000Z')).toBe('02/11/2026');
    expect(formatDateTime('2026-11-22T12:05:00.000Z')).toMatch(/^22\/11\/2026 \d{2}:\d{2}$/);
    expect(formatDateTime('2026-11-22T07:05:00+07:00')).toBe(
      formatDateTime('2026-11-22T00:05:00.000Z'),
    );
    expect(formatDateTime('không phải ngày')).toBe('không phải ngày');
    expect(formatDate('not a date')).toBe('not a date');
  });
});
