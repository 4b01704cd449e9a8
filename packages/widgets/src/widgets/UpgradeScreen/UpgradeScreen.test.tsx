import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe';
import { renderWithPortal } from '../../../test/renderWithPortal';
import { http, HttpResponse } from 'msw';
import { setupSimulator, simulatorURL } from '../../../test/simulator';
import { recordRequests } from '../../../test/requests';
import { RechargePanel } from '../RechargePanel';

const sim = setupSimulator();
afterEach(() => sim.server.events.removeAllListeners());

describe('UpgradeScreen (legacy, with balances on a closed server)', () => {
  it('shows the old balances in display units and a server select; confirm waits for a server', async () => {
    sim.signIn('legacy');
    const { container } = renderWithPortal(<RechargePanel />);
    expect(await screen.findByRole('heading', { name: 'Đã có phiên bản mới' })).toBeVisible();
    const zone = screen.getByRole('heading', { name: /Phượng Hoàng/ }).parentElement!;
    expect(within(zone).getByText('Kim Nguyên Bảo').nextSibling).toHaveTextContent('1.250');
    expect(within(zone).getByText('Tiền đồng chờ quy đổi').nextSibling).toHaveTextContent('45');
    expect(within(zone).getByText('Điểm nạp tích lũy tháng 11').nextSibling).toHaveTextContent(
      '300',
    );
    expect(screen.getByRole('button', { name: 'Chuyển số dư' })).toBeDisabled();
    await expectNoAxeViolations(container);
  }, 15_000);

  it('asks in a dialog, naming the server and the balances; cancel sends nothing', async () => {
    sim.signIn('legacy');
    const { user } = renderWithPortal(<RechargePanel />);
    await user.selectOptions(
      await screen.findByLabelText('Máy chủ nhận số dư'),
      'Máy chủ Huyền Vũ',
    );
    await user.click(screen.getByRole('button', { name: 'Chuyển số dư' }));
    const dialog = await screen.findByRole('dialog', { name: 'Xác nhận chuyển số dư' });
    expect(dialog).toHaveAccessibleDescription(
      'Các số dư sau sẽ được chuyển sang Máy chủ Huyền Vũ:',
    );
    expect(within(dialog).getByText('Tiền đồng chờ quy đổi')).toBeVisible();
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await expectNoAxeViolations(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Hủy' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sim.simulator.user('legacy')).toBeTruthy();
  });

  it('moves the balances on confirm, then the screen ends once the zones are refetched', async () => {
    sim.signIn('legacy');
    const { user } = renderWithPortal(<RechargePanel />);
    await user.selectOptions(
      await screen.findByLabelText('Máy chủ nhận số dư'),
      'Máy chủ Huyền Vũ',
    );
    await user.click(screen.getByRole('button', { name: 'Chuyển số dư' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Xác nhận' }));
    expect(await screen.findByText(/Đã chuyển số dư sang máy chủ mới/)).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(
      () => expect(screen.getByRole('button', { name: 'Nạp Kim Nguyên Bảo' })).toBeVisible(),
      { timeout: 5000 },
    );
    expect(screen.queryByRole('heading', { name: 'Đã có phiên bản mới' })).toBeNull();
  });

  it("a move refused on the server field shows the server's own words, not the generic invalid-data text", async () => {
    sim.signIn('legacy');
    // another tab of the same player moved the balances a moment before: the simulator refuses this move on zoneId
    sim.server.use(
      http.post(
        `${simulatorURL}/api/account-zones`,
        async ({ request }) => {
          const body = await request.clone().text();
          const headers = new Headers(request.headers);
          headers.set('Idempotency-Key', 'the-other-tab');
          await sim.exchange(new Request(request.url, { method: 'POST', headers, body }));
          return sim.exchange(request);
        },
        { once: true },
      ),
    );
    const { user } = renderWithPortal(<RechargePanel />);
    await user.selectOptions(
      await screen.findByLabelText('Máy chủ nhận số dư'),
      'Máy chủ Huyền Vũ',
    );
    await user.click(screen.getByRole('button', { name: 'Chuyển số dư' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Xác nhận' }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Tài khoản không có số dư cũ cần chuyển');
    expect(alert).not.toHaveTextContent('Thông tin chưa hợp lệ');
  });

  it("after a lost answer, finds the move done in the player's zones and never sends it again; onError hears of it", async () => {
    sim.signIn('legacy');
    const posts = recordRequests(sim, { method: 'POST', path: '/api/account-zones' });
    const onError = vi.fn();
    const { user } = renderWithPortal(<RechargePanel />, { onError });
    await user.selectOptions(
      await screen.findByLabelText('Máy chủ nhận số dư'),
      'Máy chủ Huyền Vũ',
    );
    sim.loseAnswerOf('post', '/api/account-zones');
    await user.click(screen.getByRole('button', { name: 'Chuyển số dư' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Xác nhận' }),
    );
    expect(await screen.findByText(/Đang kiểm tra máy chủ của bạn/)).toBeVisible();
    expect(
      await screen.findByText(/Đã chuyển số dư sang máy chủ mới/, {}, { timeout: 5000 }),
    ).toBeVisible();
    expect(posts.requests).toHaveLength(1);
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'outcomeUnknown' }),
      'submit',
    );
  });

  it('after a lost answer the server never did, says so, offers no other move, and sends the same one again with its key', async () => {
    sim.signIn('legacy');
    const posts = recordRequests(sim, { method: 'POST', path: '/api/account-zones' });
    const { user } = renderWithPortal(<RechargePanel />, {
      timing: { outcomeCheckMs: [10, 10, 10] },
    });
    await user.selectOptions(
      await screen.findByLabelText('Máy chủ nhận số dư'),
      'Máy chủ Huyền Vũ',
    );
    sim.server.use(
      http.post(`${simulatorURL}/api/account-zones`, () => HttpResponse.error(), { once: true }),
    );
    await user.click(screen.getByRole('button', { name: 'Chuyển số dư' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Xác nhận' }),
    );
    expect(
      await screen.findByText(
        /Chưa rõ số dư đã được chuyển hay chưa, có thể máy chủ vẫn đang xử lý/,
      ),
    ).toBeVisible();
    await user.selectOptions(screen.getByLabelText('Máy chủ nhận số dư'), 'Máy chủ Bạch Hổ');
    expect(screen.getByRole('button', { name: 'Chuyển số dư' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Gửi lại yêu cầu này' }));
    expect(await screen.findByText(/^Đã chuyển số dư sang máy chủ mới/)).toBeVisible();
    expect(await Promise.all(posts.bodies())).toEqual([{ zoneId: 3 }, { zoneId: 3 }]);
    const [first, resent] = posts.requests.map((request) => request.headers.get('Idempotency-Key'));
    expect(first).toBeTruthy();
    expect(resent).toBe(first);
  });

  it('after a lost answer nothing could read, sends no other move, even to another server, until Kiểm tra lại has read', async () => {
    sim.signIn('legacy');
    const posts = recordRequests(sim, { method: 'POST', path: '/api/account-zones' });
    const { user } = renderWithPortal(<RechargePanel />, {
      timing: { outcomeCheckMs: [10, 10, 10] },
    });
    await user.selectOptions(
      await screen.findByLabelText('Máy chủ nhận số dư'),
      'Máy chủ Huyền Vũ',
    );
    // The server moves the balances, the answer is lost, and the zones cannot be read while it is looked up.
    sim.loseAnswerOf('post', '/api/account-zones');
    sim.server.use(http.get(`${simulatorURL}/api/account-zones`, () => HttpResponse.error()));
    await user.click(screen.getByRole('button', { name: 'Chuyển số dư' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Xác nhận' }),
    );
    expect(await screen.findByText(/Chưa rõ số dư đã được chuyển hay chưa/)).toBeVisible();
    // Once the look-ups have all failed: only 'Kiểm tra lại' moves on.
    const check = await screen.findByRole('button', { name: 'Kiểm tra lại' });
    await user.selectOptions(screen.getByLabelText('Máy chủ nhận số dư'), 'Máy chủ Bạch Hổ');
    expect(screen.getByText(/Chưa rõ số dư đã được chuyển hay chưa/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Chuyển số dư' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Chuyển số dư' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(posts.requests).toHaveLength(1);
    sim.server.resetHandlers();
    await user.click(check);
    expect(await screen.findByText(/Đã chuyển số dư sang máy chủ mới/)).toBeVisible();
    expect(posts.requests).toHaveLength(1);
  });

  it('after a 429, holds for the wait, leaves the move unknown, and sends only the same move again with its key', async () => {
    sim.signIn('legacy');
    sim.server.use(
      http.post(
        `${simulatorURL}/api/account-zones`,
        () =>
          HttpResponse.json(
            { message: 'Too Many Attempts.' },
            { status: 429, headers: { 'Retry-After': '2' } },
          ),
        { once: true },
      ),
    );
    const posts = recordRequests(sim, { method: 'POST', path: '/api/account-zones' });
    const { user, container } = renderWithPortal(<RechargePanel />, {
      timing: { outcomeCheckMs: [10, 10, 10] },
    });
    await user.selectOptions(
      await screen.findByLabelText('Máy chủ nhận số dư'),
      'Máy chủ Huyền Vũ',
    );
    await user.click(screen.getByRole('button', { name: 'Chuyển số dư' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Xác nhận' }),
    );
    expect(await screen.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      'Chưa rõ số dư đã được chuyển hay chưa',
    );
    const held = screen.getByRole('button', { name: /^Thử lại sau \d giây$/ });
    await expectNoAxeViolations(container);
    await user.click(held);
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(held).toHaveAccessibleName('Chuyển số dư'), { timeout: 3500 });
    expect(posts.requests).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Gửi lại yêu cầu này' }));
    await waitFor(() => expect(posts.requests).toHaveLength(2));
    const [first, resent] = posts.requests;
    expect(resent?.headers.get('Idempotency-Key')).toBe(first?.headers.get('Idempotency-Key'));
  }, 15_000);
});
