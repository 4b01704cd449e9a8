export { LoginForm, type LoginFormProps } from './LoginForm';
export { LogoutFailure } from './LogoutFailure';
