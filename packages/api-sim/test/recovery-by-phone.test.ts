import { afterEach, describe, expect, it } from 'vitest';
import { createSimulator } from '../src/index';
import { createClient, createClock } from './client';

const clock = createClock();
const sim = createSimulator({ now: clock.now });
afterEach(() => sim.reset());

const NEW_PASSWORD = 'Kiem@Hiep2027';

async function canLogIn(username: string, password: string) {
  const client = createClient(sim);
  await client.csrf();
  return (await client.post('/login', { username, password })).status === 200;
}

describe('reset password by phone', () => {
  async function textMxt(from: string, username: string) {
    return (await createClient(sim).post('/__sim/sms', { from, text: `MXT ${username}` })).body
      .reply;
  }

  async function resetByPhone(body: Record<string, unknown>) {
    const client = createClient(sim);
    await client.csrf();
    return client.post('/reset-password-by-phone', body);
  }

  it('replies to MXT from the verified phone with a 6-digit OTP that resets the password', async () => {
    const reply = await textMxt('0912345678', 'demo');
    expect(reply).toMatchObject({ channel: 'sms', to: '0912345678' });
    expect(reply.code).toMatch(/^\d{6}$/);
    expect(reply.text).toContain(reply.code);
    expect(sim.lastMessageTo('0912345678')?.code).toBe(reply.code);

    const reset = await resetByPhone({
      username: 'demo',
      otp: reply.code,
      newPassword: NEW_PASSWORD,
      reNewPassword: NEW_PASSWORD,
    });
    expect(reset.status).toBe(200);
    expect(await canLogIn('demo', NEW_PASSWORD)).toBe(true);
    const again = await resetByPhone({
      username: 'demo',
      otp: reply.code,
      newPassword: 'Other@Pass2027',
      reNewPassword: 'Other@Pass2027',
    });
    expect(again.body.errors).toEqual({ otp: ['Mã OTP không đúng hoặc đã hết hạn'] });
  });

  it('understands +84 numbers and a lowercase keyword', async () => {
    const reply = (
      await createClient(sim).post('/__sim/sms', { from: '+84912345678', text: 'mxt demo' })
    ).body.reply;
    expect(reply.code).toMatch(/^\d{6}$/);
    expect(reply.to).toBe('0912345678');
  });

  it('burns the OTP at the 5th wrong try: even the right code then needs a new one', async () => {
    const { code } = await textMxt('0912345678', 'demo');
    const wrongCode = code === '000000' ? '111111' : '000000';
    const attempt = (otp: string) =>
      resetByPhone({
        username: 'demo',
        otp,
        newPassword: NEW_PASSWORD,
        reNewPassword: NEW_PASSWORD,
      });
    const burnt = 'Bạn đã nhập sai mã OTP quá 5 lần nên mã này đã bị hủy. Vui lòng yêu cầu mã mới.';
    for (let i = 0; i < 4; i += 1) {
      expect((await attempt(wrongCode)).body.errors).toEqual({
        otp: ['Mã OTP không đúng hoặc đã hết hạn'],
      });
    }
    expect((await attempt(wrongCode)).body.errors).toEqual({ otp: [burnt] });
    const right = await attempt(code);
    expect(right.status).toBe(422);
    expect(right.body.errors).toEqual({ otp: [burnt] });
    const fresh = await textMxt('0912345678', 'demo');
    expect((await attempt(fresh.code)).status).toBe(200);
  });

  it('refuses a wrong or expired OTP', async () => {
    const { code } = await textMxt('0912345678', 'demo');
    const wrong = await resetByPhone({
      username: 'demo',
      otp: code === '000000' ? '111111' : '000000',
      newPassword: NEW_PASSWORD,
      reNewPassword: NEW_PASSWORD,
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({ otp: ['Mã OTP không đúng hoặc đã hết hạn'] });
    clock.advance(10 * 60_000);
    const late = await resetByPhone({
      username: 'demo',
      otp: code,
      newPassword: NEW_PASSWORD,
      reNewPassword: NEW_PASSWORD,
    });
    expect(late.body.errors).toEqual({ otp: ['Mã OTP không đúng hoặc đã hết hạn'] });
  });

  it('sends no code to a number that is not the account’s, nor to an unverified phone', async () => {
    expect((await textMxt('0999999999', 'demo')).code).toBeUndefined();
    expect((await textMxt('0987000004', 'newbie')).code).toBeUndefined();
    const nonsense = (
      await createClient(sim).post('/__sim/sms', { from: '0912345678', text: 'xin chào' })
    ).body.reply;
    expect(nonsense.text).toMatch(/^Sai cú pháp/);
  });

  it('validates the form fields', async () => {
    const reply = await resetByPhone({
      username: 'demo',
      otp: '123',
      newPassword: 'abc',
      reNewPassword: 'abd',
    });
    expect(reply.status).toBe(422);
    expect(reply.body.errors.otp).toEqual(['Mã OTP phải gồm đúng 6 ký tự']);
    expect(reply.body.errors.newPassword).toContain('Mật khẩu phải có ít nhất 8 ký tự');
    expect(reply.body.errors.reNewPassword).toEqual(['Mật khẩu xác nhận không khớp']);
  });
});
