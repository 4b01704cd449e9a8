import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPortalClient } from '../../api';
import { expectNoAxeViolations } from '../../../test/axe';
import { textsNotFromTheCatalogue } from '../../../test/pseudoLocale';
import { renderWithPortal } from '../../../test/renderWithPortal';
import { setupSimulator, simulatorURL } from '../../../test/simulator';
import { recordRequests } from '../../../test/requests';
import { RechargePanel } from './RechargePanel';

const sim = setupSimulator();
afterEach(() => {
  sim.server.events.removeAllListeners();
  vi.restoreAllMocks();
});

const submit = () => screen.getByRole('button', { name: 'Nạp Kim Nguyên Bảo' });
const strip = () => screen.getByRole('region', { name: 'Số dư hiện tại' });
const dialog = () => screen.findByRole('dialog', { name: 'Xác nhận nạp Kim Nguyên Bảo' });
const confirmIn = async () => within(await dialog()).getByRole('button', { name: 'Xác nhận' });

/** 'Nạp', then 'Xác nhận' in the dialog it opens: one decision of the player. */
async function confirmRecharge(user: ReturnType<typeof renderWithPortal>['user']) {
  await user.click(submit());
  await user.click(await confirmIn());
}

describe('RechargePanel', () => {
  describe('given demo with 1.500 KP', () => {
    it('shows the balance, the active servers and the amounts: affordable ones with their need, others greyed', async () => {
      sim.signIn('demo');
      const { container } = renderWithPortal(<RechargePanel />);
      expect(screen.getByRole('status')).toHaveTextContent('Đang tải dữ liệu nạp game...');
      const server = await screen.findByLabelText('Máy chủ');
      expect(strip()).toHaveTextContent('1.500 KP');
      expect(
        Array.from(server.querySelectorAll('option')).map((option) => option.textContent),
      ).toEqual([
        '-- Chọn máy chủ --',
        'Máy chủ Thiên Long',
        'Máy chủ Bạch Hổ',
        'Máy chủ Huyền Vũ',
      ]);
      expect(
        screen.getByRole('radio', { name: /^1\.030 Kim Nguyên Bảo\s*Cần 1\.000 KP$/ }),
      ).toBeEnabled();
      expect(
        screen.getByRole('radio', {
          name: /^2\.080 Kim Nguyên Bảo\s*Số dư chưa đủ \(cần 2\.000 KP\)$/,
        }),
      ).toBeDisabled();
      expect(screen.getByText(/đăng nhập lại nhân vật/)).toBeVisible();
      expect(submit()).toBeDisabled();
      await expectNoAxeViolations(container);
    });

    it('recharges with numbers, says how many coins arrived and refetches the balance', async () => {
      sim.signIn('demo');
      const recharges = recordRequests(sim, { method: 'POST', path: '/api/recharge/game' });
      const { user } = renderWithPortal(<RechargePanel />);
      await user.selectOptions(await screen.findByLabelText('Máy chủ'), 'Máy chủ Bạch Hổ');
      expect(submit()).toBeDisabled();
      await user.click(screen.getByRole('radio', { name: /^510 Kim Nguyên Bảo/ }));
      expect(submit()).toBeEnabled();
      await user.dblClick(submit());
      await user.dblClick(await confirmIn());
      expect(
        await screen.findByText('Đã nạp 510 Kim Nguyên Bảo vào Máy chủ Bạch Hổ.'),
      ).toBeVisible();
      await waitFor(() => expect(strip()).toHaveTextContent('1.000 KP'));
      expect(await Promise.all(recharges.bodies())).toEqual([{ creditAmount: 500, zoneId: 2 }]);
      await user.click(screen.getByRole('radio', { name: /^100 Kim Nguyên Bảo/ }));
      expect(screen.queryByText(/Đã nạp 510/)).toBeNull();
    });

    it('shows an error that carries an errorCode as an error', async () => {
      sim.signIn('demo');
      sim.server.use(
        http.post(`${simulatorURL}/api/recharge/game`, () =>
          HttpResponse.json(
            { message: 'Máy chủ đang bảo trì', errorCode: 'zone_closed' },
            { status: 422 },
          ),
        ),
      );
      const { user } = renderWithPortal(<RechargePanel />);
      await user.selectOptions(await screen.findByLabelText('Máy chủ'), 'Máy chủ Thiên Long');
      await user.click(screen.getByRole('radio', { name: /^100 Kim Nguyên Bảo/ }));
      await confirmRecharge(user);
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Máy chủ đang bảo trì');
      expect(alert.className).toMatch(/error/);
    });

    it("shows the server's own words for a refusal on the server field, not the generic invalid-data text", async () => {
      sim.signIn('demo');
      // the chosen server is gone by the time the recharge arrives: the simulator refuses it on zoneId
      sim.server.use(
        http.post(
          `${simulatorURL}/api/recharge/game`,
          async ({ request }) => {
            const body = (await request.json()) as Record<string, unknown>;
            return sim.exchange(
              new Request(request.url, {
                method: 'POST',
                headers: request.headers,
                body: JSON.stringify({ ...body, zoneId: 99 }),
              }),
            );
          },
          { once: true },
        ),
      );
      const { user } = renderWithPortal(<RechargePanel />);
      await user.selectOptions(await screen.findByLabelText('Máy chủ'), 'Máy chủ Thiên Long');
      await user.click(screen.getByRole('radio', { name: /^100 Kim Nguyên Bảo/ }));
      await confirmRecharge(user);
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Máy chủ không tồn tại');
      expect(alert).not.toHaveTextContent('Thông tin chưa hợp lệ');
    });
  });

  describe('the confirmation before any KP is spent', () => {
    async function chooseBachHo510(user: ReturnType<typeof renderWithPortal>['user']) {
      await user.selectOptions(await screen.findByLabelText('Máy chủ'), 'Máy chủ Bạch Hổ');
      await user.click(screen.getByRole('radio', { name: /^510 Kim Nguyên Bảo/ }));
    }

    it('names the server, the KP spent, the coins received and the balance after, focused on itself', async () => {
      sim.signIn('demo');
      const recharges = recordRequests(sim, { method: 'POST', path: '/api/recharge/game' });
      const { user } = renderWithPortal(<RechargePanel />);
      await chooseBachHo510(user);
      await user.click(submit());
      const asked = await dialog();
      expect(asked).toHaveAccessibleDescription(
        'Số KP dưới đây sẽ bị trừ ngay khi bạn bấm Xác nhận.',
      );
      const line = (label: string) => within(asked).getByText(label).nextElementSibling;
      expect(line('Máy chủ')).toHaveTextContent('Máy chủ Bạch Hổ');
      expect(line('KP sử dụng')).toHaveTextContent('500 KP');
      expect(line('Nhận được')).toHaveTextContent('510 Kim Nguyên Bảo');
      expect(line('Số dư sau khi nạp')).toHaveTextContent('1.000 KP');
      // Not 'Xác nhận': a key repeat or a tap that opened the dialog must not press it.
      await waitFor(() => expect(asked).toHaveFocus());
      await expectNoAxeViolations(asked);
      expect(recharges.requests).toHaveLength(0);
    });

    it('Hủy sends nothing and keeps the choice; Xác nhận then sends it once', async () => {
      sim.signIn('demo');
      const recharges = recordRequests(sim, { method: 'POST', path: '/api/recharge/game' });
      const { user } = renderWithPortal(<RechargePanel />);
      await chooseBachHo510(user);
      await user.click(submit());
      await user.click(within(await dialog()).getByRole('button', { name: 'Hủy' }));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(screen.getByLabelText('Máy chủ')).toHaveValue('2');
      expect(screen.getByRole('radio', { name: /^510 Kim Nguyên Bảo/ })).toBeChecked();
      expect(strip()).toHaveTextContent('1.500 KP');
      expect(recharges.requests).toHaveLength(0);
      await user.click(submit());
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(recharges.requests).toHaveLength(0);
      await confirmRecharge(user);
      expect(await screen.findByText(/^Đã nạp 510 Kim Nguyên Bảo/)).toBeVisible();
      expect(recharges.requests).toHaveLength(1);
    });

    it("makes the decision's idempotency key when Xác nhận is pressed, never as the dialog opens", async () => {
      sim.signIn('demo');
      const keys = vi.spyOn(crypto, 'randomUUID');
      const recharges = recordRequests(sim, { method: 'POST', path: '/api/recharge/game' });
      const { user } = renderWithPortal(<RechargePanel />);
      await chooseBachHo510(user);
      await user.click(submit());
      await user.click(within(await dialog()).getByRole('button', { name: 'Hủy' }));
      await user.click(submit());
      await dialog();
      expect(keys).not.toHaveBeenCalled();
      await user.click(await confirmIn());
      await waitFor(() => expect(recharges.requests).toHaveLength(1));
      expect(keys).toHaveBeenCalledTimes(1);
      expect(recharges.requests[0]?.headers.get('Idempotency-Key')).toBe(
        keys.mock.results[0]?.value,
      );
    });

    it('brings the outcome into view and focus once the dialog has closed', async () => {
      sim.signIn('demo');
      // jsdom lays nothing out and has no scrollIntoView: the call is what can be seen here.
      const scrolled = vi.fn();
      Element.prototype.scrollIntoView = scrolled;
      try {
        const { user } = renderWithPortal(<RechargePanel />);
        await chooseBachHo510(user);
        await confirmRecharge(user);
        const done = await screen.findByText(/^Đã nạp 510 Kim Nguyên Bảo/);
        const area = done.closest('[role="status"]');
        await waitFor(() => expect(area).toHaveFocus());
        expect(screen.queryByRole('dialog')).toBeNull();
        expect(scrolled.mock.contexts).toContain(area);
      } finally {
        delete (Element.prototype as Partial<Element>).scrollIntoView;
      }
    });
  });

  describe('a recharge is one decision of the player', () => {
    async function chooseThienLong100(user: ReturnType<typeof renderWithPortal>['user']) {
      await user.selectOptions(await screen.findByLabelText('Máy chủ'), 'Máy chủ Thiên Long');
      await user.click(screen.getByRole('radio', { name: /^100 Kim Nguyên Bảo/ }));
    }

    it('sends once for a held Enter, and not again until an amount is chosen again', async () => {
      sim.signIn('demo');
      const recharges = recordRequests(sim, { method: 'POST', path: '/api/recharge/game' });
      const { user } = renderWithPortal(<RechargePanel />);
      await chooseThienLong100(user);
      submit().focus();
      // The Enter held on 'Nạp' opens the dialog, which takes focus itself: its repeats confirm nothing.
      await user.keyboard('{Enter>25/}');
      const asked = await dialog();
      await waitFor(() => expect(asked).toHaveFocus());
      await user.keyboard('{Enter>10/}');
      expect(recharges.requests).toHaveLength(0);
      (await confirmIn()).focus();
      await user.keyboard('{Enter>25/}');
      expect(await screen.findByText(/^Đã nạp 100 Kim Nguyên Bảo/)).toBeVisible();
      await user.keyboard('{Enter>10/}');
      await user.click(submit());
      expect(recharges.requests).toHaveLength(1);
      expect(screen.getByRole('radio', { name: /^100 Kim Nguyên Bảo/ })).not.toBeChecked();
      expect(submit()).toBeDisabled();
      await user.click(screen.getByRole('radio', { name: /^100 Kim Nguyên Bảo/ }));
      await confirmRecharge(user);
      await waitFor(() => expect(recharges.requests).toHaveLength(2));
    });

    it('after a lost answer, finds the recharge the server did in the balance and never sends it again', async () => {
      sim.signIn('demo');
      const recharges = recordRequests(sim, { method: 'POST', path: '/api/recharge/game' });
      const onError = vi.fn();
      // The client gives up at 500 ms; the server recharges at 800 ms; the balance is read at 1, 2.5 and 5 s.
      const client = createPortalClient({ baseURL: simulatorURL, timeoutMs: 500 });
      const { user } = renderWithPortal(<RechargePanel />, { client, onError });
      await chooseThienLong100(user);
      await fetch(`${simulatorURL}/__sim/faults`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ method: 'POST', path: '/api/recharge/game', delayMs: 800 }),
      });
      await confirmRecharge(user);
      expect(await screen.findByText(/Đang kiểm tra số dư và Lịch sử giao dịch/)).toBeVisible();
      await user.click(screen.getByRole('button', { name: 'Đang kiểm tra...' }));
      expect(
        await screen.findByText(/^Đã nạp 100 Kim Nguyên Bảo/, {}, { timeout: 8000 }),
      ).toBeVisible();
      await waitFor(() => expect(strip()).toHaveTextContent('1.400 KP'));
      await user.click(submit());
      await user.keyboard('{Enter}');
      expect(recharges.requests).toHaveLength(1);
      expect(onError).toHaveBeenCalledWith(
        expect.objectContaining({ kind: 'outcomeUnknown' }),
        'submit',
      );
    }, 15_000);

    it('after a lost answer the server never did, says it is still unknown, invites no fresh send, and sends the same decision with its key', async () => {
      sim.signIn('demo');
      const recharges = recordRequests(sim, { method: 'POST', path: '/api/recharge/game' });
      const { user } = renderWithPortal(<RechargePanel />, {
        timing: { outcomeCheckMs: [10, 10, 10] },
      });
      await chooseThienLong100(user);
      sim.server.use(
        http.post(`${simulatorURL}/api/recharge/game`, () => HttpResponse.error(), { once: true }),
      );
      await confirmRecharge(user);
      const unknown = await screen.findByRole('alert', {}, { timeout: 8000 });
      expect(unknown).toHaveTextContent('Chưa rõ yêu cầu nạp đã được thực hiện hay chưa');
      expect(unknown).toHaveTextContent('không bị trừ KP hai lần');
      expect(strip()).toHaveTextContent('1.500 KP');
      // Not a fresh send: 'Nạp' stays inert, whatever the player picks meanwhile.
      expect(submit()).toBeDisabled();
      await user.click(screen.getByRole('radio', { name: /^200 Kim Nguyên Bảo/ }));
      expect(submit()).toBeDisabled();
      await user.click(submit());
      expect(recharges.requests).toHaveLength(1);
      await user.click(screen.getByRole('button', { name: 'Gửi lại yêu cầu này' }));
      expect(
        await screen.findByText(/^Đã nạp 100 Kim Nguyên Bảo/, {}, { timeout: 8000 }),
      ).toBeVisible();
      await waitFor(() => expect(strip()).toHaveTextContent('1.400 KP'));
      const [first, resent] = recharges.requests;
      expect(recharges.requests).toHaveLength(2);
      expect(first?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
      expect(resent?.headers.get('Idempotency-Key')).toBe(first?.headers.get('Idempotency-Key'));
      expect(await Promise.all(recharges.bodies())).toEqual([
        { creditAmount: 100, zoneId: 1 },
        { creditAmount: 100, zoneId: 1 },
      ]);
    }, 15_000);

    it('looks a lost answer up against the balance read before the send, not a stale one on screen', async () => {
      sim.signIn('demo');
      const charges = () =>
        sim.simulator.transactions('demo').filter((row) => row.type === 'credit.pay').length;
      const chargesBefore = charges();
      const { user } = renderWithPortal(<RechargePanel />, {
        timing: { outcomeCheckMs: [10, 10, 10] },
        onError: () => {},
      });
      await chooseThienLong100(user);
      // The balance's refetch after the first recharge (the read after the one just before it) fails: the screen
      // keeps 1.500 KP, the server has 1.400.
      let reads = 0;
      sim.server.use(
        http.get(`${simulatorURL}/api/me`, () => {
          reads += 1;
          return reads === 2 ? HttpResponse.error() : undefined;
        }),
      );
      await confirmRecharge(user);
      expect(await screen.findByText(/^Đã nạp 100 Kim Nguyên Bảo/)).toBeVisible();
      expect(strip()).toHaveTextContent('1.500 KP');
      // The same recharge again, lost before the server acted: 1.400 KP then is no sign that it was done.
      await user.click(screen.getByRole('radio', { name: /^100 Kim Nguyên Bảo/ }));
      sim.server.use(
        http.post(`${simulatorURL}/api/recharge/game`, () => HttpResponse.error(), { once: true }),
      );
      await confirmRecharge(user);
      expect(await screen.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
        'Chưa rõ yêu cầu nạp đã được thực hiện hay chưa',
      );
      expect(screen.queryByText(/^Đã nạp/)).toBeNull();
      expect(charges()).toBe(chargesBefore + 1);
    }, 15_000);

    it('a recharge the server handles late, after the resend, is charged once: the key answers it', async () => {
      sim.signIn('demo');
      const charges = () =>
        sim.simulator.transactions('demo').filter((row) => row.type === 'credit.pay').length;
      const chargesBefore = charges();
      const recharges = recordRequests(sim, { method: 'POST', path: '/api/recharge/game' });
      const { user } = renderWithPortal(<RechargePanel />, {
        client: createPortalClient({ baseURL: simulatorURL, timeoutMs: 200 }),
        timing: { outcomeCheckMs: [10, 10, 10] },
      });
      await chooseThienLong100(user);
      const held = sim.holdRequestOf('post', '/api/recharge/game');
      await confirmRecharge(user);
      await screen.findByRole('button', { name: 'Gửi lại yêu cầu này' }, { timeout: 8000 });
      expect(submit()).toBeDisabled();
      await user.click(screen.getByRole('button', { name: 'Gửi lại yêu cầu này' }));
      expect(await screen.findByText(/^Đã nạp 100 Kim Nguyên Bảo/)).toBeVisible();
      await held.release();
      expect(recharges.requests).toHaveLength(2);
      expect(sim.simulator.user('demo')?.credit).toBe(1400);
      expect(charges()).toBe(chargesBefore + 1);
    }, 15_000);

    it('a broken answer to the resend says nothing is known yet: the first request may still be handled late', async () => {
      sim.signIn('demo');
      const charges = () =>
        sim.simulator.transactions('demo').filter((row) => row.type === 'credit.pay').length;
      const chargesBefore = charges();
      const recharges = recordRequests(sim, { method: 'POST', path: '/api/recharge/game' });
      const { user } = renderWithPortal(<RechargePanel />, {
        client: createPortalClient({ baseURL: simulatorURL, timeoutMs: 200 }),
        timing: { outcomeCheckMs: [10, 10, 10] },
      });
      await chooseThienLong100(user);
      const held = sim.holdRequestOf('post', '/api/recharge/game');
      await confirmRecharge(user);
      const resend = await screen.findByRole(
        'button',
        { name: 'Gửi lại yêu cầu này' },
        { timeout: 8000 },
      );
      // The resend meets a proxy's 502 page before the server; the first request is still held.
      sim.server.use(
        http.post(
          `${simulatorURL}/api/recharge/game`,
          () => new HttpResponse('<html><body>502 Bad Gateway</body></html>', { status: 502 }),
          { once: true },
        ),
      );
      await user.click(resend);
      await waitFor(() => expect(recharges.requests).toHaveLength(2));
      expect(
        await screen.findByRole('button', { name: 'Gửi lại yêu cầu này' }, { timeout: 8000 }),
      ).toBeVisible();
      expect(screen.queryByText(/^Yêu cầu nạp chưa được thực hiện/)).toBeNull();
      expect(submit()).toBeDisabled();
      // The server gets to the first request now: it was done, once, as the screen left open.
      await held.release();
      await user.click(screen.getByRole('button', { name: 'Gửi lại yêu cầu này' }));
      expect(await screen.findByText(/^Đã nạp 100 Kim Nguyên Bảo/)).toBeVisible();
      expect(charges()).toBe(chargesBefore + 1);
    }, 15_000);

    it('a new decision after a known outcome goes under a new key', async () => {
      sim.signIn('demo');
      const recharges = recordRequests(sim, { method: 'POST', path: '/api/recharge/game' });
      const { user } = renderWithPortal(<RechargePanel />);
      await chooseThienLong100(user);
      await confirmRecharge(user);
      expect(await screen.findByText(/^Đã nạp 100 Kim Nguyên Bảo/)).toBeVisible();
      await chooseThienLong100(user);
      await confirmRecharge(user);
      await waitFor(() => expect(strip()).toHaveTextContent('1.300 KP'));
      const [first, second] = recharges.requests.map((request) =>
        request.headers.get('Idempotency-Key'),
      );
      expect(first).toBeTruthy();
      expect(second).toBeTruthy();
      expect(second).not.toBe(first);
    });

    it('after a lost answer nothing could read, neither another amount nor another server sends until Kiểm tra lại has read', async () => {
      sim.signIn('demo');
      const recharges = recordRequests(sim, { method: 'POST', path: '/api/recharge/game' });
      const { user } = renderWithPortal(<RechargePanel />, {
        timing: { outcomeCheckMs: [10, 10, 10] },
      });
      await chooseThienLong100(user);
      // The server recharges, the answer is lost, and the history cannot be read while it is looked up.
      sim.loseAnswerOf('post', '/api/recharge/game');
      sim.server.use(
        http.get(`${simulatorURL}/api/transaction-history`, () => HttpResponse.error()),
      );
      await confirmRecharge(user);
      expect(await screen.findByText(/^Chưa kiểm tra được số dư/)).toBeVisible();
      await user.click(screen.getByRole('radio', { name: /^200 Kim Nguyên Bảo/ }));
      await user.selectOptions(screen.getByLabelText('Máy chủ'), 'Máy chủ Bạch Hổ');
      await user.click(screen.getByRole('radio', { name: /^100 Kim Nguyên Bảo/ }));
      expect(screen.getByText(/^Chưa kiểm tra được số dư/)).toBeVisible();
      expect(submit()).toBeDisabled();
      await user.click(submit());
      expect(recharges.requests).toHaveLength(1);
      sim.server.resetHandlers();
      await user.click(screen.getByRole('button', { name: 'Kiểm tra lại' }));
      expect(await screen.findByText(/^Đã nạp 100 Kim Nguyên Bảo/)).toBeVisible();
      expect(recharges.requests).toHaveLength(1);
    });

    it('after a recharge done, another server does not bring the last amount back: the next is chosen anew', async () => {
      sim.signIn('demo');
      const recharges = recordRequests(sim, { method: 'POST', path: '/api/recharge/game' });
      const { user } = renderWithPortal(<RechargePanel />);
      await user.selectOptions(await screen.findByLabelText('Máy chủ'), 'Máy chủ Thiên Long');
      await user.click(screen.getByRole('radio', { name: /^1\.030 Kim Nguyên Bảo/ }));
      await confirmRecharge(user);
      expect(await screen.findByText(/^Đã nạp 1\.030 Kim Nguyên Bảo/)).toBeVisible();
      await waitFor(() => expect(strip()).toHaveTextContent('500 KP'));
      await user.selectOptions(screen.getByLabelText('Máy chủ'), 'Máy chủ Bạch Hổ');
      expect(screen.getByRole('radio', { name: /^1\.030 Kim Nguyên Bảo/ })).not.toBeChecked();
      expect(screen.getByRole('radio', { name: /^1\.030 Kim Nguyên Bảo/ })).toBeDisabled();
      expect(submit()).toBeDisabled();
      await user.click(submit());
      expect(recharges.requests).toHaveLength(1);
    });

    it('after a broken answer from a server that had not done it, says so and lets the player send again', async () => {
      sim.signIn('demo');
      const recharges = recordRequests(sim, { method: 'POST', path: '/api/recharge/game' });
      const { user } = renderWithPortal(<RechargePanel />);
      await chooseThienLong100(user);
      sim.server.use(
        http.post(`${simulatorURL}/api/recharge/game`, () => HttpResponse.text('<html>'), {
          once: true,
        }),
      );
      await confirmRecharge(user);
      expect(
        await screen.findByText(/Yêu cầu nạp chưa được thực hiện/, {}, { timeout: 8000 }),
      ).toBeVisible();
      await confirmRecharge(user);
      expect(await screen.findByText(/^Đã nạp 100 Kim Nguyên Bảo/)).toBeVisible();
      expect(recharges.requests).toHaveLength(2);
    }, 15_000);

    it('reports a refused recharge to onError', async () => {
      sim.signIn('demo');
      const onError = vi.fn();
      sim.server.use(
        http.post(`${simulatorURL}/api/recharge/game`, () =>
          HttpResponse.json({ message: 'Máy chủ đang bảo trì' }, { status: 422 }),
        ),
      );
      const { user } = renderWithPortal(<RechargePanel />, { onError });
      await chooseThienLong100(user);
      await confirmRecharge(user);
      await screen.findByRole('alert');
      expect(onError).toHaveBeenCalledWith(expect.objectContaining({ statusCode: 422 }), 'submit');
    });
  });

  describe('given debtor with 0 KP', () => {
    it('greys every amount and keeps the button disabled', async () => {
      sim.signIn('debtor');
      renderWithPortal(<RechargePanel />);
      await screen.findByLabelText('Máy chủ');
      for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
      expect(screen.getByRole('radio', { name: /Số dư chưa đủ \(cần 100 KP\)/ })).toBeDisabled();
      expect(submit()).toBeDisabled();
      expect(strip()).toHaveTextContent('- 300 KP (còn nợ)');
    });
  });

  describe('when the zones or the recharge data are missing', () => {
    it('says the connection was interrupted, with a retry', async () => {
      sim.signIn('demo');
      sim.server.use(
        http.get(`${simulatorURL}/api/zones`, () => HttpResponse.text('oops', { status: 500 }), {
          once: true,
        }),
      );
      const { user, container } = renderWithPortal(<RechargePanel />);
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Kết nối đến máy chủ bị gián đoạn, xin thử lại sau',
      );
      await expectNoAxeViolations(container);
      await user.click(screen.getByRole('button', { name: 'Thử lại' }));
      expect(await screen.findByLabelText('Máy chủ')).toBeVisible();
    });
  });

  describe('when the first load meets a 419 (the CSRF token was refused)', () => {
    const refused = () => HttpResponse.json({ message: 'CSRF token mismatch.' }, { status: 419 });

    it('replays each refused query once with a fresh token and shows the form', async () => {
      sim.signIn('demo');
      let answered = 0;
      const twice = () => (answered++ < 2 ? refused() : undefined);
      sim.server.use(
        http.get(`${simulatorURL}/api/zones`, twice),
        http.get(`${simulatorURL}/api/recharge/game`, twice),
        http.get(`${simulatorURL}/api/account-zones`, twice),
      );
      renderWithPortal(<RechargePanel />);
      expect(await screen.findByLabelText('Máy chủ')).toBeVisible();
      expect(answered).toBeGreaterThanOrEqual(2);
    });

    it('offers Thử lại when the replay is refused too, which then loads the form', async () => {
      sim.signIn('demo');
      sim.server.use(http.get(`${simulatorURL}/api/zones`, refused, { once: true }));
      sim.server.use(http.get(`${simulatorURL}/api/zones`, refused, { once: true }));
      const { user, container } = renderWithPortal(<RechargePanel />);
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Kết nối đến máy chủ bị gián đoạn, xin thử lại sau',
      );
      await expectNoAxeViolations(container);
      await user.click(screen.getByRole('button', { name: 'Thử lại' }));
      expect(await screen.findByLabelText('Máy chủ')).toBeVisible();
    });
  });

  describe('when the server throttles (429 with Retry-After)', () => {
    const throttled = () =>
      HttpResponse.json(
        { message: 'Too Many Attempts.' },
        { status: 429, headers: { 'Retry-After': '2' } },
      );

    it('on the first load, holds Thử lại for the wait', async () => {
      sim.signIn('demo');
      sim.server.use(http.get(`${simulatorURL}/api/zones`, throttled, { once: true }));
      const { user } = renderWithPortal(<RechargePanel />);
      const held = await screen.findByRole('button', { name: 'Thử lại sau 2 giây' });
      expect(held).toHaveAttribute('aria-disabled', 'true');
      await waitFor(() => expect(held).toHaveAccessibleName('Thử lại'), { timeout: 3500 });
      await user.click(held);
      expect(await screen.findByLabelText('Máy chủ')).toBeVisible();
    });

    it('on a recharge, holds for the wait and leaves the outcome unknown: only the same decision goes again, with its key', async () => {
      // A 429 may come from in front of the API (a proxy's limit) after an earlier request with the key: nothing
      // says the recharge was not done, so no new decision is sent; the same one goes again once the wait is over.
      sim.signIn('demo');
      sim.server.use(http.post(`${simulatorURL}/api/recharge/game`, throttled, { once: true }));
      const recharges = recordRequests(sim, { method: 'POST', path: '/api/recharge/game' });
      const { user, container } = renderWithPortal(<RechargePanel />, {
        timing: { outcomeCheckMs: [10, 10, 10] },
      });
      await user.selectOptions(await screen.findByLabelText('Máy chủ'), 'Máy chủ Thiên Long');
      await user.click(screen.getByRole('radio', { name: /^100 Kim Nguyên Bảo/ }));
      await confirmRecharge(user);

      const unknown = await screen.findByRole('alert', {}, { timeout: 8000 });
      expect(unknown).toHaveTextContent('Chưa rõ yêu cầu nạp đã được thực hiện hay chưa');
      const held = screen.getByRole('button', { name: /^Thử lại sau \d giây$/ });
      await expectNoAxeViolations(container);
      await user.click(held);
      expect(screen.queryByRole('dialog')).toBeNull();
      // Another amount is a new decision: not while the last one's outcome is unknown.
      await user.click(screen.getByRole('radio', { name: /^510 Kim Nguyên Bảo/ }));
      await waitFor(() => expect(held).toHaveAccessibleName('Nạp Kim Nguyên Bảo'), {
        timeout: 3500,
      });
      expect(held).toBeDisabled();
      expect(recharges.requests).toHaveLength(1);

      await user.click(screen.getByRole('button', { name: 'Gửi lại yêu cầu này' }));
      expect(await screen.findByText(/^Đã nạp 100 Kim Nguyên Bảo/)).toBeVisible();
      expect(recharges.requests).toHaveLength(2);
      const [first, resent] = recharges.requests;
      expect(resent?.headers.get('Idempotency-Key')).toBe(first?.headers.get('Idempotency-Key'));
      expect(await resent?.json()).toEqual({ creditAmount: 100, zoneId: 1 });
    }, 15_000);
  });

  describe('given legacy, with a closed server', () => {
    it('shows the upgrade screen instead', async () => {
      sim.signIn('legacy');
      renderWithPortal(<RechargePanel />);
      expect(await screen.findByRole('heading', { name: 'Đã có phiên bản mới' })).toBeVisible();
      expect(screen.queryByRole('button', { name: 'Nạp Kim Nguyên Bảo' })).toBeNull();
    });
  });

  it('takes every text from the catalogue', async () => {
    sim.signIn('demo');
    const { container } = renderWithPortal(<RechargePanel />, { locale: 'pseudo' });
    await screen.findByRole('radiogroup');
    // Only the server's own names of its servers come from elsewhere.
    expect(textsNotFromTheCatalogue(container).offenders).toEqual(
      ['Máy chủ Thiên Long', 'Máy chủ Bạch Hổ', 'Máy chủ Huyền Vũ'].map(
        (name) => `text in <option>: ${JSON.stringify(name)}`,
      ),
    );
  });
});
