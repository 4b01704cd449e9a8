import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe';
import { textsNotFromTheCatalogue } from '../../../test/pseudoLocale';
import { renderWithPortal } from '../../../test/renderWithPortal';
import { setupSimulator, simulatorURL } from '../../../test/simulator';
import { BalanceStrip } from '../BalanceStrip';
import { TopupPanel } from './TopupPanel';

const sim = setupSimulator();
afterEach(() => sim.server.events.removeAllListeners());

describe('TopupPanel', () => {
  describe('while the methods load', () => {
    it('says so, then shows the bank, e-wallet and card tiles with their counts and helper texts', async () => {
      sim.signIn('demo');
      const { container } = renderWithPortal(<TopupPanel />);
      expect(screen.getByRole('status')).toHaveTextContent('Đang tải phương thức thanh toán...');
      const nav = await screen.findByRole('navigation', { name: 'Phương thức thanh toán' });
      const tiles = within(nav).getAllByRole('button');
      expect(tiles.map((tile) => tile.textContent)).toEqual([
        'Chuyển khoản ngân hàng2 ngân hàngQR Pay · Khuyên dùng',
        'Ví điện tử2 víGợi ý · Khuyên dùng',
        'Nạp thẻ5 loại thẻTỷ lệ 10.000đ = 100 KP',
      ]);
      expect(screen.getByText('Chọn một phương thức thanh toán để bắt đầu.')).toBeVisible();
      await expectNoAxeViolations(container);
    });
  });

  describe('given a method with no entries', () => {
    it('shows no tile for it', async () => {
      sim.signIn('demo');
      sim.server.use(
        http.get(`${simulatorURL}/api/payment-methods`, () =>
          HttpResponse.json({ cards: [], eWallets: [], bankTransfers: [] }),
        ),
      );
      renderWithPortal(<TopupPanel />);
      expect(await screen.findByText('Hiện chưa có phương thức thanh toán nào.')).toBeVisible();
    });

    it('keeps the others', async () => {
      sim.signIn('demo');
      const real = await fetch(`${simulatorURL}/api/payment-methods`, { credentials: 'include' });
      const body = (await real.json()) as object;
      sim.server.use(
        http.get(`${simulatorURL}/api/payment-methods`, () =>
          HttpResponse.json({ ...body, eWallets: [] }),
        ),
      );
      renderWithPortal(<TopupPanel />);
      const nav = await screen.findByRole('navigation');
      expect(
        within(nav)
          .getAllByRole('button')
          .map((b) => b.firstChild?.textContent),
      ).toEqual(['Chuyển khoản ngân hàng', 'Nạp thẻ']);
    });
  });

  describe('when the methods fail to load', () => {
    it('shows the failure with a retry that loads them', async () => {
      sim.signIn('demo');
      sim.server.use(
        http.get(
          `${simulatorURL}/api/payment-methods`,
          () => HttpResponse.text('<h1>500</h1>', { status: 500 }),
          {
            once: true,
          },
        ),
      );
      const { user, container } = renderWithPortal(<TopupPanel />);
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Không tải được phương thức thanh toán',
      );
      await expectNoAxeViolations(container);
      await user.click(screen.getByRole('button', { name: 'Thử lại' }));
      expect(await screen.findByRole('navigation')).toBeVisible();
    });
  });

  describe('the chosen method', () => {
    it('is the host’s when controlled: a tile only asks for the change', async () => {
      sim.signIn('demo');
      const onMethodChange = vi.fn();
      const { user, rerender } = renderWithPortal(
        <TopupPanel method="card" onMethodChange={onMethodChange} />,
      );
      expect(await screen.findByRole('radiogroup', { name: 'Loại thẻ' })).toBeVisible();
      await user.click(screen.getByRole('button', { name: /^Ví điện tử/ }));
      expect(onMethodChange).toHaveBeenCalledWith('e-wallet');
      expect(screen.getByRole('button', { name: /^Nạp thẻ/ })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      rerender(<TopupPanel method="e-wallet" onMethodChange={onMethodChange} />);
      expect(await screen.findByRole('heading', { name: 'Ví MoMo' })).toBeVisible();
    });

    it('is the panel’s own when uncontrolled, from a default', async () => {
      sim.signIn('demo');
      const { user } = renderWithPortal(<TopupPanel defaultMethod="bank-transfer" />);
      expect(await screen.findByRole('heading', { name: 'Vietcombank' })).toBeVisible();
      await user.click(screen.getByRole('button', { name: /^Nạp thẻ/ }));
      expect(screen.getByRole('radiogroup', { name: 'Loại thẻ' })).toBeVisible();
    });

    it('is a link marked as the current page when the host gives paths', async () => {
      sim.signIn('demo');
      renderWithPortal(
        <TopupPanel
          method="card"
          methodPaths={{ card: '/p/card', 'e-wallet': '/p/e-wallet', 'bank-transfer': '/p/bank' }}
        />,
      );
      const current = await screen.findByRole('link', { current: 'page' });
      expect(current).toHaveAttribute('href', '/p/card');
      expect(screen.getByRole('link', { name: /^Ví điện tử/ })).toHaveAttribute(
        'href',
        '/p/e-wallet',
      );
    });
  });

  describe('given a chosen method', () => {
    it.each([
      ['card', 'Thẻ cào'],
      ['e-wallet', 'Ví điện tử'],
      ['bank-transfer', 'Chuyển khoản ngân hàng'],
    ] as const)('%s is headed by its own name (h2), never Nạp thẻ', async (method, title) => {
      sim.signIn('demo');
      renderWithPortal(<TopupPanel method={method} />);
      expect(await screen.findByRole('heading', { level: 2, name: title })).toBeVisible();
      expect(screen.queryByRole('heading', { name: 'Nạp thẻ' })).not.toBeInTheDocument();
    });

    it('heads each e-wallet one level below the method, following headingLevel', async () => {
      sim.signIn('demo');
      renderWithPortal(<TopupPanel method="e-wallet" headingLevel={3} />);
      expect(await screen.findByRole('heading', { level: 3, name: 'Ví điện tử' })).toBeVisible();
      expect(await screen.findByRole('heading', { level: 4, name: 'Ví MoMo' })).toBeVisible();
    });

    it("names an e-wallet's number 'Số điện thoại ví' (its mobile account number) and a bank's 'Số tài khoản'", async () => {
      sim.signIn('demo');
      const { rerender } = renderWithPortal(<TopupPanel method="e-wallet" />);
      const momo = await screen.findByRole('article', { name: 'Ví MoMo' });
      const wallet = within(momo).getByText('Số điện thoại ví').closest('div');
      expect(wallet).toHaveTextContent('0909123456');
      expect(within(momo).queryByText('Số tài khoản')).toBeNull();
      rerender(<TopupPanel method="bank-transfer" />);
      const bank = await screen.findByRole('article', { name: 'Vietcombank' });
      expect(within(bank).getByText('Số tài khoản').closest('div')).toHaveTextContent('1023456789');
      expect(within(bank).queryByText('Số điện thoại ví')).toBeNull();
    });

    it('heads nothing before a method is chosen', async () => {
      sim.signIn('demo');
      renderWithPortal(<TopupPanel />);
      await screen.findByText('Chọn một phương thức thanh toán để bắt đầu.');
      expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    });
  });

  it('takes every text from the catalogue', async () => {
    sim.signIn('demo');
    const { container } = renderWithPortal(<TopupPanel method="card" />, { locale: 'pseudo' });
    await screen.findByRole('radiogroup');
    expect(textsNotFromTheCatalogue(container).offenders).toEqual([]);
  });

  describe('with the balance strip beside it', () => {
    it('shows the balance the card raised once it settled', async () => {
      sim.signIn('demo');
      const { user } = renderWithPortal(
        <>
          <BalanceStrip onPaymentPage />
          <TopupPanel method="card" />
        </>,
        { timing: { pendingPollMs: [30, 30, 60, 120] } },
      );
      expect(await screen.findByRole('region', { name: 'Số dư hiện tại' })).toHaveTextContent(
        '1.500 KP',
      );
      await user.type(await screen.findByLabelText('Số seri'), '10011122233');
      await user.type(screen.getByLabelText('Mã số thẻ'), '1234567890123');
      await user.selectOptions(screen.getByLabelText('Mệnh giá'), '100.000đ');
      await user.click(screen.getByRole('button', { name: 'Xác nhận' }));
      expect(await screen.findByText('Nạp thẻ thành công')).toBeVisible();
      await waitFor(() =>
        expect(screen.getByRole('region', { name: 'Số dư hiện tại' })).toHaveTextContent(
          '2.500 KP',
        ),
      );
    });
  });

  describe('when a card settles', () => {
    it('tells the host once, with the transaction id and the outcome', async () => {
      sim.signIn('demo');
      const onCardSettled = vi.fn();
      const { user } = renderWithPortal(
        <TopupPanel method="card" onCardSettled={onCardSettled} />,
        {
          timing: { pendingPollMs: [30, 30, 60, 120] },
        },
      );
      await user.type(await screen.findByLabelText('Số seri'), '10011122244');
      await user.type(screen.getByLabelText('Mã số thẻ'), '1234567890000');
      await user.selectOptions(screen.getByLabelText('Mệnh giá'), '100.000đ');
      await user.click(screen.getByRole('button', { name: 'Xác nhận' }));
      await waitFor(() => expect(onCardSettled).toHaveBeenCalledTimes(1));
      expect(onCardSettled).toHaveBeenCalledWith({
        transactionId: expect.any(Number) as number,
        status: 'failed',
      });
    });
  });
});
