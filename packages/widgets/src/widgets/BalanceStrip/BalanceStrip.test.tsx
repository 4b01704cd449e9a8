import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe';
import { textsNotFromTheCatalogue } from '../../../test/pseudoLocale';
import { renderWithPortal } from '../../../test/renderWithPortal';
import { setupSimulator, simulatorURL } from '../../../test/simulator';
import { BalanceStrip } from './BalanceStrip';

const sim = setupSimulator();
const strip = () => screen.findByRole('region', { name: 'Số dư hiện tại' });

describe('BalanceStrip', () => {
  describe('given demo (1.500 KP, no debt)', () => {
    it('shows the balance in KP with vi-VN grouping, no debt and no top-up link', async () => {
      sim.signIn('demo');
      const { container } = renderWithPortal(<BalanceStrip />);
      expect(await strip()).toHaveTextContent('Số dư hiện tại1.500 KP');
      expect(screen.queryByText(/còn nợ/)).toBeNull();
      expect(screen.queryByRole('link')).toBeNull();
      await expectNoAxeViolations(container);
    });
  });

  describe('given debtor (0 KP, 300 KP of debt)', () => {
    it('shows the debt line and the warning that it is paid by the next top-up', async () => {
      sim.signIn('debtor');
      const { container } = renderWithPortal(<BalanceStrip onPaymentPage />);
      expect(await strip()).toHaveTextContent('0 KP');
      expect(screen.getByText('- 300 KP (còn nợ)')).toBeVisible();
      expect(screen.getByText(/tự động được trừ vào lần nạp tiếp theo/)).toBeVisible();
      await expectNoAxeViolations(container);
    });

    it('offers a top-up link when the balance is 0 and the page is not the payment page', async () => {
      sim.signIn('debtor');
      renderWithPortal(
        <BalanceStrip
          topupPath="/nap"
          renderLink={({ to, children }) => <a href={`#router${to}`}>{children}</a>}
        />,
      );
      await strip();
      expect(screen.getByRole('link', { name: 'Nạp KP ngay' })).toHaveAttribute(
        'href',
        '#router/nap',
      );
    });

    it('offers no link on the payment page itself', async () => {
      sim.signIn('debtor');
      renderWithPortal(<BalanceStrip onPaymentPage />);
      await strip();
      expect(screen.queryByRole('link')).toBeNull();
    });
  });

  describe('while the user loads, and when it fails', () => {
    it('says it is loading, then offers a retry on a failure', async () => {
      sim.signIn('demo');
      sim.server.use(
        http.get(`${simulatorURL}/api/me`, () =>
          HttpResponse.text('<h1>500</h1>', { status: 500 }),
        ),
      );
      const { user, container } = renderWithPortal(<BalanceStrip />);
      expect(screen.getByRole('status')).toHaveTextContent('Đang tải...');
      expect(await screen.findByRole('alert')).toHaveTextContent('Không tải được số dư');
      await expectNoAxeViolations(container);
      sim.server.resetHandlers();
      await user.click(screen.getByRole('button', { name: 'Thử lại' }));
      expect(await strip()).toHaveTextContent('1.500 KP');
    });
  });

  describe('given nobody signed in', () => {
    it('renders nothing', async () => {
      const { container } = renderWithPortal(<BalanceStrip />);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(container.querySelector('[data-portal-root]')).toBeEmptyDOMElement();
    });
  });

  it('takes every text from the catalogue', async () => {
    sim.signIn('debtor');
    const { container } = renderWithPortal(<BalanceStrip />, { locale: 'pseudo' });
    await screen.findByRole('region');
    expect(textsNotFromTheCatalogue(container).offenders).toEqual([]);
  });
});
