export { SessionRenewalDialog, type SessionRenewalDialogProps } from './SessionRenewalDialog';
