import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { setupSimulator, simulatorURL } from '../../test/simulator';
import { recordRequests } from '../../test/requests';
import { createPortalClient } from '../api';
import { PortalProvider } from '../provider';
import { defineElements, type PortalElementEvents } from './index';

const sim = setupSimulator();
const defaults = { apiUrl: simulatorURL, portalUrl: 'https://account.example.vn' };

/** Adds `html` to the page (React renders the elements in a later task). */
async function place(html: string): Promise<HTMLElement[]> {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  const elements = [...holder.children] as HTMLElement[];
  await act(async () => document.body.append(...elements));
  return elements;
}

/** The node inside an element's shadow root the widget renders into. */
function inside(host: HTMLElement): HTMLElement {
  const container = host.shadowRoot?.firstElementChild;
  if (!(container instanceof HTMLElement))
    throw new Error(`${host.localName} has no shadow content`);
  return container;
}

async function logIn(host: HTMLElement, username = 'demo', password = 'Demo@2026') {
  const user = userEvent.setup();
  const form = within(inside(host));
  // fireEvent: in jsdom, user-event's typing into a second field of a shadow root does not reach React.
  fireEvent.change(await form.findByLabelText(/Tên đăng nhập/), { target: { value: username } });
  fireEvent.change(form.getByLabelText('Mật khẩu', { selector: 'input' }), {
    target: { value: password },
  });
  await user.click(form.getByRole('button', { name: 'Đăng nhập' }));
}

afterEach(async () => {
  await act(async () => document.body.replaceChildren());
});

describe('defining the elements', () => {
  it('upgrades an element already on the page, one added later, and ignores a second call', async () => {
    const [early] = await place('<portal-login></portal-login>');
    expect(early?.shadowRoot).toBeNull();
    await act(async () => {
      defineElements(defaults);
    });
    expect(() => defineElements()).not.toThrow();
    expect(early?.shadowRoot?.mode).toBe('open');
    expect(await within(inside(early!)).findByRole('heading', { name: 'Đăng nhập' })).toBeVisible();

    const [late] = await place('<portal-topup></portal-topup>');
    expect(await within(inside(late!)).findByRole('heading', { name: 'Nạp KP' })).toBeVisible();
  });
});

describe('attributes', () => {
  beforeAll(() => defineElements(defaults));

  it("renders PortalProvider's root inside its shadow root", async () => {
    const provider = render(
      <PortalProvider client={createPortalClient({ baseURL: simulatorURL })}>
        {null}
      </PortalProvider>,
    );
    const providerRoot = provider.container.querySelector('[data-portal-root]')!;
    const [host] = await place('<portal-login colour-mode="light"></portal-login>');
    const elementRoot = await waitFor(() => {
      const root = inside(host!).querySelector('[data-portal-root]');
      expect(root).not.toBeNull();
      return root!;
    });
    expect(elementRoot).toHaveAttribute('lang', providerRoot.getAttribute('lang'));
    expect(elementRoot).toHaveAttribute('data-colour-mode', 'light');
    for (const name of providerRoot.classList) expect(elementRoot).toHaveClass(name);
    provider.unmount();
  });

  it('points register and recovery links at portal-url, or at the default portal', async () => {
    const [own, plain] = await place(
      '<portal-login portal-url="https://portal.test/"></portal-login><portal-login></portal-login>',
    );
    const form = within(inside(own!));
    expect(await form.findByRole('link', { name: 'Đăng ký' })).toHaveAttribute(
      'href',
      'https://portal.test/register',
    );
    expect(form.getByRole('link', { name: 'Quên mật khẩu?' })).toHaveAttribute(
      'href',
      'https://portal.test/recovery',
    );
    expect(await within(inside(plain!)).findByRole('link', { name: 'Đăng ký' })).toHaveAttribute(
      'href',
      'https://account.example.vn/register',
    );
  });

  it('is dark by default and follows colour-mode, also when it changes', async () => {
    const [dark, light] = await place(
      '<portal-login></portal-login><portal-login colour-mode="light"></portal-login>',
    );
    const root = (host: HTMLElement) => inside(host).querySelector('[data-portal-root]');
    await waitFor(() => expect(root(dark!)).toHaveAttribute('data-colour-mode', 'dark'));
    expect(root(light!)).toHaveAttribute('data-colour-mode', 'light');
    await act(async () => dark!.setAttribute('colour-mode', 'light'));
    expect(root(dark!)).toHaveAttribute('data-colour-mode', 'light');
  });

  it('offers the portal in a new tab, sending nothing, when api-url is not same-site with the page', async () => {
    const sent = recordRequests(sim);
    const [login, topup] = await place(
      '<portal-login api-url="https://api.other.example"></portal-login>' +
        '<portal-topup api-url="https://api.other.example"></portal-topup>',
    );
    for (const host of [login!, topup!]) {
      const notice = within(inside(host));
      expect(
        await notice.findByRole('heading', { name: 'Hãy đăng nhập trên cổng tài khoản' }),
      ).toBeVisible();
      const open = notice.getByRole('link', { name: 'Mở cổng tài khoản (tab mới)' });
      expect(open).toHaveAttribute('href', 'https://account.example.vn/login');
      expect(open).toHaveAttribute('target', '_blank');
      expect(notice.queryByLabelText(/Mật khẩu/)).toBeNull();
    }
    expect(sent.requests).toEqual([]);
  });
});

