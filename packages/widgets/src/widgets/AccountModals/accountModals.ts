// The five account modals, one module for AccountEditor to load on demand: a page that lists the account's rows
// (PersonalInfo, SecuritySettings) does not carry the forms, their rules and their calls until a modal opens.
export { EmailModal } from './EmailModal';
export { LanguageModal } from './LanguageModal';
export { NameModal } from './NameModal';
export { PasswordModal } from './PasswordModal';
export { PhoneModal } from './PhoneModal';
