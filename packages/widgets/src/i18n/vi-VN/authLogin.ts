/**
 * The auth area's texts of the LoginForm alone (`<portal-login>` and the /login page carry only these). The other
 * auth forms' texts have files of their own (authRegister.ts, authRecovery.ts, authPassword.ts, authVerify.ts).
 */
export const authLogin = {
  'auth.login.title': 'Đăng nhập',
  'auth.login.username': 'Tên đăng nhập',
  'auth.login.password': 'Mật khẩu',
  'auth.login.remember': 'Ghi nhớ đăng nhập',
  'auth.login.submit': 'Đăng nhập',
  'auth.login.submitting': 'Đang đăng nhập...',
  'auth.login.forgotPassword': 'Quên mật khẩu?',
  'auth.login.noAccount': 'Chưa có tài khoản?',
  'auth.login.register': 'Đăng ký',
  'auth.login.success': 'Đăng nhập thành công.',
  'auth.login.signedInAs': 'Bạn đang đăng nhập bằng tài khoản {username}',
  'auth.login.continue': 'Tiếp tục',
  'auth.login.logout': 'Đăng xuất',
  'auth.login.logoutFailed': 'Chưa đăng xuất được, bạn vẫn đang đăng nhập',
} as const;
