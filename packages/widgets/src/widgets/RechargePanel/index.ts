export { RechargePanel, type RechargePanelProps } from './RechargePanel';
