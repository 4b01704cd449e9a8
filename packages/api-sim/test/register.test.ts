import { afterEach, describe, expect, it } from 'vitest';
import { createSimulator } from '../src/index';
import { createClient } from './client';

const sim = createSimulator();
afterEach(() => sim.reset());

const valid = {
  phone: '0901234567',
  receiveNewsletter: true,
  username: 'tan_thu_01',
  password: 'kiemkhach2026',
  passwordConfirm: 'kiemkhach2026',
  gReCaptchaToken: 'dev-captcha-ok',
};

async function register(body: Record<string, unknown>) {
  const client = createClient(sim);
  await client.csrf();
  return { client, reply: await client.post('/register', body) };
}

describe('POST /register', () => {
  it('creates the account with an unverified phone and logs it in (201)', async () => {
    const { client, reply } = await register(valid);
    expect(reply.status).toBe(201);
    expect(reply.body).toEqual({ message: 'Tạo tài khoản thành công.' });
    expect(
      reply.setCookies.some((c) => c.startsWith('portal_session=') && c.includes('HttpOnly')),
    ).toBe(true);
    const me = await client.get('/api/me');
    expect(me.body).toMatchObject({
      username: 'tan_thu_01',
      phoneNumber: '0901234567',
      verifiedPhoneAt: null,
      email: null,
      credit: 0,
      debtCredit: 0,
    });
  });

  it('lets the new account log in later with its password', async () => {
    await register(valid);
    const client = createClient(sim);
    await client.csrf();
    const reply = await client.post('/login', {
      username: 'tan_thu_01',
      password: 'kiemkhach2026',
    });
    expect(reply.status).toBe(200);
  });

  it('refuses a taken username', async () => {
    const { reply } = await register({ ...valid, username: 'demo' });
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toEqual({ username: ['Tên đăng nhập đã được sử dụng'] });
  });

  it.each([
    ['', 'Vui lòng nhập số điện thoại'],
    ['090123', 'Số điện thoại không hợp lệ'],
    ['09012345ab', 'Số điện thoại không hợp lệ'],
    // registration has the two messages of spec section 5, a number too long is invalid
    ['0901234567890123', 'Số điện thoại không hợp lệ'],
  ])('refuses the phone %j', async (phone, message) => {
    const { reply } = await register({ ...valid, phone });
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toEqual({ phone: [message] });
  });

  it.each([
    ['', ['Vui lòng nhập tên đăng nhập']],
    ['abc', ['Tên đăng nhập phải có từ 4 đến 32 ký tự']],
    ['a'.repeat(33), ['Tên đăng nhập phải có từ 4 đến 32 ký tự']],
    ['Tan-Thu', ['Tên đăng nhập chỉ gồm chữ thường a-z, chữ số và dấu gạch dưới']],
  ])('refuses the username %j', async (username, errors) => {
    const { reply } = await register({ ...valid, username });
    expect(reply.body.errors).toEqual({ username: errors });
  });

  it('asks for a password of medium strength (two classes including a digit)', async () => {
    const weak = await register({
      ...valid,
      password: 'matkhauyeu',
      passwordConfirm: 'matkhauyeu',
    });
    expect(weak.reply.body.errors.password).toEqual([
      'Mật khẩu chưa đủ mạnh: hãy dùng ít nhất 2 loại ký tự (chữ cái, chữ số, ký hiệu, có cả chữ hoa lẫn chữ thường), trong đó có chữ số',
    ]);
    const short = await register({ ...valid, password: 'ab12', passwordConfirm: 'ab12' });
    expect(short.reply.body.errors.password).toEqual(['Mật khẩu phải có ít nhất 8 ký tự']);
  });

  it('refuses a confirmation that does not match', async () => {
    const { reply } = await register({ ...valid, passwordConfirm: 'other2026' });
    expect(reply.body.errors).toEqual({ passwordConfirm: ['Mật khẩu xác nhận không khớp'] });
  });

  it('asks for a captcha token and rejects dev-captcha-fail', async () => {
    const missing = await register({ ...valid, gReCaptchaToken: '' });
    expect(missing.reply.body.errors).toEqual({
      gReCaptchaToken: ['Vui lòng xác nhận bạn không phải là người máy'],
    });
    const failed = await register({ ...valid, gReCaptchaToken: 'dev-captcha-fail' });
    expect(failed.reply.body.errors.gReCaptchaToken).toEqual([
      'Xác minh chống người máy không thành công, vui lòng thử lại',
    ]);
    const anyToken = await register({ ...valid, gReCaptchaToken: 'some-real-token' });
    expect(anyToken.reply.status).toBe(201);
  });

  it('reports every field at once and creates nothing', async () => {
    const { client, reply } = await register({});
    expect(Object.keys(reply.body.errors).sort()).toEqual(
      ['gReCaptchaToken', 'password', 'phone', 'username'].sort(),
    );
    expect((await client.get('/api/me')).status).toBe(401);
  });
});
