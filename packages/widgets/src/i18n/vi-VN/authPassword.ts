/**
 * The new-password fields' texts (NewPasswordFields): the reset forms' labels, and the helper the RegisterWizard
 * and the password modal show. A file of its own, so the password modal carries no other auth text.
 */
export const authPassword = {
  'auth.register.password.helper': 'Ít nhất 8 ký tự, có chữ số kèm chữ cái hoặc ký hiệu',
  'auth.recovery.field.newPassword': 'Mật khẩu mới',
  'auth.recovery.field.newPasswordHelper':
    'Ít nhất 8 ký tự, bắt buộc có ký hiệu; dùng ít nhất 3 trong 4 loại: chữ cái, chữ số, ký hiệu, có cả chữ hoa lẫn chữ thường',
  'auth.recovery.field.confirmPassword': 'Nhập lại mật khẩu mới',
} as const;
