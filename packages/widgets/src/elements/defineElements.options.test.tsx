import { act, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { setupSimulator, simulatorURL } from '../../test/simulator';
import { isApiError } from '../api';
import { defineElements, type PortalElementEvents } from './index';

// A file of its own: the elements are defined once per page, here with every option a host can give.
const sim = setupSimulator();
const onError = vi.fn();

beforeAll(() =>
  defineElements({
    apiUrl: simulatorURL,
    portalUrl: 'https://account.example.vn',
    colourMode: 'light',
    messages: { 'embed.topup.title': 'Nạp KP ngay', 'auth.login.submit': 'Vào game' },
    onError,
  }),
);

afterEach(async () => {
  onError.mockReset();
  await act(async () => document.body.replaceChildren());
});

async function place(html: string): Promise<HTMLElement[]> {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  const elements = [...holder.children] as HTMLElement[];
  await act(async () => document.body.append(...elements));
  return elements;
}

function inside(host: HTMLElement): HTMLElement {
  const container = host.shadowRoot?.firstElementChild;
  if (!(container instanceof HTMLElement))
    throw new Error(`${host.localName} has no shadow content`);
  return container;
}

const rootOf = (host: HTMLElement) => inside(host).querySelector('[data-portal-root]');

describe("defineElements' options", () => {
  it('colourMode is the mode of an element without a colour-mode attribute', async () => {
    const [plain, dark] = await place(
      '<portal-login></portal-login><portal-login colour-mode="dark"></portal-login>',
    );
    await waitFor(() => expect(rootOf(plain!)).toHaveAttribute('data-colour-mode', 'light'));
    expect(rootOf(dark!)).toHaveAttribute('data-colour-mode', 'dark');
  });

  it('messages replace the texts of every element', async () => {
    const [login, topup] = await place(
      '<portal-login></portal-login><portal-topup></portal-topup>',
    );
    expect(
      await within(inside(topup!)).findByRole('heading', { name: 'Nạp KP ngay' }),
    ).toBeVisible();
    expect(await within(inside(login!)).findByRole('button', { name: 'Vào game' })).toBeVisible();
  });

  it('onError hears a logout the server did not take, with its stage', async () => {
    sim.signIn('demo');
    const [login] = await place('<portal-login></portal-login>');
    const element = within(inside(login!));
    const button = await element.findByRole('button', { name: 'Đăng xuất' });
    sim.server.use(
      http.post(`${simulatorURL}/logout`, () => HttpResponse.error(), { once: true }),
      http.get(`${simulatorURL}/api/me`, () => HttpResponse.error(), { once: true }),
    );
    await userEvent.setup().click(button);
    expect(await element.findByRole('alert')).toHaveTextContent('Chưa đăng xuất được');
    expect(onError).toHaveBeenCalledTimes(1);
    const [error, stage] = onError.mock.calls[0]!;
    expect(stage).toBe('submit');
    // The answer was lost, and the look-up could not tell: the server may or may not have ended the session.
    expect(isApiError(error) && error.kind).toBe('outcomeUnknown');
  });
});

describe('styling from the page', () => {
  it('names the key parts for ::part()', async () => {
    const [login] = await place('<portal-login></portal-login>');
    const shadow = login!.shadowRoot!;
    await within(inside(login!)).findByRole('button', { name: 'Vào game' });
    const parts = (name: string) => shadow.querySelectorAll(`[part~="${name}"]`).length;
    for (const name of ['root', 'card', 'heading', 'form', 'label', 'input', 'button'])
      expect(parts(name), name).toBeGreaterThan(0);
    expect(shadow.querySelector('[part~="button-primary"]')).toHaveTextContent('Vào game');
  });
});

describe('the events’ types', () => {
  it('type-check on an element (by tag too), the document and the window without a cast', () => {
    const host = document.createElement('portal-login');
    host.addEventListener('portal:login', (event) => {
      expectTypeOf(event.detail).toEqualTypeOf<PortalElementEvents['portal:login']>();
      expectTypeOf(event.detail.user.displayName).toEqualTypeOf<string>();
    });
    document.addEventListener('portal:topup', (event) => {
      expectTypeOf(event.detail.transactionId).toEqualTypeOf<number>();
    });
    window.addEventListener('portal:logout', (event) => {
      expectTypeOf(event.detail).toEqualTypeOf<null>();
    });
    document.querySelector('portal-topup')?.addEventListener('portal:topup', (event) => {
      expectTypeOf(event.detail.status).toEqualTypeOf<'succeeded' | 'failed' | 'cancelled'>();
    });
    expect(host.localName).toBe('portal-login');
  });
});
