/**
 * Money once per decision outside our own model of the world (issue 40), judged by the simulator's ledger: a 5xx
 * that comes after the API acted, a page left while an outcome is unknown and shown again, and another player signed
 * in in this browser without a word to this page (a login on the game's homepage, another origin, the same cookie).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { createPortalClient } from '../../api';
import { openDecisions } from '../../provider';
import { renderWithPortal } from '../../../test/renderWithPortal';
import { setupSimulator, simulatorURL } from '../../../test/simulator';
import { recordRequests } from '../../../test/requests';
import { RechargePanel } from './RechargePanel';

const sim = setupSimulator();
afterEach(() => {
  sim.server.events.removeAllListeners();
  window.localStorage.clear();
});

const rechargePath = `${simulatorURL}/api/recharge/game`;
const fast = { outcomeCheckMs: [10, 10, 10] };
const charges = (username = 'demo') =>
  sim.simulator.transactions(username).filter((row) => row.type === 'credit.pay').length;
const creditOf = (username: string) => sim.simulator.user(username)?.credit;

/** A recharge page of its own (a tab, or the page loaded anew): its own provider and cache. */
function openPage(options: { timeoutMs?: number } = {}) {
  const page = renderWithPortal(<RechargePanel />, {
    timing: fast,
    ...(options.timeoutMs
      ? { client: createPortalClient({ baseURL: simulatorURL, ...options }) }
      : {}),
  });
  const view = within(page.container);
  return {
    ...page,
    view,
    submit: () => view.getByRole('button', { name: 'Nạp Kim Nguyên Bảo' }),
    /** 100 KP on Máy chủ Thiên Long, 'Nạp', then 'Xác nhận': one decision of the player. */
    async recharge100() {
      await page.user.selectOptions(await view.findByLabelText('Máy chủ'), 'Máy chủ Thiên Long');
      await page.user.click(view.getByRole('radio', { name: /^100 Kim Nguyên Bảo/ }));
      await page.user.click(view.getByRole('button', { name: 'Nạp Kim Nguyên Bảo' }));
      const dialog = await screen.findByRole('dialog', { name: 'Xác nhận nạp Kim Nguyên Bảo' });
      await page.user.click(within(dialog).getByRole('button', { name: 'Xác nhận' }));
    },
  };
}

/** The server does the recharge, then something answers `status` instead of its answer. */
function answerAfterActing(status: 500 | 502 | 504) {
  sim.server.use(
    http.post(
      rechargePath,
      async ({ request }) => {
        await sim.exchange(request);
        if (status === 502)
          return new HttpResponse('<html><body><h1>502 Bad Gateway</h1>nginx</body></html>', {
            status,
            headers: { 'content-type': 'text/html' },
          });
        return HttpResponse.json({ message: 'Server Error' }, { status });
      },
      { once: true },
    ),
  );
}

describe('a 5xx on a money write leaves its outcome unknown, on the first send too', () => {
  it.each([500, 502, 504] as const)(
    'a %i after the API acted: the look-up finds it done, and the player pressing on pays once',
    async (status) => {
      sim.signIn('demo');
      const before = charges();
      const recharges = recordRequests(sim, { method: 'POST', path: '/api/recharge/game' });
      const page = openPage();
      answerAfterActing(status);
      await page.recharge100();
      expect(await page.view.findByText(/^Đã nạp 100 Kim Nguyên Bảo/)).toBeVisible();
      expect(page.view.queryByText('Máy chủ đang gặp sự cố. Vui lòng thử lại sau.')).toBeNull();
      // Pressing on sends nothing: the decision is done, the next is a new choice.
      expect(page.submit()).toBeDisabled();
      await page.user.click(page.submit());
      expect(recharges.requests).toHaveLength(1);
      expect(charges()).toBe(before + 1);
      expect(creditOf('demo')).toBe(1400);
    },
  );

  it('a 502 before the API acted: not found, so only the same decision goes again, under its key', async () => {
    sim.signIn('demo');
    const before = charges();
    const recharges = recordRequests(sim, { method: 'POST', path: '/api/recharge/game' });
    sim.server.use(
      http.post(rechargePath, () => new HttpResponse('<html>502</html>', { status: 502 }), {
        once: true,
      }),
    );
    const page = openPage();
    await page.recharge100();
    const unknown = await page.view.findByRole('alert', {}, { timeout: 8000 });
    expect(unknown).toHaveTextContent('Chưa rõ yêu cầu nạp đã được thực hiện hay chưa');
    expect(page.submit()).toBeDisabled();
    await page.user.click(page.view.getByRole('button', { name: 'Gửi lại yêu cầu này' }));
    expect(await page.view.findByText(/^Đã nạp 100 Kim Nguyên Bảo/)).toBeVisible();
    const [first, resent] = recharges.requests;
    expect(resent?.headers.get('Idempotency-Key')).toBe(first?.headers.get('Idempotency-Key'));
    expect(charges()).toBe(before + 1);
  });
});

