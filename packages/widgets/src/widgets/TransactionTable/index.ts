export { TransactionTable, type TransactionTableProps } from './TransactionTable';
export { pendingRefetchDelaysMs } from './useTransactionTable';
