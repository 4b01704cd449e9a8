import { afterEach, describe, expect, it } from 'vitest';
import { createSimulator } from '../src/index';
import { createClient, createClock } from './client';

const clock = createClock();
const sim = createSimulator({ now: clock.now });
afterEach(() => sim.reset());

describe('e-mail verification', () => {
  it('mails a link to an unverified address; PUT with its token verifies the address once', async () => {
    const client = createClient(sim, { origin: 'http://localhost:5180' });
    await client.login('newbie');
    const sent = await client.post('/email-verification/send');
    expect(sent.status).toBe(200);
    const mail = sim.lastMessageTo('newbie@example.com');
    expect(mail?.link).toMatch(/^http:\/\/localhost:5180\/email-verification\/[a-f0-9]{64}$/);
    const token = mail?.link?.split('/').pop();

    // the link is usually opened in another browser, logged out
    const visitor = createClient(sim);
    await visitor.csrf();
    const verified = await visitor.put('/email-verification', { token });
    expect(verified.status).toBe(200);
    expect(sim.user('newbie')?.verifiedAt).toBe(new Date(clock.now()).toISOString());

    const again = await visitor.put('/email-verification', { token });
    expect(again.status).toBe(404);
    expect(again.body).toEqual({
      message: 'Đường dẫn của bạn không hoạt động',
      errorCode: 'verification_token_invalid',
    });
  });

  it('answers 422 when the address is already verified', async () => {
    const client = createClient(sim);
    await client.login('demo');
    const reply = await client.post('/email-verification/send');
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toEqual({ email: ['Email đã được xác thực'] });
  });

  it('does not verify an address the account has since changed', async () => {
    const client = createClient(sim);
    await client.login('newbie');
    await client.post('/email-verification/send');
    const token = sim.lastMessageTo('newbie@example.com')?.link?.split('/').pop();
    await client.post('/api/user/change-email', { email: 'newbie2@example.com' });
    expect((await client.put('/email-verification', { token })).status).toBe(404);
    expect(sim.user('newbie')?.verifiedAt).toBeNull();
  });
});

describe('security codes', () => {
  it('mails a 6-character code of uppercase letters and digits for a known action', async () => {
    const client = createClient(sim);
    await client.login('demo');
    const reply = await client.post('/api/security-code/', { action: 'confirm.change_email' });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ message: 'Mã bảo mật đã được gửi tới email của bạn.' });
    const mail = sim.lastMessageTo('demo@example.com');
    expect(mail?.code).toMatch(/^[A-Z0-9]{6}$/);
    expect(mail?.text).toContain(mail?.code);
  });

  it('answers 422 to an unknown action', async () => {
    const client = createClient(sim);
    await client.login('demo');
    const reply = await client.post('/api/security-code', { action: 'confirm.everything' });
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toEqual({ action: ['Hành động xác nhận không hợp lệ'] });
  });
});

