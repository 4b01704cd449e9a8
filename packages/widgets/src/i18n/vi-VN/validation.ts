/**
 * The sign-in rules' field messages (spec section 5; validation/signInRules.ts): core texts, which every translator
 * knows. The other rules' messages and the password strength levels are an area of their own (validationRules.ts).
 */
export const validation = {
  'validation.username.required': 'Vui lòng nhập tên đăng nhập',
  'validation.username.min': 'Tên đăng nhập phải có ít nhất 4 ký tự',
  'validation.password.required': 'Vui lòng nhập mật khẩu',
  'validation.currentPassword.required': 'Vui lòng nhập mật khẩu hiện tại',
} as const;
