export { TransactionTable, type TransactionTableProps } from './TransactionTable';
