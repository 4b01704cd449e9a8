import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../packages/widgets/test/axe';
import { textsNotFromTheCatalogue } from '../../../packages/widgets/test/pseudoLocale';
import { setupSimulator, simulatorURL } from '../../../packages/widgets/test/simulator';
import { recordRequests } from '../../../packages/widgets/test/requests';
import { loggedOutFlagKey } from '../src/auth/loggedOutFlag';
import { loadEveryArea } from '../src/routing/lazyAreas';
import { renderPortal } from './renderPortal';

const sim = setupSimulator();

// The protected pages load on demand: their code is loaded once up front, so no query waits for it.
beforeAll(() => loadEveryArea(), 30_000);

const navEntries = [
  ['Thông tin cá nhân', '/'],
  ['Bảo mật và đăng nhập', '/security'],
  ['Nạp thẻ', '/payment'],
  ['Nạp game', '/recharge'],
  ['Lịch sử giao dịch', '/transactions'],
  ['Giftcode', '/giftcode'],
] as const;

function sideNav() {
  return screen.getByRole('navigation', { name: 'Tài khoản' });
}

describe('the shell, given a logged-in player', () => {
  it('/ shows the profile summary and personal info under the h1 and a Vietnamese title', async () => {
    sim.signIn('demo');
    const { container } = renderPortal('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thông tin cá nhân' }),
    ).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Nguyễn Văn An' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Thông tin cơ bản' })).toBeVisible();
    expect(screen.queryByText(/chưa được kích hoạt/)).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Thông tin cá nhân · Cổng tài khoản Võ Lâm'));
    await expectNoAxeViolations(container);
  });

  it('/ shows the unverified-phone banner to newbie', async () => {
    sim.signIn('newbie');
    renderPortal('/');
    expect(await screen.findByText('Số điện thoại của bạn chưa được kích hoạt')).toBeVisible();
    expect(screen.getByText('KH newbie')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Nhắn tin tới 8079' })).toBeVisible();
  });

  it('/security shows the security settings', async () => {
    sim.signIn('demo');
    renderPortal('/security');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bảo mật và đăng nhập' }),
    ).toBeVisible();
    expect(await screen.findByText('Tên đăng nhập không thể thay đổi.')).toBeVisible();
    expect(document.title).toBe('Bảo mật và đăng nhập · Cổng tài khoản Võ Lâm');
  });

  it('the side navigation lists every page and Đăng xuất, the current one marked', async () => {
    sim.signIn('demo');
    renderPortal('/security');
    await screen.findByRole('heading', { level: 1, name: 'Bảo mật và đăng nhập' });
    const nav = sideNav();
    for (const [name, href] of navEntries) {
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(within(nav).getByRole('link', { name: 'Bảo mật và đăng nhập' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Thông tin cá nhân' })).not.toHaveAttribute(
      'aria-current',
    );
    expect(within(nav).getByRole('button', { name: 'Đăng xuất' })).toBeVisible();
  });

  it.each([
    ['Lịch sử giao dịch', '/transactions', 'Danh sách giao dịch'],
    ['Giftcode', '/giftcode', 'Danh sách giftcode'],
  ] as const)('%s shows its widget under its title', async (name, path, table) => {
    sim.signIn('demo');
    renderPortal(path);
    expect(await screen.findByRole('heading', { level: 1, name })).toBeVisible();
    expect(await screen.findByRole('table', { name: table })).toBeVisible();
    expect(screen.getAllByRole('heading', { name })).toHaveLength(1);
    expect(document.title).toBe(`${name} · Cổng tài khoản Võ Lâm`);
  });

  it('/payment opens the card tab (Thẻ cào) under Nạp KP, with the balance strip; /recharge is Nạp game', async () => {
    sim.signIn('demo');
    const { user } = renderPortal('/payment');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nạp KP' })).toBeVisible();
    expect(await screen.findByRole('heading', { level: 2, name: 'Thẻ cào' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Thẻ cào · Nạp KP · Cổng tài khoản Võ Lâm'));
    expect(screen.queryByRole('heading', { name: 'Nạp thẻ' })).not.toBeInTheDocument();
    // the side navigation keeps the spec's name
    expect(within(sideNav()).getByRole('link', { name: 'Nạp thẻ' })).toHaveAttribute(
      'href',
      '/payment',
    );
    expect(await screen.findByRole('radiogroup', { name: 'Loại thẻ' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Số dư hiện tại' })).toHaveTextContent('1.500 KP');
    await user.click(within(sideNav()).getByRole('link', { name: 'Nạp game' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Nạp game' })).toBeVisible();
    // the title is set in an effect after the page commits
    await waitFor(() => expect(document.title).toBe('Nạp game · Cổng tài khoản Võ Lâm'));
  });

  it('the header links to the home site, Giftcode, the news in a new tab and Hỗ trợ', async () => {
    sim.signIn('demo');
    renderPortal('/');
    const banner = await screen.findByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Cổng tài khoản Võ Lâm' })).toHaveAttribute(
      'href',
      '/',
    );
    const links = within(banner).getByRole('navigation', { name: 'Liên kết nhanh' });
    expect(within(links).getByRole('link', { name: 'Giftcode' })).toHaveAttribute(
      'href',
      '/giftcode',
    );
    const news = within(links).getByRole('link', { name: /^Tin tức/ });
    expect(news).toHaveAttribute('target', '_blank');
    expect(news).toHaveAttribute('rel', 'noopener noreferrer');
    expect(news).toHaveAccessibleName('Tin tức (mở trong tab mới)');
    expect(within(links).getByRole('link', { name: 'Hỗ trợ' })).toHaveAttribute('href', '/support');
  });

  it('the user menu opens by keyboard, moves with the arrows, closes on Escape', async () => {
    sim.signIn('demo');
    const { user } = renderPortal('/');
    const trigger = await screen.findByRole('button', { name: 'Xin chào, demo' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    trigger.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const items = [...menu.querySelectorAll<HTMLElement>('[role^="menuitem"]')];
    expect(items.map((item) => item.textContent)).toEqual([
      'Tải game (mở trong tab mới)',
      'Quản lý tài khoản',
      'Số dư: 1.500 KP Nạp thêm',
      'Tối',
      'Sáng',
      'Theo hệ thống',
      'Đăng xuất',
    ]);
    expect(within(menu).getByRole('menuitemradio', { name: 'Tối' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await waitFor(() => expect(items[0]).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(items[1]).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(items[6]).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  it("the user menu shows the balance from the page's one read of /api/me, and leads to the top-up", async () => {
    const reads = recordRequests(sim, { method: 'GET', path: '/api/me' });
    sim.signIn('demo');
    const { user, location } = renderPortal('/security');
    await user.click(await screen.findByRole('button', { name: 'Xin chào, demo' }));
    const balance = await screen.findByRole('menuitem', { name: /^Số dư: 1\.500 KP/ });
    expect(balance).toHaveAccessibleName('Số dư: 1.500 KP Nạp thêm');
    expect(reads.requests).toHaveLength(1);
    await user.click(balance);
    await waitFor(() => expect(location().pathname).toBe('/payment/card'));
  });

  it('the user menu switches the colour mode and logs out', async () => {
    sim.signIn('demo');
    const { user, location } = renderPortal('/');
    await user.click(await screen.findByRole('button', { name: 'Xin chào, demo' }));
    // the menu's code arrives after the click (UserMenu), which it then opens
    await user.click(await screen.findByRole('menuitemradio', { name: 'Sáng' }));
    expect(screen.getByRole('menuitemradio', { name: 'Sáng' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await user.click(screen.getByRole('menuitem', { name: 'Đăng xuất' }));
    await waitFor(() => expect(location().pathname).toBe('/login'));
  });

  it('a logout the server did not take leaves the player on the page, signed in, and says so once', async () => {
    sim.signIn('demo');
    const { user, location } = renderPortal('/security');
    await screen.findByRole('heading', { level: 1, name: 'Bảo mật và đăng nhập' });
    sim.server.use(
      http.post(
        `${simulatorURL}/logout`,
        () => HttpResponse.json({ message: 'Server Error' }, { status: 500 }),
        { once: true },
      ),
    );
    await user.click(within(sideNav()).getByRole('button', { name: 'Đăng xuất' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Chưa đăng xuất được, bạn vẫn đang đăng nhập');
    expect(alert).toHaveTextContent('Máy chủ đang gặp sự cố. Vui lòng thử lại sau.');
    // Focus moves to the message (which scrolls it into view).
    await waitFor(() => expect(document.activeElement).toContainElement(alert));
    expect(location().pathname).toBe('/security');
    expect(window.localStorage.getItem(loggedOutFlagKey)).toBeNull();
    expect(screen.getByRole('button', { name: 'Xin chào, demo' })).toBeVisible();
    expect(within(sideNav()).getByRole('button', { name: 'Đăng xuất' })).not.toHaveAttribute(
      'aria-disabled',
    );
    // The next page forgets it.
    await user.click(within(sideNav()).getByRole('link', { name: 'Thông tin cá nhân' }));
    await screen.findByRole('heading', { level: 1, name: 'Thông tin cá nhân' });
    expect(screen.queryByText('Chưa đăng xuất được, bạn vẫn đang đăng nhập')).toBeNull();
    // Again, from the user menu this time: the server takes it.
    await user.click(screen.getByRole('button', { name: 'Xin chào, demo' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Đăng xuất' }));
    await waitFor(() => expect(location().pathname).toBe('/login'));
  });

  it('a logout whose answer was lost after the session ended counts as done', async () => {
    sim.signIn('demo');
    const { user, location } = renderPortal('/security');
    await screen.findByRole('heading', { level: 1, name: 'Bảo mật và đăng nhập' });
    sim.loseAnswerOf('post', '/logout');
    await user.click(within(sideNav()).getByRole('button', { name: 'Đăng xuất' }));
    await waitFor(() => expect(location().pathname).toBe('/login'));
    expect(screen.queryByText('Chưa đăng xuất được, bạn vẫn đang đăng nhập')).toBeNull();
  });

  it('the user menu closes on a click outside', async () => {
    sim.signIn('demo');
    const { user } = renderPortal('/');
    await user.click(await screen.findByRole('button', { name: 'Xin chào, demo' }));
    expect(await screen.findByRole('menu')).toBeVisible();
    await user.click(screen.getByRole('heading', { level: 1 }));
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('the navigation toggle opens the drawer; Escape closes it and focuses the toggle', async () => {
    sim.signIn('demo');
    const { user } = renderPortal('/');
    const toggle = await screen.findByRole('button', { name: 'Danh mục tài khoản' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // the toggle is in the header's one row on a phone; the drawer holds the header's links too
    expect(screen.getByRole('banner')).toContainElement(toggle);
    const drawer = document.getElementById(toggle.getAttribute('aria-controls')!);
    expect(drawer).toContainElement(within(sideNav()).getByRole('link', { name: 'Nạp thẻ' }));
    const quickLinks = within(drawer!).getByRole('list', { name: 'Liên kết nhanh' });
    expect(within(quickLinks).getByRole('link', { name: 'Hỗ trợ' })).toHaveAttribute(
      'href',
      '/support',
    );
    expect(within(quickLinks).getByRole('link', { name: /^Tin tức/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // the drawer is far from the toggle in the page's order: focus goes into it
    expect(within(sideNav()).getByRole('link', { name: 'Thông tin cá nhân' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    await user.click(toggle);
    await user.click(screen.getByRole('heading', { level: 1 }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('navigating closes the drawer and moves focus to the new page h1', async () => {
    sim.signIn('demo');
    const { user, location } = renderPortal('/');
    const toggle = await screen.findByRole('button', { name: 'Danh mục tài khoản' });
    await user.click(toggle);
    // Opened: focus is in the drawer (on its first link, a frame later) before the player picks a link.
    await waitFor(() => expect(sideNav()).toContainElement(document.activeElement as HTMLElement));
    await user.click(within(sideNav()).getByRole('link', { name: 'Bảo mật và đăng nhập' }));
    await waitFor(() => expect(location().pathname).toBe('/security'));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const heading = screen.getByRole('heading', { level: 1, name: 'Bảo mật và đăng nhập' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('a page that fails renders the fallback inside the shell, navigation still there', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Throws(): never {
      throw new TypeError('x is undefined');
    }
    sim.signIn('demo');
    renderPortal('/boom', { extraShellRoutes: [{ path: 'boom', element: <Throws /> }] });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Đã xảy ra lỗi, hãy thử tải lại trang.',
    );
    expect(within(sideNav()).getByRole('link', { name: 'Nạp game' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Xin chào, demo' })).toBeVisible();
  });

  it('after a page failed, navigating to another page shows that page', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Throws(): never {
      throw new TypeError('x is undefined');
    }
    sim.signIn('demo');
    const { user } = renderPortal('/boom', {
      extraShellRoutes: [{ path: 'boom', element: <Throws /> }],
    });
    await screen.findByRole('alert');
    await user.click(within(sideNav()).getByRole('link', { name: 'Bảo mật và đăng nhập' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bảo mật và đăng nhập' }),
    ).toBeVisible();
    expect(screen.queryByText('Đã xảy ra lỗi, hãy thử tải lại trang.')).not.toBeInTheDocument();
  });

  it('in the pseudo locale, the shell shows only catalogue texts', async () => {
    sim.signIn('newbie');
    renderPortal('/security', { locale: 'pseudo' });
    await screen.findAllByText(/Chưa đổi lần nào/);
    const banner = screen.getByRole('banner');
    const { offenders, seen } = textsNotFromTheCatalogue(banner.parentElement!);
    expect(seen).toBeGreaterThan(10);
    // the player's own data is not a text of ours
    expect(offenders.filter((text) => !/newbie|0987000004/.test(text))).toEqual([]);
  });
});

describe('/support', () => {
  it('given a visitor, shows in the public layout with the fan page and the colour mode', async () => {
    const { location, container } = renderPortal('/support');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hỗ trợ' })).toBeVisible();
    expect(location().pathname).toBe('/support');
    const fanPage = screen.getByRole('link', { name: /fanpage/ });
    expect(fanPage).toHaveAttribute('href', 'https://www.facebook.com/volam.example');
    expect(fanPage).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByRole('navigation', { name: 'Tài khoản' })).not.toBeInTheDocument();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('radio', { name: 'Theo hệ thống' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('given a logged-in player, shows inside the shell', async () => {
    sim.signIn('demo');
    renderPortal('/support');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hỗ trợ' })).toBeVisible();
    expect(sideNav()).toBeVisible();
  });
});

describe('focus after navigation', () => {
  it('after login it lands on the h1 of the page', async () => {
    const { user } = renderPortal('/login');
    await user.type(await screen.findByLabelText('Tên đăng nhập'), 'demo');
    await user.type(screen.getByLabelText('Mật khẩu'), 'Demo@2026');
    await user.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Thông tin cá nhân' });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('the first page load keeps the browser focus', async () => {
    renderPortal('/login');
    await screen.findByRole('heading', { level: 1 });
    await act(() => new Promise((resolve) => setTimeout(resolve, 30)));
    expect(document.body).toHaveFocus();
  });
});
