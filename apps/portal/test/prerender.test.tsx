// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { prerenderedPages, renderPage } from '../src/prerender';

/** The first frame's HTML at `path`, rendered as at build time (no window, document or storage). */
async function htmlOf(path: string): Promise<string> {
  expect(typeof window).toBe('undefined');
  return (await renderPage(path)).html;
}

describe('the pre-rendered public pages', () => {
  it('/login has the heading, both fields, the remember checkbox and the submit button', async () => {
    const html = await htmlOf('/login');
    expect(html).toMatch(/<h1[^>]*>Đăng nhập<\/h1>/);
    expect(html).toMatch(/<label[^>]*>Tên đăng nhập/);
    expect(html).toMatch(/<input[^>]*autoComplete="username"/i);
    expect(html).toMatch(/<input[^>]*type="password"/);
    expect(html).toMatch(/Ghi nhớ đăng nhập/);
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>.*Đăng nhập/s);
  });

  it('/login carries its document title', async () => {
    expect((await renderPage('/login')).title).toBe('Đăng nhập · Cổng tài khoản Võ Lâm');
  });

  it('/support shows its heading in the public frame', async () => {
    expect(await htmlOf('/support')).toMatch(/<h1[^>]*>Hỗ trợ<\/h1>/);
  });

  it.each(prerenderedPages.map((page) => page.path))(
    '%s renders a page with an h1',
    async (path) => {
      expect(await htmlOf(path)).toMatch(/<main[^>]*>.*<h1/s);
    },
  );

  describe('a protected page, before the session is known', () => {
    it('/payment/card has the shell (header, side navigation), its heading and no greeting', async () => {
      const { html, title } = await renderPage('/payment/card');
      expect(html).toMatch(/<header[^>]*>/);
      expect(html).toMatch(/<nav[^>]*>.*Thông tin cá nhân.*Bảo mật và đăng nhập.*Nạp thẻ/s);
      expect(html).toMatch(/<h1[^>]*>Nạp KP<\/h1>/);
      expect(html).not.toMatch(/Xin chào/);
      expect(title).toBe('Thẻ cào · Nạp KP · Cổng tài khoản Võ Lâm');
    });

    it.each(['/', '/recharge', '/transactions', '/giftcode', '/security'])(
      "%s shows its loading frame, no one's data",
      async (path) => {
        const html = await htmlOf(path);
        expect(html).toMatch(/<main[^>]*>.*<h1/s);
        expect(html).toMatch(/role="status"|aria-busy="true"/);
        expect(html).not.toMatch(/Xin chào|demo/);
      },
    );
  });
});
