import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPortalClient } from '../../api';
import { renderWithPortal } from '../../../test/renderWithPortal';
import { setupSimulator, simulatorURL } from '../../../test/simulator';
import { BalanceStrip } from './BalanceStrip';
import { RechargePanel } from '../RechargePanel';
import { tabsChannelName, balanceMovedMessage } from '../../provider/data/tabsChannel';

// Cards stay pending until the test lets them settle.
const sim = setupSimulator();

/** Two tabs of one browser: two providers, each with its own client and cache, sharing the cookies. */
function renderTwoTabs(outcomeCheckMs: number[] = [10, 10, 10]) {
  const paying = renderWithPortal(<RechargePanel />, {
    timing: { outcomeCheckMs },
    onError: () => {},
  });
  const watching = renderWithPortal(<BalanceStrip />, {
    client: createPortalClient({ baseURL: simulatorURL }),
  });
  const stripOf = (container: HTMLElement) =>
    within(container).getByRole('region', { name: 'Số dư hiện tại' });
  return {
    paying,
    watching,
    payingStrip: () => stripOf(paying.container),
    watchingStrip: () => stripOf(watching.container),
  };
}

async function rechargeThienLong100(tabs: ReturnType<typeof renderTwoTabs>) {
  const { user, container } = tabs.paying;
  await user.selectOptions(
    await within(container).findByLabelText('Máy chủ'),
    'Máy chủ Thiên Long',
  );
  await user.click(within(container).getByRole('radio', { name: /^100 Kim Nguyên Bảo/ }));
  await user.click(within(container).getByRole('button', { name: 'Nạp Kim Nguyên Bảo' }));
  // The confirmation the recharge asks for before any KP is spent.
  const asked = await screen.findByRole('dialog', { name: 'Xác nhận nạp Kim Nguyên Bảo' });
  await user.click(within(asked).getByRole('button', { name: 'Xác nhận' }));
}

/** Listens on the channel as a third tab would, for the messages the tabs send. */
function listenAsAnotherTab() {
  const heard: unknown[] = [];
  const channel = new BroadcastChannel(tabsChannelName(simulatorURL));
  channel.onmessage = (event: MessageEvent) => heard.push(event.data);
  return { heard, close: () => channel.close() };
}

let listener: ReturnType<typeof listenAsAnotherTab> | undefined;
afterEach(() => {
  listener?.close();
  listener = undefined;
});

describe("the tabs' channel: money writes", () => {
  describe('after a recharge in one tab', () => {
    it('the other tab reads its balance again, and the message carries nothing of the player', async () => {
      sim.signIn('demo');
      listener = listenAsAnotherTab();
      const tabs = renderTwoTabs();
      await waitFor(() => expect(tabs.watchingStrip()).toHaveTextContent('1.500 KP'));
      await rechargeThienLong100(tabs);
      expect(await screen.findByText(/^Đã nạp 100 Kim Nguyên Bảo/)).toBeVisible();
      await waitFor(() => expect(tabs.payingStrip()).toHaveTextContent('1.400 KP'));
      await waitFor(() => expect(tabs.watchingStrip()).toHaveTextContent('1.400 KP'));
      expect(listener.heard).toEqual([balanceMovedMessage]);
      expect(balanceMovedMessage).toEqual({ type: 'portal:balance-moved' });
    });
  });

  describe('after a recharge whose answer was lost', () => {
    it('the other tab reads its balance again at once: the server may have done it', async () => {
      sim.signIn('demo');
      // The paying tab looks the recharge up only after a minute: the other tab does not wait for that.
      const tabs = renderTwoTabs([60_000]);
      await waitFor(() => expect(tabs.watchingStrip()).toHaveTextContent('1.500 KP'));
      sim.loseAnswerOf('post', '/api/recharge/game');
      await rechargeThienLong100(tabs);
      await waitFor(() => expect(tabs.watchingStrip()).toHaveTextContent('1.400 KP'));
      expect(within(tabs.paying.container).getByText(/Đang kiểm tra số dư/)).toBeVisible();
    });
  });

  describe('after a refused recharge', () => {
    it('tells no one: nothing moved', async () => {
      sim.signIn('demo');
      listener = listenAsAnotherTab();
      const tabs = renderTwoTabs();
      await waitFor(() => expect(tabs.watchingStrip()).toHaveTextContent('1.500 KP'));
      await fetch(`${simulatorURL}/__sim/faults`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ method: 'POST', path: '/api/recharge/game', status: 503 }),
      });
      await rechargeThienLong100(tabs);
      expect(await within(tabs.paying.container).findByRole('alert')).toBeVisible();
      expect(listener.heard).toEqual([]);
    });
  });

  describe('when a tab goes away', () => {
    it('closes its channel', async () => {
      sim.signIn('demo');
      const close = vi.spyOn(BroadcastChannel.prototype, 'close');
      const tabs = renderTwoTabs();
      await waitFor(() => expect(tabs.watchingStrip()).toHaveTextContent('1.500 KP'));
      tabs.watching.unmount();
      expect(close).toHaveBeenCalledTimes(1);
      tabs.paying.unmount();
      expect(close).toHaveBeenCalledTimes(2);
      close.mockRestore();
    });
  });
});
