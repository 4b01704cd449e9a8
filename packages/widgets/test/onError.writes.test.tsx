import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { useLogout } from '../src/provider';
import { GiftCodeList } from '../src/widgets/GiftCodeList';
import { LogoutButton, LogoutFailure, useLogoutAction } from '../src/widgets/LoginForm';
import { RechargePanel } from '../src/widgets/RechargePanel';
import { TopupPanel } from '../src/widgets/TopupPanel';
import { renderWithPortal } from './renderWithPortal';
import { setupSimulator, simulatorURL } from './simulator';

const sim = setupSimulator();

/** What the player reads of a refused write (a 422): the catalogue's words, never the server's. */
const refused = /Thông tin chưa hợp lệ/;

/** The next `POST path` is refused with a 422 and `message`. */
function refuse(path: string, message: string) {
  sim.server.use(
    http.post(`${simulatorURL}${path}`, () => HttpResponse.json({ message }, { status: 422 }), {
      once: true,
    }),
  );
}

/** PortalProvider documents that its onError receives every failed request and submit: the money writes included. */
describe("the host's onError (PortalProvider), for each write that spends or moves the player's money", () => {
  it('receives a failed card top-up', async () => {
    sim.signIn('demo');
    const onError = vi.fn();
    const { user } = renderWithPortal(<TopupPanel method="card" />, { onError });
    await user.type(await screen.findByLabelText('Số seri'), '10011122344');
    await user.type(screen.getByLabelText('Mã số thẻ'), '1234567890123');
    await user.selectOptions(screen.getByLabelText('Mệnh giá'), '100.000đ');
    refuse('/api/recharge/card', 'Thẻ không hợp lệ');
    await user.click(screen.getByRole('button', { name: 'Xác nhận' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refused);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ statusCode: 422 }), 'submit');
  });

  it('receives a failed recharge', async () => {
    sim.signIn('demo');
    const onError = vi.fn();
    const { user } = renderWithPortal(<RechargePanel />, { onError });
    await user.selectOptions(await screen.findByLabelText('Máy chủ'), 'Máy chủ Thiên Long');
    await user.click(screen.getByRole('radio', { name: /^100 Kim Nguyên Bảo/ }));
    refuse('/api/recharge/game', 'Máy chủ đang bảo trì');
    await user.click(screen.getByRole('button', { name: 'Nạp Kim Nguyên Bảo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Xác nhận nạp Kim Nguyên Bảo' });
    await user.click(within(dialog).getByRole('button', { name: 'Xác nhận' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refused);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ statusCode: 422 }), 'submit');
  });

  it('receives a failed gift claim', async () => {
    sim.signIn('demo');
    const onError = vi.fn();
    const { user } = renderWithPortal(<GiftCodeList />, { onError });
    const claim = await screen.findByRole('button', { name: /^Nhận key tự động/ });
    refuse('/api/giftpaysys/receive', 'Quà đã hết');
    await user.click(claim);
    expect(await screen.findByText(refused)).toBeVisible();
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ statusCode: 422 }), 'submit');
  });

  it('receives a failed account-zone assignment (the upgrade screen)', async () => {
    sim.signIn('legacy');
    const onError = vi.fn();
    const { user } = renderWithPortal(<RechargePanel />, { onError });
    await user.selectOptions(
      await screen.findByLabelText('Máy chủ nhận số dư'),
      'Máy chủ Huyền Vũ',
    );
    refuse('/api/account-zones', 'Máy chủ đang bảo trì');
    await user.click(screen.getByRole('button', { name: 'Chuyển số dư' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Xác nhận' }),
    );
    expect(await screen.findByText(refused)).toBeVisible();
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ statusCode: 422 }), 'submit');
  });
});

/** A 'Đăng xuất' of a host's own, on the raw hook: it shows nothing itself; the rejection is the caller's. */
function RawLogout({ onRejected }: { onRejected: (error: unknown) => void }) {
  const logout = useLogout();
  return (
    <button type="button" onClick={() => logout().catch(onRejected)}>
      Đăng xuất
    </button>
  );
}

/** A logout whose answer is lost, with the look-up that would tell whether the session ended. */
function loseLogout() {
  sim.server.use(
    http.post(`${simulatorURL}/logout`, () => HttpResponse.error(), { once: true }),
    http.get(`${simulatorURL}/api/me`, () => HttpResponse.error(), { once: true }),
  );
}

describe("the host's onError, for a logout the server did not take", () => {
  it('receives it from useLogout, which still rejects for the caller to show', async () => {
    sim.signIn('demo');
    const onError = vi.fn();
    const onRejected = vi.fn();
    const { user } = renderWithPortal(<RawLogout onRejected={onRejected} />, { onError });
    loseLogout();
    await user.click(screen.getByRole('button', { name: 'Đăng xuất' }));
    await waitFor(() => expect(onRejected).toHaveBeenCalledTimes(1));
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(onRejected.mock.calls[0]![0], 'submit');
  });

  it('receives it once from useLogoutAction, which shows it (LogoutFailure)', async () => {
    sim.signIn('demo');
    const onError = vi.fn();
    function Logout() {
      const logout = useLogoutAction();
      return (
        <>
          <LogoutButton logout={logout}>Đăng xuất</LogoutButton>
          {logout.error !== undefined && <LogoutFailure error={logout.error} />}
        </>
      );
    }
    const { user } = renderWithPortal(<Logout />, { onError });
    loseLogout();
    await user.click(screen.getByRole('button', { name: 'Đăng xuất' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Chưa đăng xuất được');
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'outcomeUnknown' }),
      'submit',
    );
  });
});
