export { PhoneResetForm, type PhoneResetFormProps } from './PhoneResetForm';
