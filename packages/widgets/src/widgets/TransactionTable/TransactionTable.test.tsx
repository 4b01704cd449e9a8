import { screen, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe';
import { textsNotFromTheCatalogue } from '../../../test/pseudoLocale';
import { renderWithPortal } from '../../../test/renderWithPortal';
import { setupSimulator, simulatorURL } from '../../../test/simulator';
import { recordRequests } from '../../../test/requests';
import { TransactionTable } from './TransactionTable';

const sim = setupSimulator();
const historyPath = '/api/transaction-history';

const bodyRows = async (name: string | RegExp = 'Danh sách giao dịch') => {
  const table = await screen.findByRole('table', { name });
  return within(within(table).getAllByRole('rowgroup')[1]!).getAllByRole('row');
};
/** The text of each cell, without the labels of the card layout (hidden from screen readers). */
const cells = (row: HTMLElement) =>
  [...row.querySelectorAll('th, td')].map((cell) => {
    const copy = cell.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('[aria-hidden="true"]').forEach((label) => label.remove());
    return copy.textContent;
  });

// axe over 15 rows and their tooltips takes seconds on a busy machine.

describe('TransactionTable', () => {
  beforeEach(() => {
    vi.spyOn(window.navigator, 'vendor', 'get').mockReturnValue('Google Inc.');
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  describe('while loading', () => {
    it('says the history is loading', async () => {
      sim.signIn('demo');
      sim.server.use(http.get(`${simulatorURL}${historyPath}`, () => delay('infinite')));
      const { container } = renderWithPortal(<TransactionTable />);
      expect(screen.getByRole('heading', { level: 1, name: 'Lịch sử giao dịch' })).toBeVisible();
      expect(screen.getByRole('status')).toHaveTextContent('Đang tải lịch sử giao dịch...');
      await expectNoAxeViolations(container);
    });
  });

  describe('given demo, with 22 transactions', () => {
    beforeEach(() => sim.signIn('demo'));

    it('shows the 15 most recent, newest first, under the columns of the spec', async () => {
      const { container } = renderWithPortal(<TransactionTable />);
      const rows = await bodyRows();
      expect(rows).toHaveLength(15);
      expect(screen.getByText('Chi tiết 15 giao dịch gần nhất của bạn.')).toBeVisible();
      expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
        'Loại',
        'Số seri',
        'Mã số thẻ',
        'Giá trị',
        'Chi tiết',
        'Trạng thái',
        'Thời gian',
      ]);
      const times = rows.map((row) => row.querySelector('time')!.getAttribute('dateTime')!);
      expect([...times].sort().reverse()).toEqual(times);
      expect(rows[0]!.querySelector('time')).toHaveTextContent(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
      await expectNoAxeViolations(container);
    });

    it('labels every type, signs and formats values, and words details and statuses', async () => {
      renderWithPortal(<TransactionTable />);
      const rows = (await bodyRows()).map(cells);
      const types = rows.map((row) => row[0]);
      expect(types).toEqual(
        expect.arrayContaining([
          'Thẻ Viettel',
          'Đổi KP',
          'Ví MoMo',
          'Thẻ Mobifone',
          'Chuyển khoản Vietcombank',
          'Hoàn trả',
          'Thu hồi',
          'Ví ViettelPay',
          'Chuyển khoản Techcombank',
          'Thưởng',
          'Nạp',
          'Thẻ Zing',
        ]),
      );
      const row = (type: string) => rows.find((r) => r[0] === type)!;
      expect(row('Thẻ Viettel')).toEqual(
        expect.arrayContaining(['10012345678', '100.000đ', 'Đang xử lý']),
      );
      expect(row('Thu hồi')).toContain('-100 KP');
      expect(row('Hoàn trả')).toContain('+200 KP');
      expect(row('Thưởng')).toContain('+50 KP');
      expect(row('Đổi KP')).toContain('Nạp Võ Lâm: 510 Kim Nguyên Bảo');
      expect(row('Chuyển khoản Techcombank')).toContain('Chưa rõ');
      expect(row('Thẻ Mobifone')).toEqual(
        expect.arrayContaining(['Thất bại', 'Thẻ không hợp lệ hoặc đã được sử dụng']),
      );
      expect(row('Chuyển khoản Vietcombank')).toEqual(expect.arrayContaining(['Thành công']));
      const note = screen.getByText('Thẻ không hợp lệ hoặc đã được sử dụng');
      expect(note.className).toMatch(/error/);
      expect(screen.getAllByText('Nạp KP').length).toBeGreaterThan(0);
    });

    it('gives the transaction id in a tooltip on keyboard focus and on hover', async () => {
      const { user } = renderWithPortal(<TransactionTable />);
      await bodyRows();
      const newest = screen.getByRole('button', { name: 'Thẻ Viettel' });
      newest.focus();
      const tooltip = await screen.findByRole('tooltip');
      expect(tooltip.textContent).toMatch(/^Mã giao dịch: \d+$/);
      expect(newest).toHaveAccessibleDescription(tooltip.textContent!);
      await user.keyboard('{Escape}');
      await user.hover(screen.getByRole('button', { name: 'Hoàn trả' }));
      expect(await screen.findByRole('tooltip')).toHaveTextContent(/^Mã giao dịch: \d+$/);
    });

    it('folds related transactions out of their row, collapsed at first', async () => {
      const { user, container } = renderWithPortal(<TransactionTable />);
      await bodyRows();
      const toggle = screen.getAllByRole('button', { name: 'Giao dịch liên quan (2)' })[0]!;
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByRole('list')).toBeNull();
      await user.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const list = screen.getByRole('list', { name: /^Giao dịch liên quan của giao dịch \d+$/ });
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Nạp+2.000 KPThành công', 'Thưởng+100 KPThành công']);
      await expectNoAxeViolations(container);
    });

    it('refetches a few times with growing waits while one is pending, then stops', async () => {
      const history = recordRequests(sim, { path: historyPath });
      renderWithPortal(<TransactionTable />, { timing: { pendingPollMs: [10, 20, 30] } });
      await bodyRows();
      await vi.waitFor(() => expect(history.requests.length).toBe(4));
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(history.requests.length).toBe(4);
    });
  });

  describe('given newbie, with no transactions', () => {
    it('says there are none', async () => {
      sim.signIn('newbie');
      const { container } = renderWithPortal(<TransactionTable />);
      expect(await screen.findByText('Bạn chưa có giao dịch nào.')).toBeVisible();
      expect(screen.queryByRole('table')).toBeNull();
      await expectNoAxeViolations(container);
    });

    it('does not refetch when nothing is pending', async () => {
      sim.signIn('newbie');
      const history = recordRequests(sim, { path: historyPath });
      renderWithPortal(<TransactionTable />, { timing: { pendingPollMs: [10, 10] } });
      await screen.findByText('Bạn chưa có giao dịch nào.');
      await new Promise((resolve) => setTimeout(resolve, 80));
      expect(history.requests.length).toBe(1);
    });
  });

  describe('when some rows of the history fail to decode', () => {
    it('shows the others and says beside them how many could not be shown', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      sim.signIn('demo');
      const real = await fetch(`${simulatorURL}${historyPath}`, { credentials: 'include' });
      const rows = (await real.json()) as object[];
      sim.server.use(
        http.get(`${simulatorURL}${historyPath}`, () =>
          HttpResponse.json([
            { id: 1, type: 'credit.pay', value: 'một trăm' },
            ...rows.slice(0, 5),
            { id: 2, type: 'credit.pay', value: null },
          ]),
        ),
      );
      const { container } = renderWithPortal(<TransactionTable />);
      expect(await bodyRows()).toHaveLength(5);
      expect(screen.getByText('Có 2 giao dịch không hiển thị được.')).toBeVisible();
      await expectNoAxeViolations(container);
    });

    it('says nothing of the kind when every row decodes', async () => {
      sim.signIn('demo');
      renderWithPortal(<TransactionTable />);
      expect(await bodyRows()).toHaveLength(15);
      expect(screen.queryByText(/không hiển thị được/)).toBeNull();
    });
  });

  describe('when every row of the history fails to decode', () => {
    it('says it could not be loaded, with Thử lại, never that there are none', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      sim.signIn('demo');
      sim.server.use(
        http.get(
          `${simulatorURL}${historyPath}`,
          () => HttpResponse.json([{ id: 1, type: 'credit.pay', value: 'một trăm' }]),
          { once: true },
        ),
      );
      const { user } = renderWithPortal(<TransactionTable />);
      const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
      expect(alert).toHaveTextContent('Không tải được lịch sử giao dịch.');
      expect(screen.queryByText('Bạn chưa có giao dịch nào.')).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Thử lại' }));
      expect(await bodyRows()).toHaveLength(15);
    });
  });

  describe('when the history cannot be loaded', () => {
    it('says so with the reason, and Thử lại loads it again', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      sim.signIn('demo');
      sim.server.use(
        http.get(
          `${simulatorURL}${historyPath}`,
          () => HttpResponse.json({ message: 'Server Error' }, { status: 500 }),
          { once: true },
        ),
      );
      const { user, container } = renderWithPortal(<TransactionTable />);
      const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
      expect(alert).toHaveTextContent('Không tải được lịch sử giao dịch.');
      await expectNoAxeViolations(container);
      await user.click(screen.getByRole('button', { name: 'Thử lại' }));
      expect(await bodyRows()).toHaveLength(15);
    });
  });

  describe('in the pseudo locale', () => {
    it('shows only catalogue texts around the data', async () => {
      sim.signIn('demo');
      const { portalRoot } = renderWithPortal(<TransactionTable />, { locale: 'pseudo' });
      const rows = await bodyRows(/.+/);
      const head = screen.getAllByRole('rowgroup')[0]!;
      expect(textsNotFromTheCatalogue(head).offenders).toEqual([]);
      for (const row of rows) {
        expect(textsNotFromTheCatalogue(within(row).getByRole('rowheader')).offenders).toEqual([]);
        const status = row.querySelectorAll('td')[4]!;
        expect(textsNotFromTheCatalogue(status).offenders).toEqual([]);
      }
      expect(
        textsNotFromTheCatalogue(portalRoot.querySelector('section')!.querySelector('p')!)
          .offenders,
      ).toEqual([]);
    });
  });
});
