/** The RegisterWizard's texts (its password fields' helper: authPassword.ts). */
export const authRegister = {
  'auth.register.stepIndicator': 'Bước {current}/{total}',
  'auth.register.phone.title': 'Số điện thoại của bạn',
  'auth.register.phone.subtitle': 'Dùng để kích hoạt và khôi phục tài khoản qua SMS',
  'auth.register.phone.label': 'Số điện thoại',
  'auth.register.phone.helper': 'Từ 10 đến 15 chữ số',
  'auth.register.newsletter': 'Nhận tin tức và ưu đãi qua SMS',
  'auth.register.username.title': 'Chọn tên đăng nhập',
  'auth.register.username.subtitle':
    'Dùng để đăng nhập cổng tài khoản và vào game. Lưu ý: không thể đổi tên đăng nhập sau khi tạo.',
  'auth.register.username.label': 'Tên đăng nhập',
  'auth.register.username.helper': 'Từ 4 đến 32 ký tự: chữ thường a-z, chữ số và dấu gạch dưới',
  'auth.register.password.title': 'Đặt mật khẩu',
  'auth.register.password.subtitle': 'Bước cuối: đặt mật khẩu đủ mạnh để bảo vệ tài khoản của bạn.',
  'auth.register.password.label': 'Mật khẩu',
  'auth.register.passwordConfirm.label': 'Nhập lại mật khẩu',
  'auth.register.review.title': 'Trước tiên, chúng tôi cần một vài thông tin',
  'auth.register.review.subtitle': 'Vui lòng kiểm tra lại thông tin tài khoản của bạn',
  'auth.register.submit': 'Đăng ký',
  'auth.register.submitting': 'Đang tạo tài khoản...',
  'auth.register.haveAccount': 'Đã có tài khoản?',
  'auth.register.login': 'Đăng nhập',
  'auth.register.success': 'Tạo tài khoản thành công.',
  'auth.register.done.title': 'Chào mừng bạn!',
  'auth.register.outcomeUnknown':
    'Kết nối bị gián đoạn nên chưa rõ tài khoản đã được tạo hay chưa, và chưa đăng nhập được bằng thông tin bạn vừa nhập. Hãy bấm Đăng ký để thử lại.',
} as const;
