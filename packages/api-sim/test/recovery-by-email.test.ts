import { afterEach, describe, expect, it } from 'vitest';
import { createSimulator } from '../src/index';
import { createClient, createClock } from './client';

const clock = createClock();
const sim = createSimulator({ now: clock.now });
afterEach(() => sim.reset());

const NEW_PASSWORD = 'Kiem@Hiep2027';

async function requestResetMail(username: string, origin?: string) {
  const client = createClient(sim, origin ? { origin } : {});
  await client.csrf();
  return client.post('/reset-password/send-email', { username, gReCaptchaToken: 'dev-captcha-ok' });
}

function tokenOf(link: string | undefined): string {
  const token = /\/recovery\/forgot-password\/([a-f0-9]+)$/.exec(link ?? '')?.[1];
  if (!token) throw new Error(`no reset token in ${link}`);
  return token;
}

async function canLogIn(username: string, password: string) {
  const client = createClient(sim);
  await client.csrf();
  return (await client.post('/login', { username, password })).status === 200;
}

describe('reset password by e-mail', () => {
  it('mails a link, checks it, sets the new password and spends the token', async () => {
    const sent = await requestResetMail('demo');
    expect(sent.status).toBe(200);
    const mail = sim.lastMessageTo('demo@example.com');
    expect(mail).toMatchObject({ channel: 'email', subject: 'Đặt lại mật khẩu' });
    expect(mail?.link).toMatch(
      /^http:\/\/localhost:5173\/recovery\/forgot-password\/[a-f0-9]{64}$/,
    );
    expect(mail?.text).toContain(mail?.link);
    const token = tokenOf(mail?.link);

    const client = createClient(sim);
    const check = await client.get(`/reset-password/${token}`);
    expect(check.status).toBe(200);
    await client.csrf();
    const reset = await client.post('/reset-password', {
      token,
      password: NEW_PASSWORD,
      passwordConfirm: NEW_PASSWORD,
    });
    expect(reset.status).toBe(200);
    expect(reset.body.message).toMatch(/^Đặt lại mật khẩu thành công/);
    expect(await canLogIn('demo', NEW_PASSWORD)).toBe(true);
    expect(await canLogIn('demo', 'Demo@2026')).toBe(false);

    const reused = await client.get(`/reset-password/${token}`);
    expect(reused.status).toBe(404);
    expect(reused.body).toEqual({
      message: 'Đường dẫn không hợp lệ hoặc đã hết hạn. Vui lòng gửi lại yêu cầu đặt lại mật khẩu.',
      errorCode: 'reset_token_invalid',
    });
  });

  it('points the link at the portal that asked, when that origin is allowed', async () => {
    await requestResetMail('demo', 'http://localhost:4173');
    expect(sim.lastMessageTo('demo@example.com')?.link).toMatch(
      /^http:\/\/localhost:4173\/recovery\/forgot-password\//,
    );
    await requestResetMail('demo', 'http://evil.example');
    expect(sim.lastMessageTo('demo@example.com')?.link).toMatch(/^http:\/\/localhost:5173\//);
  });

  it('answers the same neutral message for an unknown username and sends nothing', async () => {
    const known = await requestResetMail('demo');
    const unknown = await requestResetMail('khong_ton_tai');
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect(sim.outbox()).toHaveLength(1);
  });

  it('expires the token after 60 minutes', async () => {
    await requestResetMail('demo');
    const token = tokenOf(sim.lastMessageTo('demo@example.com')?.link);
    clock.advance(59 * 60_000);
    expect((await createClient(sim).get(`/reset-password/${token}`)).status).toBe(200);
    clock.advance(60_000);
    expect((await createClient(sim).get(`/reset-password/${token}`)).status).toBe(404);
  });

  it('only honours the newest token of an account', async () => {
    await requestResetMail('demo');
    const first = tokenOf(sim.lastMessageTo('demo@example.com')?.link);
    await requestResetMail('demo');
    const second = tokenOf(sim.lastMessageTo('demo@example.com')?.link);
    expect((await createClient(sim).get(`/reset-password/${first}`)).status).toBe(404);
    expect((await createClient(sim).get(`/reset-password/${second}`)).status).toBe(200);
  });

  it('asks for a strong password (three classes including a symbol) and a matching confirmation', async () => {
    await requestResetMail('demo');
    const token = tokenOf(sim.lastMessageTo('demo@example.com')?.link);
    const client = createClient(sim);
    await client.csrf();
    const medium = await client.post('/reset-password', {
      token,
      password: 'kiemhiep2027',
      passwordConfirm: 'x',
    });
    expect(medium.status).toBe(422);
    expect(medium.body.errors).toEqual({
      password: [
        'Mật khẩu chưa đủ mạnh: hãy dùng ít nhất 3 loại ký tự (chữ cái, chữ số, ký hiệu, có cả chữ hoa lẫn chữ thường), trong đó có ký hiệu',
      ],
      passwordConfirm: ['Mật khẩu xác nhận không khớp'],
    });
    // a failed attempt does not spend the token
    expect((await client.get(`/reset-password/${token}`)).status).toBe(200);
  });

  it('answers 404 to a reset with an unknown token', async () => {
    const client = createClient(sim);
    await client.csrf();
    const reply = await client.post('/reset-password', {
      token: 'f'.repeat(64),
      password: NEW_PASSWORD,
      passwordConfirm: NEW_PASSWORD,
    });
    expect(reply.status).toBe(404);
    expect(reply.body.errorCode).toBe('reset_token_invalid');
  });

  it('validates the request form (username and captcha)', async () => {
    const client = createClient(sim);
    await client.csrf();
    const reply = await client.post('/reset-password/send-email', { username: 'ab' });
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toEqual({
      username: ['Tên đăng nhập phải có ít nhất 4 ký tự'],
      gReCaptchaToken: ['Vui lòng xác nhận bạn không phải là người máy'],
    });
  });
});

describe('recover username', () => {
  async function recover(email: string) {
    const client = createClient(sim);
    await client.csrf();
    return client.post('/recover-username', { email, gReCaptchaToken: 'dev-captcha-ok' });
  }

  it('mails the username to that address, with the same neutral answer for unknown addresses', async () => {
    const known = await recover('DEMO@example.com');
    expect(known.status).toBe(200);
    expect(sim.lastMessageTo('DEMO@example.com')?.text).toContain('demo');
    const unknown = await recover('ai.do@example.com');
    expect(unknown.body).toEqual(known.body);
    expect(sim.outbox()).toHaveLength(1);
  });

  it('validates the address', async () => {
    const reply = await recover('not-an-email');
    expect(reply.body.errors).toEqual({ email: ['Email không hợp lệ'] });
    expect((await recover('player@localhost')).status).toBe(200);
  });
});