describe('change e-mail', () => {
  async function codeFor(client: ReturnType<typeof createClient>, action: string) {
    await client.post('/api/security-code', { action });
    return sim.lastMessageTo('demo@example.com')?.code ?? '';
  }

  it('needs a security code for confirm.change_email when the current address is verified', async () => {
    const client = createClient(sim);
    await client.login('demo');
    const without = await client.post('/api/user/change-email', { email: 'an.nguyen@example.com' });
    expect(without.status).toBe(422);
    expect(without.body.errors).toEqual({ securityCode: ['Vui lòng nhập mã bảo mật'] });

    const otherAction = await codeFor(client, 'confirm.payment');
    const wrong = await client.post('/api/user/change-email', {
      email: 'an.nguyen@example.com',
      securityCode: otherAction,
    });
    expect(wrong.body.errors).toEqual({ securityCode: ['Mã bảo mật không đúng hoặc đã hết hạn'] });

    const code = await codeFor(client, 'confirm.change_email');
    const ok = await client.post('/api/user/change-email', {
      email: 'an.nguyen@example.com',
      securityCode: code.toLowerCase(),
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ message: 'Đổi địa chỉ email thành công!' });
    expect(sim.user('demo')).toMatchObject({ email: 'an.nguyen@example.com', verifiedAt: null });
  });

  it('expires security codes after 10 minutes', async () => {
    const client = createClient(sim);
    await client.login('demo');
    const code = await codeFor(client, 'confirm.change_email');
    clock.advance(10 * 60_000);
    const reply = await client.post('/api/user/change-email', {
      email: 'an@example.com',
      securityCode: code,
    });
    expect(reply.body.errors).toEqual({ securityCode: ['Mã bảo mật không đúng hoặc đã hết hạn'] });
  });

  it('needs no code when the current address is unverified, and refuses a bad or taken address', async () => {
    const client = createClient(sim);
    await client.login('newbie');
    expect((await client.post('/api/user/change-email', { email: 'moi@example.com' })).status).toBe(
      200,
    );
    const invalid = await client.post('/api/user/change-email', { email: 'khong hop le' });
    expect(invalid.body.errors).toEqual({ email: ['Email không hợp lệ'] });
    const taken = await client.post('/api/user/change-email', { email: 'demo@example.com' });
    expect(taken.body.errors).toEqual({ email: ['Email đã được sử dụng'] });
  });
});

describe('change password', () => {
  it('checks the current password, medium strength and the confirmation', async () => {
    const client = createClient(sim);
    await client.login('demo');
    const wrong = await client.post('/api/user/change-password', {
      currentPassword: 'nope',
      password: 'matkhau',
      passwordConfirm: 'matkhau2',
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({
      currentPassword: ['Mật khẩu hiện tại không đúng'],
      password: [
        'Mật khẩu phải có ít nhất 8 ký tự',
        'Mật khẩu chưa đủ mạnh: hãy dùng ít nhất 2 loại ký tự (chữ cái, chữ số, ký hiệu, có cả chữ hoa lẫn chữ thường), trong đó có chữ số',
      ],
      passwordConfirm: ['Mật khẩu xác nhận không khớp'],
    });
    const ok = await client.post('/api/user/change-password', {
      currentPassword: 'Demo@2026',
      password: 'matkhau2027',
      passwordConfirm: 'matkhau2027',
    });
    expect(ok.body).toEqual({ message: 'Đổi mật khẩu thành công!' });
    expect(sim.user('demo')?.lastPasswordChange).toBe(new Date(clock.now()).toISOString());
  });
});

describe('update profile', () => {
  it('changes the names, with first and last name required and at most 128 characters', async () => {
    const client = createClient(sim);
    await client.login('newbie');
    const missing = await client.patch('/api/user/update-profile', {
      firstName: '',
      middleName: 'x'.repeat(129),
      lastName: '',
    });
    expect(missing.body.errors).toEqual({
      firstName: ['Vui lòng nhập tên'],
      middleName: ['Tối đa 128 ký tự'],
      lastName: ['Vui lòng nhập họ'],
    });
    const ok = await client.patch('/api/user/update-profile', {
      firstName: 'Dũng',
      middleName: '',
      lastName: 'Phạm',
    });
    expect(ok.body).toEqual({ message: 'Đổi tên thành công!' });
    expect(sim.user('newbie')).toMatchObject({
      firstName: 'Dũng',
      middleName: null,
      lastName: 'Phạm',
    });
  });

  it('accepts only vi-VN as the language', async () => {
    const client = createClient(sim);
    await client.login('demo');
    const en = await client.patch('/api/user/update-profile', { language: 'en-US' });
    expect(en.body.errors).toEqual({ language: ['Ngôn ngữ không được hỗ trợ'] });
    const vi = await client.patch('/api/user/update-profile', { language: 'vi-VN' });
    expect(vi.body).toEqual({ message: 'Đổi ngôn ngữ thành công!' });
  });
});
