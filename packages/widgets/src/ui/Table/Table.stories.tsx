import type { Story, StoryDefault } from '@ladle/react';
import { formatVnd } from '../../i18n';
import { useTranslate } from '../../provider';
import { CardTable } from './CardTable';
import { Table, type TableColumn } from './Table';
import { uiExamples } from '../../i18n/vi-VN/uiExamples';

export default { title: 'UI / Table' } satisfies StoryDefault;

interface Transaction {
  id: string;
  amount: number;
  status: 'statusSuccess' | 'statusPending' | 'statusFailed';
}

const transactions: Transaction[] = [
  { id: 'GD20240001', amount: 10000, status: 'statusSuccess' },
  { id: 'GD20240002', amount: 500000, status: 'statusPending' },
  { id: 'GD20240003', amount: 2000000, status: 'statusFailed' },
];

function useColumns(): TableColumn<Transaction>[] {
  const t = useTranslate(uiExamples);
  return [
    { key: 'id', header: t('ui.example.columnId'), render: (row) => row.id, rowHeader: true },
    {
      key: 'amount',
      header: t('ui.example.columnAmount'),
      render: (row) => formatVnd(t, row.amount),
      align: 'end',
    },
    {
      key: 'status',
      header: t('ui.example.columnStatus'),
      render: (row) => t(`ui.example.${row.status}`),
    },
  ];
}

export const WithRows: Story = () => {
  const t = useTranslate(uiExamples);
  const columns = useColumns();
  return (
    <Table
      caption={t('ui.example.tableCaption')}
      columns={columns}
      rows={transactions}
      getRowKey={(row) => row.id}
    />
  );
};

export const Empty: Story = () => {
  const t = useTranslate(uiExamples);
  const columns = useColumns();
  return (
    <Table
      caption={t('ui.example.tableCaption')}
      columns={columns}
      rows={[]}
      getRowKey={(row) => row.id}
    />
  );
};

export const HiddenCaption: Story = () => {
  const t = useTranslate(uiExamples);
  const columns = useColumns();
  return (
    <Table
      caption={t('ui.example.tableCaption')}
      captionHidden
      columns={columns}
      rows={transactions}
      getRowKey={(row) => row.id}
    />
  );
};

/** Tighter cells: a few short columns that must fit a phone (the bonus table). */
export const Compact: Story = () => {
  const t = useTranslate(uiExamples);
  const columns = useColumns();
  return (
    <Table
      caption={t('ui.example.tableCaption')}
      compact
      columns={columns}
      rows={transactions}
      getRowKey={(row) => row.id}
    />
  );
};

/** CardTable: a table where its container is wider than 40rem, a list of cards below (try a narrow viewport). */
export const Cards: Story = () => {
  const t = useTranslate(uiExamples);
  const columns = useColumns();
  return (
    <CardTable
      caption={t('ui.example.tableCaption')}
      columns={columns}
      rows={transactions}
      getRowKey={(row) => row.id}
    />
  );
};