describe('a decision whose outcome is unknown outlives the page', () => {
  it('left and shown again (a reload: a new page over the same browser), it is still unknown and goes again only under its key', async () => {
    sim.signIn('demo');
    const before = charges();
    const recharges = recordRequests(sim, { method: 'POST', path: '/api/recharge/game' });
    const first = openPage({ timeoutMs: 200 });
    // The server handles the recharge late: the page gets no answer.
    const held = sim.holdRequestOf('post', '/api/recharge/game');
    await first.recharge100();
    await first.view.findByRole('button', { name: 'Gửi lại yêu cầu này' }, { timeout: 8000 });
    first.unmount();

    const again = openPage();
    const unknown = await again.view.findByRole('alert', {}, { timeout: 8000 });
    expect(unknown).toHaveTextContent('Chưa rõ yêu cầu nạp đã được thực hiện hay chưa');
    // Not a clean form: no new decision while this one is unknown, whatever the player picks.
    await again.user.selectOptions(again.view.getByLabelText('Máy chủ'), 'Máy chủ Thiên Long');
    await again.user.click(again.view.getByRole('radio', { name: /^100 Kim Nguyên Bảo/ }));
    expect(again.submit()).toBeDisabled();
    await again.user.click(again.view.getByRole('button', { name: 'Gửi lại yêu cầu này' }));
    expect(await again.view.findByText(/^Đã nạp 100 Kim Nguyên Bảo/)).toBeVisible();
    await held.release();

    const keys = recharges.requests.map((request) => request.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(1);
    expect(charges()).toBe(before + 1);
    expect(openDecisions.read('demo', 'RechargePanel')).toBeNull();
  });

  it('done late while the player was away, it is found done when the page is shown again', async () => {
    sim.signIn('demo');
    const before = charges();
    const first = openPage({ timeoutMs: 200 });
    const held = sim.holdRequestOf('post', '/api/recharge/game');
    await first.recharge100();
    await first.view.findByRole('button', { name: 'Gửi lại yêu cầu này' }, { timeout: 8000 });
    first.unmount();
    await held.release();

    const again = openPage();
    expect(await again.view.findByText(/^Đã nạp 100 Kim Nguyên Bảo/)).toBeVisible();
    expect(charges()).toBe(before + 1);
    expect(openDecisions.read('demo', 'RechargePanel')).toBeNull();
  });

  it('is kept for its account only: another player signed in in this browser never sees it', async () => {
    sim.signIn('demo');
    const first = openPage({ timeoutMs: 200 });
    sim.holdRequestOf('post', '/api/recharge/game');
    await first.recharge100();
    await first.view.findByRole('button', { name: 'Gửi lại yêu cầu này' }, { timeout: 8000 });
    first.unmount();
    expect(openDecisions.read('demo', 'RechargePanel')).not.toBeNull();
    expect(JSON.stringify(window.localStorage)).not.toMatch(/portal_session|XSRF/);

    sim.signIn('newbie');
    const other = openPage();
    await other.view.findByLabelText('Máy chủ');
    expect(other.view.queryByText(/Chưa rõ/)).toBeNull();
    expect(other.view.queryByRole('button', { name: 'Gửi lại yêu cầu này' })).toBeNull();
  });
});

describe('the payer is the player on screen', () => {
  it('another player signed in without a word to this page (the homepage’s element): nothing is sent, the page starts afresh and says so', async () => {
    sim.signIn('demo');
    const newbieBefore = creditOf('newbie');
    const recharges = recordRequests(sim, { method: 'POST', path: '/api/recharge/game' });
    const page = openPage();
    await page.view.findByText('1.500 KP');
    // The browser's session cookie is now newbie's: a login on another origin, no message to this one.
    sim.signIn('newbie');
    await page.recharge100();

    expect(
      await page.view.findByText(/^Một tài khoản khác vừa đăng nhập trên trình duyệt này/),
    ).toBeVisible();
    await waitFor(() => expect(page.view.getByLabelText('Máy chủ')).toHaveValue(''));
    expect(page.view.queryByText('1.500 KP')).toBeNull();
    expect(recharges.requests).toHaveLength(0);
    expect(creditOf('newbie')).toBe(newbieBefore);
    expect(creditOf('demo')).toBe(1500);
  });

  it('any read of the user that finds another player (the page shown again) starts the page afresh for them', async () => {
    sim.signIn('demo');
    const page = openPage();
    await page.user.selectOptions(await page.view.findByLabelText('Máy chủ'), 'Máy chủ Thiên Long');
    sim.signIn('newbie');
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    expect(
      await page.view.findByText(/^Một tài khoản khác vừa đăng nhập trên trình duyệt này/),
    ).toBeVisible();
    await waitFor(() => expect(page.view.getByLabelText('Máy chủ')).toHaveValue(''));
    expect(page.view.queryByText('1.500 KP')).toBeNull();
  });
});
