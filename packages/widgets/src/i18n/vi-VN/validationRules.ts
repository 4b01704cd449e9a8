/**
 * The field messages of the rules of new credentials and profile data (spec section 5; validation/rules.ts) and the
 * password strength levels: an area, so the sign-in forms (/login, <portal-login>) carry none of them. A rule's issue
 * names this catalogue (validation/issue.ts), and the form translates it with it.
 */
export const validationRules = {
  'validation.phone.required': 'Vui lòng nhập số điện thoại',
  'validation.phone.invalid': 'Số điện thoại không hợp lệ',
  'validation.phone.max': 'Số điện thoại tối đa 15 chữ số',
  'validation.username.length': 'Tên đăng nhập phải có từ 4 đến 32 ký tự',
  'validation.username.charset': 'Tên đăng nhập chỉ gồm chữ thường a-z, chữ số và dấu gạch dưới',
  'validation.password.min': 'Mật khẩu phải có ít nhất 8 ký tự',
  'validation.password.max': 'Mật khẩu tối đa 128 ký tự',
  'validation.password.medium':
    'Mật khẩu chưa đủ mạnh: hãy dùng ít nhất 2 loại ký tự (chữ cái, chữ số, ký hiệu, có cả chữ hoa lẫn chữ thường), trong đó có chữ số',
  'validation.password.strong':
    'Mật khẩu chưa đủ mạnh: hãy dùng ít nhất 3 loại ký tự (chữ cái, chữ số, ký hiệu, có cả chữ hoa lẫn chữ thường), trong đó có ký hiệu',
  'validation.passwordConfirm.mismatch': 'Mật khẩu xác nhận không khớp',
  'validation.otp.required': 'Vui lòng nhập mã OTP',
  'validation.otp.length': 'Mã OTP phải gồm đúng 6 ký tự',
  'validation.securityCode.required': 'Vui lòng nhập mã bảo mật',
  'validation.securityCode.length': 'Mã bảo mật phải gồm đúng 6 ký tự',
  'validation.email.required': 'Vui lòng nhập email',
  'validation.email.invalid': 'Email không hợp lệ',
  'validation.email.max': 'Email tối đa 128 ký tự',
  'validation.firstName.required': 'Vui lòng nhập tên',
  'validation.lastName.required': 'Vui lòng nhập họ',
  'validation.name.max': 'Tối đa 128 ký tự',
  'validation.strength.label': 'Độ mạnh mật khẩu',
  'validation.strength.announce': 'Độ mạnh mật khẩu: {level}',
  'validation.strength.weak': 'Yếu',
  'validation.strength.medium': 'Trung bình',
  'validation.strength.strong': 'Mạnh',
  'validation.strength.veryStrong': 'Rất mạnh',
} as const;
