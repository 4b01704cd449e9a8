import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe';
import { renderWithPortal } from '../../../test/renderWithPortal';
import { CardTable } from './CardTable';
import { Table, type TableColumn } from './Table';

interface Transaction {
  id: string;
  amount: string;
  status: string;
}

const columns: TableColumn<Transaction>[] = [
  { key: 'id', header: 'Mã giao dịch', render: (row) => row.id, rowHeader: true },
  { key: 'amount', header: 'Số tiền', render: (row) => row.amount, align: 'end' },
  { key: 'status', header: 'Trạng thái', render: (row) => row.status },
];

const rows: Transaction[] = [
  { id: 'GD001', amount: '10.000đ', status: 'Thành công' },
  { id: 'GD002', amount: '50.000đ', status: 'Đang xử lý' },
];

describe('Table', () => {
  describe('given rows', () => {
    it('is a table named by its caption, with column and row headers', async () => {
      const { container } = renderWithPortal(
        <Table
          caption="Lịch sử giao dịch"
          columns={columns}
          rows={rows}
          getRowKey={(row) => row.id}
        />,
      );
      const table = screen.getByRole('table', { name: 'Lịch sử giao dịch' });
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((cell) => cell.textContent),
      ).toEqual(['Mã giao dịch', 'Số tiền', 'Trạng thái']);
      const row = within(table).getByRole('row', { name: /GD002/ });
      expect(within(row).getByRole('rowheader', { name: 'GD002' })).toBeInTheDocument();
      expect(within(row).getByRole('cell', { name: '50.000đ' })).toBeInTheDocument();
      await expectNoAxeViolations(container);
    });

    it('sits in a region named by the caption that the keyboard can reach and scroll', async () => {
      const { user } = renderWithPortal(
        <Table
          caption="Lịch sử giao dịch"
          columns={columns}
          rows={rows}
          getRowKey={(row) => row.id}
        />,
      );
      const region = screen.getByRole('region', { name: 'Lịch sử giao dịch' });
      await user.tab();
      expect(region).toHaveFocus();
    });
  });

  describe('given no rows', () => {
    it('shows the empty content in one row spanning every column', async () => {
      const { container } = renderWithPortal(
        <Table
          caption="Lịch sử giao dịch"
          columns={columns}
          rows={[]}
          getRowKey={(row) => row.id}
          empty="Bạn chưa có giao dịch nào."
        />,
      );
      const cell = screen.getByRole('cell', { name: 'Bạn chưa có giao dịch nào.' });
      expect(cell).toHaveAttribute('colspan', '3');
      await expectNoAxeViolations(container);
    });

    it("says 'Chưa có dữ liệu' when no empty content is given", () => {
      renderWithPortal(
        <Table
          caption="Lịch sử giao dịch"
          columns={columns}
          rows={[]}
          getRowKey={(row) => row.id}
        />,
      );
      expect(screen.getByRole('cell', { name: 'Chưa có dữ liệu' })).toBeInTheDocument();
    });
  });

  describe('given a hidden caption', () => {
    it('still names the table and the region', async () => {
      const { container } = renderWithPortal(
        <Table
          caption="Lịch sử giao dịch"
          captionHidden
          columns={columns}
          rows={rows}
          getRowKey={(row) => row.id}
        />,
      );
      expect(screen.getByRole('table', { name: 'Lịch sử giao dịch' })).toBeInTheDocument();
      expect(screen.getByRole('region', { name: 'Lịch sử giao dịch' })).toBeInTheDocument();
      await expectNoAxeViolations(container);
    });
  });
});

describe('CardTable', () => {
  it("is the table, each cell also carrying its column's header, hidden from screen readers", async () => {
    const { container } = renderWithPortal(
      <CardTable
        caption="Lịch sử giao dịch"
        columns={columns}
        rows={rows}
        getRowKey={(row) => row.id}
      />,
    );
    const table = screen.getByRole('table', { name: 'Lịch sử giao dịch' });
    expect(screen.getByRole('region', { name: 'Lịch sử giao dịch' })).toContainElement(table);
    const row = within(table).getByRole('row', { name: /GD002/ });
    const amount = within(row).getByRole('cell', { name: '50.000đ' });
    expect(amount).toHaveTextContent(/^Số tiền50\.000đ$/);
    expect(within(amount).getByText('Số tiền')).toHaveAttribute('aria-hidden', 'true');
    expect(within(row).getByRole('rowheader', { name: 'GD002' })).toHaveTextContent(
      'Mã giao dịchGD002',
    );
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Mã giao dịch', 'Số tiền', 'Trạng thái']);
    await expectNoAxeViolations(container);
  });

  it('leaves the value of a blank cell empty, so a card can leave the cell out', () => {
    renderWithPortal(
      <CardTable
        caption="Lịch sử giao dịch"
        columns={columns}
        rows={[{ id: 'GD003', amount: '', status: 'Thất bại' }]}
        getRowKey={(row) => row.id}
      />,
    );
    const [amount, status] = within(screen.getByRole('row', { name: /GD003/ })).getAllByRole(
      'cell',
    );
    expect(amount!.lastElementChild).toBeEmptyDOMElement();
    expect(status!.lastElementChild).toHaveTextContent('Thất bại');
  });
});
