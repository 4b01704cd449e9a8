import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithPortal } from '../../../test/renderWithPortal';
import { setupSimulator, simCall } from '../../../test/simulator';
import { useUser } from '../../provider';
import { openModal, saveIn } from '../AccountModals/testKit';
import { GiftCodeList } from '../GiftCodeList';
import { PersonalInfo } from '../PersonalInfo';
import { RechargePanel } from '../RechargePanel';
import { TopupPanel } from '../TopupPanel';
import { SessionRenewalDialog } from './SessionRenewalDialog';

const sim = setupSimulator();
// a session ended, a login in a dialog and a page loaded again: slower than one form on a loaded machine

const passwords: Record<string, string> = {
  demo: 'Demo@2026',
  legacy: 'Legacy@2026',
  newbie: 'Newbie@2026',
};

/**
 * What the portal's shell holds: the page while someone is signed in, and the renewal dialog; 'Tải lại' asks who
 * is there again, as a focus of the page would.
 */
function Shell({ children }: { children: ReactNode }) {
  const user = useUser();
  if (user.status !== 'signedIn') return <p>{`gate: ${user.status}`}</p>;
  return (
    <>
      <p>{`signed in: ${user.user.username}`}</p>
      {children}
      <button type="button" onClick={() => void user.reload()}>
        Tải lại
      </button>
      <SessionRenewalDialog />
    </>
  );
}

/** The session of `from` ends under the page (`ask` makes the page find out); `to` logs in over it. */
async function anotherPlayerLogsIn(
  user: UserEvent,
  { from, to, ask }: { from: string; to: string; ask?: () => Promise<void> },
) {
  await simCall('sessions/expire', { username: from });
  await (ask ?? (() => user.click(screen.getByRole('button', { name: 'Tải lại' }))))();
  const dialog = await screen.findByRole('dialog', { name: 'Phiên đăng nhập đã kết thúc' });
  await user.type(within(dialog).getByLabelText('Tên đăng nhập'), to);
  await user.type(within(dialog).getByLabelText('Mật khẩu', { exact: true }), passwords[to]!);
  await user.click(within(dialog).getByRole('button', { name: /^Đăng nhập$/ }));
  await waitFor(() =>
    expect(screen.queryByRole('dialog', { name: 'Phiên đăng nhập đã kết thúc' })).toBeNull(),
  );
  expect(await screen.findByText(`signed in: ${to}`)).toBeVisible();
}

describe('SessionRenewalDialog: another player logging in over the page', () => {
  it("clears the recharge's server and amount, so a press cannot spend the new player's KP", async () => {
    sim.signIn('demo');
    // the new player can afford the same amount, so a kept choice would be sendable
    await simCall('transfer', { username: 'newbie', method: 'momo', amount: 100_000 });
    const { user } = renderWithPortal(
      <Shell>
        <RechargePanel />
      </Shell>,
    );
    await user.selectOptions(await screen.findByLabelText('Máy chủ'), 'Máy chủ Bạch Hổ');
    await user.click(screen.getByRole('radio', { name: /^510 Kim Nguyên Bảo/ }));
    await anotherPlayerLogsIn(user, { from: 'demo', to: 'newbie' });
    expect(await screen.findByLabelText('Máy chủ')).toHaveValue('');
    expect(screen.getByRole('radio', { name: /^510 Kim Nguyên Bảo/ })).toBeEnabled();
    expect(
      screen.getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked),
    ).toEqual([]);
    expect(screen.getByRole('button', { name: 'Nạp Kim Nguyên Bảo' })).toBeDisabled();
  });

  it("clears the upgrade screen's server", async () => {
    sim.signIn('legacy');
    await simCall('closed-zone', { username: 'newbie' });
    const { user } = renderWithPortal(
      <Shell>
        <RechargePanel />
      </Shell>,
    );
    await user.selectOptions(
      await screen.findByLabelText('Máy chủ nhận số dư'),
      'Máy chủ Huyền Vũ',
    );
    await anotherPlayerLogsIn(user, { from: 'legacy', to: 'newbie' });
    expect(await screen.findByLabelText('Máy chủ nhận số dư')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Chuyển số dư' })).toBeDisabled();
  });

  it("drops the gift list's answer to the previous player's claim (their gift code)", async () => {
    sim.signIn('demo');
    const { user } = renderWithPortal(
      <Shell>
        <GiftCodeList />
      </Shell>,
    );
    await user.click(await screen.findByRole('button', { name: /^Nhận key tự động/ }));
    expect(await screen.findByText(/^Nhận quà thành công! Mã quà tặng của bạn là/)).toBeVisible();
    await anotherPlayerLogsIn(user, { from: 'demo', to: 'newbie' });
    // the new player's list, where the auto key is theirs to claim
    expect(await screen.findByRole('button', { name: /^Nhận key tự động/ })).toBeVisible();
    expect(screen.queryByText(/Nhận quà thành công!/)).toBeNull();
  });

  it("closes an account dialog holding the previous player's typing, so Lưu cannot change the new player's name", async () => {
    sim.signIn('demo');
    const { user } = renderWithPortal(
      <Shell>
        <PersonalInfo />
      </Shell>,
    );
    const dialog = await openModal(user, 'Họ và tên', 'Đổi họ và tên');
    const firstName = within(dialog).getByRole('textbox', { name: 'Tên' });
    await user.clear(firstName);
    await user.type(firstName, 'Bình');
    await anotherPlayerLogsIn(user, {
      from: 'demo',
      to: 'newbie',
      ask: () => user.click(saveIn(dialog)),
    });
    await screen.findByRole('button', { name: 'Thay đổi Họ và tên' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByDisplayValue('Bình')).toBeNull();
    expect(sim.simulator.user('newbie')?.firstName ?? null).toBeNull();
  });

  it('clears the card form', async () => {
    sim.signIn('demo');
    const { user } = renderWithPortal(
      <Shell>
        <TopupPanel method="card" />
      </Shell>,
    );
    await user.type(await screen.findByLabelText('Số seri'), '10011122399');
    await user.type(screen.getByLabelText('Mã số thẻ'), '1234567890123');
    await user.selectOptions(screen.getByLabelText('Mệnh giá'), '100.000đ');
    await anotherPlayerLogsIn(user, { from: 'demo', to: 'newbie' });
    expect(await screen.findByLabelText('Số seri')).toHaveValue('');
    expect(screen.getByLabelText('Mã số thẻ')).toHaveValue('');
    expect(screen.getByLabelText('Mệnh giá')).toHaveValue('');
  });

  it('keeps every choice when the same player logs in again', async () => {
    sim.signIn('demo');
    const { user } = renderWithPortal(
      <Shell>
        <RechargePanel />
      </Shell>,
    );
    await user.selectOptions(await screen.findByLabelText('Máy chủ'), 'Máy chủ Bạch Hổ');
    await user.click(screen.getByRole('radio', { name: /^510 Kim Nguyên Bảo/ }));
    await anotherPlayerLogsIn(user, { from: 'demo', to: 'demo' });
    expect(await screen.findByLabelText('Máy chủ')).toHaveValue('2');
    expect(screen.getByRole('radio', { name: /^510 Kim Nguyên Bảo/ })).toBeChecked();
  });
});
