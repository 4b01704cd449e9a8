import { afterEach, describe, expect, it } from 'vitest';
import { createSimulator } from '../src/index';
import { createClient } from './client';
import type { Client } from './client';

const sim = createSimulator();
afterEach(() => sim.reset());

async function securityCode(client: Client, email: string) {
  await client.post('/api/security-code', { action: 'confirm.phone_number' });
  return sim.lastMessageTo(email)?.code ?? '';
}

describe('change phone (verified phone, verified e-mail)', () => {
  it('sends an OTP to the current phone, stores the new number unverified, and KH activates it', async () => {
    const client = createClient(sim);
    await client.login('demo');
    const sent = await client.post('/api/user/change-phone');
    expect(sent.body).toEqual({
      message: 'Mã OTP đã được gửi tới số điện thoại hiện tại của bạn.',
    });
    const otp = sim.lastMessageTo('0912345678')?.code ?? '';
    expect(otp).toMatch(/^\d{6}$/);
    const code = await securityCode(client, 'demo@example.com');

    const updated = await client.post('/api/user/update-phone', {
      newPhoneNumber: '0977111222',
      otpNumber: otp,
      securityCode: code,
      gReCaptchaToken: 'dev-captcha-ok',
    });
    expect(updated.status).toBe(200);
    expect(updated.body.message).toContain('KH demo');
    expect(sim.user('demo')).toMatchObject({ phoneNumber: '0977111222', verifiedPhoneAt: null });

    // a KH from another number changes nothing
    await createClient(sim).post('/__sim/sms', { from: '0912345678', text: 'KH demo' });
    expect(sim.user('demo')?.verifiedPhoneAt).toBeNull();
    const reply = (
      await createClient(sim).post('/__sim/sms', { from: '0977111222', text: 'KH demo' })
    ).body.reply;
    expect(reply.text).toBe('Số điện thoại đã được kích hoạt cho tài khoản demo.');
    expect(sim.user('demo')?.verifiedPhoneAt).not.toBeNull();
  });

  it('requires the OTP, the security code and the captcha', async () => {
    const client = createClient(sim);
    await client.login('demo');
    const reply = await client.post('/api/user/update-phone', { newPhoneNumber: '0977111222' });
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toEqual({
      otpNumber: ['Vui lòng nhập mã OTP'],
      securityCode: ['Vui lòng nhập mã bảo mật'],
      gReCaptchaToken: ['Vui lòng xác nhận bạn không phải là người máy'],
    });
  });

  it('refuses a wrong OTP without spending the security code', async () => {
    const client = createClient(sim);
    await client.login('demo');
    await client.post('/api/user/change-phone');
    const otp = sim.lastMessageTo('0912345678')?.code ?? '';
    const code = await securityCode(client, 'demo@example.com');
    const body = { newPhoneNumber: '0977111222', securityCode: code, gReCaptchaToken: 'ok' };
    const wrong = await client.post('/api/user/update-phone', {
      ...body,
      otpNumber: otp === '123456' ? '654321' : '123456',
    });
    expect(wrong.body.errors).toEqual({ otpNumber: ['Mã OTP không đúng hoặc đã hết hạn'] });
    expect((await client.post('/api/user/update-phone', { ...body, otpNumber: otp })).status).toBe(
      200,
    );
  });

  it('validates the new number', async () => {
    const client = createClient(sim);
    await client.login('demo');
    const tooLong = await client.post('/api/user/update-phone', { newPhoneNumber: '0'.repeat(16) });
    expect(tooLong.body.errors.newPhoneNumber).toEqual(['Số điện thoại tối đa 15 chữ số']);
    const letters = await client.post('/api/user/update-phone', { newPhoneNumber: '09123abc' });
    expect(letters.body.errors.newPhoneNumber).toEqual(['Số điện thoại không hợp lệ']);
    // spec section 5: a new phone number is required and at most 15, not registration's 10 to 15 digits
    const short = await client.post('/api/user/update-phone', { newPhoneNumber: '091234567' });
    expect(short.status).toBe(422);
    expect(short.body.errors.newPhoneNumber).toBeUndefined();
    const same = await client.post('/api/user/update-phone', { newPhoneNumber: '0912345678' });
    expect(same.body.errors.newPhoneNumber).toEqual([
      'Số điện thoại mới phải khác số điện thoại hiện tại',
    ]);
  });
});

describe('phone of a new account (unverified phone and e-mail)', () => {
  it('cannot send a change-phone OTP', async () => {
    const client = createClient(sim);
    await client.login('newbie');
    const reply = await client.post('/api/user/change-phone');
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toEqual({
      phoneNumber: ['Tài khoản chưa có số điện thoại đã xác thực'],
    });
  });

  it('updates the number with neither OTP nor security code', async () => {
    const client = createClient(sim);
    await client.login('newbie');
    const reply = await client.post('/api/user/update-phone', {
      newPhoneNumber: '0966000111',
      gReCaptchaToken: 'ok',
    });
    expect(reply.status).toBe(200);
    expect(sim.user('newbie')?.phoneNumber).toBe('0966000111');
  });

  it('activates the registered phone when the player texts KH from it', async () => {
    await createClient(sim).post('/__sim/sms', { from: '0987000004', text: 'KH newbie' });
    expect(sim.user('newbie')?.verifiedPhoneAt).not.toBeNull();
  });
});

describe('wrong codes on update-phone', () => {
  it('count against each code separately; the 5th wrong security code burns it', async () => {
    const client = createClient(sim);
    await client.login('demo');
    await client.post('/api/user/change-phone');
    const otp = sim.lastMessageTo('0912345678')?.code ?? '';
    const code = await securityCode(client, 'demo@example.com');
    const wrong = code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA';
    const send = (securityCode: string) =>
      client.post('/api/user/update-phone', {
        newPhoneNumber: '0977111222',
        otpNumber: otp,
        securityCode,
        gReCaptchaToken: 'dev-captcha-ok',
      });
    for (let i = 0; i < 4; i += 1) {
      expect((await send(wrong)).body.errors).toEqual({
        securityCode: ['Mã bảo mật không đúng hoặc đã hết hạn'],
      });
    }
    const burnt =
      'Bạn đã nhập sai mã bảo mật quá 5 lần nên mã này đã bị hủy. Vui lòng yêu cầu mã mới.';
    expect((await send(wrong)).body.errors).toEqual({ securityCode: [burnt] });
    expect((await send(code)).body.errors).toEqual({ securityCode: [burnt] });
    // the right OTP was never spent by those tries; a new security code goes through
    expect((await send(await securityCode(client, 'demo@example.com'))).status).toBe(200);
  });
});
