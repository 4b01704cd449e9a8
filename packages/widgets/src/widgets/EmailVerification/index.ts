export { EmailVerification, type EmailVerificationProps } from './EmailVerification';
