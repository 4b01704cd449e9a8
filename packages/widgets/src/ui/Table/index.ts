export { Table, type TableColumn, type TableProps } from './Table';
export { CardTable, type CardTableProps } from './CardTable';