describe('one session for every element', () => {
  beforeAll(() => defineElements(defaults));

  it('logs in in one element, tells the page, and the other switches to the top-up at once', async () => {
    const [login, topup] = await place(
      '<portal-login></portal-login><portal-topup></portal-topup>',
    );
    const onLogin = vi.fn();
    document.addEventListener('portal:login', onLogin);
    const topupView = within(inside(topup!));
    expect(await topupView.findByText('Đăng nhập để nạp KP vào tài khoản của bạn.')).toBeVisible();
    await expectNoAxeViolations(inside(login!));
    await expectNoAxeViolations(inside(topup!));

    await logIn(login!);
    expect(
      await within(inside(login!)).findByRole('heading', { name: 'Xin chào, demo' }),
    ).toBeVisible();
    expect(within(inside(login!)).getByRole('link', { name: 'Quản lý tài khoản' })).toHaveAttribute(
      'href',
      'https://account.example.vn/',
    );
    expect(
      await topupView.findByRole('navigation', { name: 'Phương thức thanh toán' }),
    ).toBeVisible();
    expect(onLogin).toHaveBeenCalledTimes(1);
    const event = onLogin.mock.calls[0]?.[0] as CustomEvent<PortalElementEvents['portal:login']>;
    expect(event.detail).toEqual({ user: { username: 'demo', displayName: 'Nguyễn Văn An' } });
    expect(event.target).toBe(login);
    expect(event.bubbles && event.composed).toBe(true);
    document.removeEventListener('portal:login', onLogin);
    await expectNoAxeViolations(inside(login!));
  });

  it('logs out from one element and both show the logged-out state, with portal:logout', async () => {
    sim.signIn('demo');
    const [login, topup] = await place(
      '<portal-login></portal-login><portal-topup></portal-topup>',
    );
    const onLogout = vi.fn();
    login!.addEventListener('portal:logout', onLogout);
    const user = userEvent.setup();
    await user.click(await within(inside(login!)).findByRole('button', { name: 'Đăng xuất' }));
    expect(await within(inside(login!)).findByLabelText(/Mật khẩu/)).toBeVisible();
    expect(
      await within(inside(topup!)).findByText('Đăng nhập để nạp KP vào tài khoản của bạn.'),
    ).toBeVisible();
    expect(onLogout).toHaveBeenCalledTimes(1);
  });
  it('a logout the server did not take keeps the player signed in, says so, and sends no portal:logout', async () => {
    sim.signIn('demo');
    const [login] = await place('<portal-login></portal-login>');
    const onLogout = vi.fn();
    login!.addEventListener('portal:logout', onLogout);
    const user = userEvent.setup();
    const element = within(inside(login!));
    const button = await element.findByRole('button', { name: 'Đăng xuất' });
    // The logout's answer is lost, and so is the look-up that would tell whether the session ended.
    sim.server.use(
      http.post(`${simulatorURL}/logout`, () => HttpResponse.error(), { once: true }),
      http.get(`${simulatorURL}/api/me`, () => HttpResponse.error(), { once: true }),
    );
    await user.click(button);
    expect(await element.findByRole('alert')).toHaveTextContent(
      'Chưa đăng xuất được, bạn vẫn đang đăng nhập',
    );
    expect(element.getByRole('heading', { name: /demo/ })).toBeVisible();
    expect(onLogout).not.toHaveBeenCalled();
    await expectNoAxeViolations(inside(login!));
  });
});

describe('<portal-topup>', () => {
  beforeAll(() => defineElements(defaults));

  it('logged out, moves focus to the page’s <portal-login>', async () => {
    const [login, topup] = await place(
      '<portal-login></portal-login><portal-topup></portal-topup>',
    );
    const user = userEvent.setup();
    await within(inside(login!)).findByLabelText(/Tên đăng nhập/);
    await user.click(await within(inside(topup!)).findByRole('button', { name: 'Đăng nhập' }));
    expect(login!.shadowRoot?.activeElement).toBe(
      within(inside(login!)).getByLabelText(/Tên đăng nhập/),
    );
  });

  it('logged out with no <portal-login> on the page, logs in itself and fires portal:login on itself', async () => {
    const [topup] = await place('<portal-topup></portal-topup>');
    const onLogin = vi.fn();
    topup!.addEventListener('portal:login', onLogin);
    await logIn(topup!);
    expect(
      await within(inside(topup!)).findByRole('region', { name: 'Số dư hiện tại' }),
    ).toBeVisible();
    expect(onLogin).toHaveBeenCalledTimes(1);
  });

  it('fires portal:topup with the transaction when a card settles', async () => {
    sim.signIn('demo');
    const [topup] = await place('<portal-topup></portal-topup>');
    const onTopup = vi.fn();
    topup!.addEventListener('portal:topup', onTopup);
    const view = within(inside(topup!));
    const user = userEvent.setup();
    fireEvent.change(await view.findByLabelText('Số seri'), { target: { value: '10011122255' } });
    fireEvent.change(view.getByLabelText('Mã số thẻ'), { target: { value: '1234567890123' } });
    await user.selectOptions(view.getByLabelText('Mệnh giá'), '100.000đ');
    await user.click(view.getByRole('button', { name: 'Xác nhận' }));
    await waitFor(() => expect(onTopup).toHaveBeenCalledTimes(1), { timeout: 4000 });
    const event = onTopup.mock.calls[0]?.[0] as CustomEvent;
    expect(event.detail).toEqual({
      transactionId: expect.any(Number) as number,
      status: 'succeeded',
    });
    expect(event.composed).toBe(true);
    expect(screen.queryByText('Nạp thẻ thành công')).toBeNull(); // inside the shadow root only
  }, 10_000);
});
