import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createPortalClient } from '../../api';
import { formatNumber } from '../../i18n';
import { renderWithPortal } from '../../../test/renderWithPortal';
import { setupSimulator, simCall, simulatorURL } from '../../../test/simulator';
import { tabsChannelName, sessionChangedMessage } from '../../provider/data/tabsChannel';
import { LoginForm } from '../LoginForm';
import { RechargePanel } from './RechargePanel';

const sim = setupSimulator();

/** A's recharge page in one tab, its server and amount chosen; the balance shown. */
async function payingTab(amount: RegExp) {
  const paying = renderWithPortal(<RechargePanel />);
  const tab = within(paying.container);
  await paying.user.selectOptions(await tab.findByLabelText('Máy chủ'), 'Máy chủ Bạch Hổ');
  await paying.user.click(tab.getByRole('radio', { name: amount }));
  return { ...paying, tab };
}

/** The session on screen ends; someone logs in in another tab of the same browser (its cookies). */
async function logsInElsewhere(from: string, to: string, password: string) {
  await simCall('sessions/expire', { username: from });
  const other = renderWithPortal(<LoginForm />, {
    client: createPortalClient({ baseURL: simulatorURL }),
  });
  const form = within(other.container);
  await other.user.type(await form.findByLabelText('Tên đăng nhập'), to);
  await other.user.type(form.getByLabelText('Mật khẩu', { exact: true }), password);
  await other.user.click(form.getByRole('button', { name: /^Đăng nhập$/ }));
}

describe("another player's login in another tab", () => {
  it("clears the recharge chosen on the previous player's page and shows the new player's balance", async () => {
    sim.signIn('demo');
    // The new player can afford the same amount, so a kept choice would be sendable.
    await simCall('transfer', { username: 'newbie', method: 'momo', amount: 100_000 });
    const newbieBalance = `${formatNumber(sim.simulator.user('newbie')?.credit ?? -1)} KP`;
    const { tab } = await payingTab(/^510 Kim Nguyên Bảo/);
    expect(tab.getByText('1.500 KP')).toBeVisible();
    await logsInElsewhere('demo', 'newbie', 'Newbie@2026');

    await waitFor(() => expect(tab.getByLabelText('Máy chủ')).toHaveValue(''));
    expect(
      tab.getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked),
    ).toEqual([]);
    expect(tab.getByRole('button', { name: 'Nạp Kim Nguyên Bảo' })).toBeDisabled();
    await waitFor(() =>
      expect(tab.getByRole('region', { name: 'Số dư hiện tại' })).toHaveTextContent(newbieBalance),
    );
  });

  it('tells the other tabs only that the session may have changed, and the same player again changes nothing', async () => {
    const heard: unknown[] = [];
    const listener = new BroadcastChannel(tabsChannelName(simulatorURL));
    listener.onmessage = (event: MessageEvent) => heard.push(event.data);
    try {
      sim.signIn('demo');
      const { tab } = await payingTab(/^100 Kim Nguyên Bảo/);
      await logsInElsewhere('demo', 'demo', 'Demo@2026');
      await waitFor(() => expect(heard).toEqual([sessionChangedMessage]));
      expect(sessionChangedMessage).toEqual({ type: 'portal:session-changed' });
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(tab.getByLabelText<HTMLSelectElement>('Máy chủ').selectedOptions[0]).toHaveTextContent(
        'Máy chủ Bạch Hổ',
      );
      expect(tab.getByRole('radio', { name: /^100 Kim Nguyên Bảo/ })).toBeChecked();
    } finally {
      listener.close();
    }
  });
});
