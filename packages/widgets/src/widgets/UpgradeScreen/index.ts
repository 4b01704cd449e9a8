export { UpgradeScreen, type UpgradeScreenProps } from './UpgradeScreen';
