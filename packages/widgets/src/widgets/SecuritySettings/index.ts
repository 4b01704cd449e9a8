export { SecuritySettings, type SecuritySettingsProps } from './SecuritySettings';
export type { SecuritySettingsField } from './useSecuritySettings';
