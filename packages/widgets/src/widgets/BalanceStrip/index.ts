export { BalanceStrip, type BalanceStripProps } from './BalanceStrip';
