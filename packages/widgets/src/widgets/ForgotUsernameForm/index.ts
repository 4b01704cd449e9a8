export { ForgotUsernameForm, type ForgotUsernameFormProps } from './ForgotUsernameForm';
