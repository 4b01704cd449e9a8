import { messages } from '@portal/api-sim';
import { describe, expect, it } from 'vitest';
import { formatNumber } from './format';
import { createTranslator } from './translate';
import { accountModals } from './vi-VN/accountModals';
import { authLogin } from './vi-VN/authLogin';
import { authRecovery } from './vi-VN/authRecovery';
import { authRegister } from './vi-VN/authRegister';
import { authVerify } from './vi-VN/authVerify';
import { giftCodes } from './vi-VN/giftCodes';
import { payment } from './vi-VN/payment';
import { recharge } from './vi-VN/recharge';

/*
 * One outcome, one wording. The portal shows its own catalogue's words for every success (the card taken, the
 * recharge, the move, the gift claimed, the account changes: spec section 8's success messages), whatever the answer's
 * `message` says; the simulator answers with those same words, so a developer reading an answer and a player reading
 * the page see one text. Before, each said it its own way ('Đổi email thành công' against 'Đổi địa chỉ email thành
 * công!'), and the card and the gift showed the answer's words while the recharge showed the catalogue's.
 */
const t = createTranslator(
  'vi-VN',
  {},
  accountModals,
  authLogin,
  authRecovery,
  authRegister,
  authVerify,
  giftCodes,
  payment,
  recharge,
);

describe("the simulator's success answers say what the portal shows", () => {
  it('for the money writes: the card taken, the recharge, the balance move and the gift claimed', () => {
    expect(messages.cardAccepted(4711)).toBe(t('payment.card.accepted', { id: 4711 }));
    expect(messages.gameRecharged(1250, 'Kim Nguyên Bảo', 'Máy chủ Bạch Hổ')).toBe(
      t('payment.recharge.succeeded', {
        coins: formatNumber(1250),
        coinName: 'Kim Nguyên Bảo',
        server: 'Máy chủ Bạch Hổ',
      }),
    );
    expect(messages.zoneAssigned).toBe(t('payment.upgrade.succeeded'));
    expect(messages.giftClaimed('VLTK-8X2Q')).toBe(
      t('history.gifts.claimed', { code: 'VLTK-8X2Q' }),
    );
  });

  it("for the account's changes (spec section 8's success messages)", () => {
    expect(messages.passwordChanged).toBe(t('accountModal.password.success'));
    expect(messages.nameChanged).toBe(t('accountModal.name.success'));
    expect(messages.languageChanged).toBe(t('accountModal.language.success'));
    expect(messages.emailChanged).toBe(t('accountModal.email.success'));
    expect(messages.securityCodeSent).toBe(t('accountModal.code.sent'));
    expect(messages.phoneOtpSent).toBe(t('accountModal.phone.otpSent'));
    // 'The phone-change success text includes the SMS activation instruction.'
    expect(messages.phoneUpdated('demo')).toBe(
      `${t('accountModal.phone.success')} ${t('accountModal.phone.successBodyNoNumbers', { username: 'demo' })}`,
    );
    expect(messages.verificationSent).toBe(t('accountModal.verifyEmail.sent'));
  });

  it('for signing in, registering, recovery and verification', () => {
    expect(messages.loginOk).toBe(t('auth.login.success'));
    expect(messages.registerOk).toBe(t('auth.register.success'));
    expect(messages.resetMailSent).toBe(t('auth.recovery.forgotPassword.sentBody'));
    expect(messages.recoverUsernameSent).toBe(t('auth.recovery.forgotUsername.sentBody'));
    expect(messages.passwordReset).toBe(
      `${t('auth.recovery.done.title')} ${t('auth.recovery.done.body')}`,
    );
    expect(messages.verificationOk).toBe(
      `${t('auth.verify.successTitle')} ${t('auth.verify.successBody')}`,
    );
  });
});
