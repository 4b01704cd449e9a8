import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inlineScript } from '../apps/portal/vite-plugins/inlineScript';
import { expect, test } from './fixtures';

const portalBuild = 'build/portal';

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

test.describe('the pre-rendered public pages', () => {
  test('/login paints its heading and form with JavaScript disabled', async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      baseURL: test.info().project.use.baseURL,
    });
    const page = await context.newPage();
    const response = await page.goto('/login');
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await expect(page.getByRole('heading', { name: 'Đăng nhập', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Tên đăng nhập')).toBeVisible();
    await expect(page.getByLabel('Mật khẩu', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Đăng nhập', exact: true })).toBeVisible();
    await context.close();
  });

  test('/login hydrates without an error and works (the fixture fails on console errors)', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByLabel('Tên đăng nhập').fill('khach');
    await page.getByLabel('Mật khẩu', { exact: true }).fill('x');
    await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
    // Hydrated: the form validates in the page (a too-short password), no page load.
    await expect(page.getByLabel('Mật khẩu', { exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await page.getByRole('link', { name: 'Đăng ký' }).click();
    await expect(page).toHaveURL(/\/register$/);
  });

  test('a stored light mode applies before the page hydrates, then the switch says so', async ({
    page,
  }) => {
    await page.addInitScript(() => window.localStorage.setItem('portal-colour-mode', 'light'));
    await page.goto('/support');
    await expect(page.locator('html')).toHaveAttribute('data-colour-mode', 'light');
    await expect(page.locator('[data-portal-root]')).toHaveAttribute('data-colour-mode', 'light');
    await expect(page.getByRole('radio', { name: 'Sáng' })).toBeChecked();
    await expect(page.getByRole('heading', { name: 'Hỗ trợ', level: 1 })).toBeVisible();
  });

  test('the built login.html holds the form; any other path starts from the empty page', () => {
    const login = readFileSync(join(portalBuild, 'login.html'), 'utf8');
    expect(login).toMatch(/<h1[^>]*>Đăng nhập<\/h1>/);
    expect(login).toMatch(/<input[^>]*autoComplete="username"/i);
    expect(login).toMatch(/<input[^>]*type="password"/);
    // One inline script, the colour mode's, allowed by its hash in the policy (never by 'unsafe-inline').
    const inline = [...login.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)];
    expect(inline).toHaveLength(1);
    expect(inline[0]![1]).toBe(inlineScript('apps/portal/inline/colour-mode.js').code);
    expect(readFileSync(join(portalBuild, 'index.html'), 'utf8')).toContain(
      '<div id="root"></div>',
    );
  });
});

test.describe('source maps', () => {
  test('are made but not served: none in build/portal, no bundle points at one', async ({
    request,
  }) => {
    const files = filesUnder(portalBuild);
    expect(files.filter((file) => file.endsWith('.map'))).toEqual([]);
    const pointing = files.filter(
      (file) => /\.(js|css)$/.test(file) && readFileSync(file, 'utf8').includes('sourceMappingURL'),
    );
    expect(pointing).toEqual([]);
    const maps = filesUnder('build/sourcemaps').filter((file) => file.endsWith('.js.map'));
    expect(maps.length).toBeGreaterThan(0);
    const asked = maps[0]!.slice('build/sourcemaps'.length);
    const answer = await request.get(asked);
    expect(answer.headers()['content-type']).not.toContain('json');
    expect(await answer.text()).not.toContain('"mappings"');
  });
});
