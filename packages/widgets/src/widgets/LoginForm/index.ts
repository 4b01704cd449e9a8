export { LoginForm, type LoginFormProps } from './LoginForm';
export { LogoutButton } from './LogoutButton';
export { LogoutFailure } from './LogoutFailure';
export { useLogoutAction, type LogoutAction } from './useLogoutAction';
