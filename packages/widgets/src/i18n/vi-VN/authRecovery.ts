/**
 * The recovery forms' texts: RecoveryOptions, ForgotPasswordForm, ResetPasswordForm, PhoneResetForm,
 * ForgotUsernameForm (the new-password fields': authPassword.ts).
 */
export const authRecovery = {
  'auth.recovery.options.title': 'Khôi phục mật khẩu',
  'auth.recovery.options.intro': 'Chọn một trong hai cách dưới đây để đặt lại mật khẩu tài khoản.',
  'auth.recovery.options.phaseOut':
    'Email đang được thay thế dần bằng số điện thoại và sẽ ngừng được sử dụng trong vài ngày tới. Hãy ưu tiên lấy lại mật khẩu qua điện thoại.',
  'auth.recovery.options.phoneTitle': 'Qua số điện thoại',
  'auth.recovery.options.phoneBadge': 'Khuyên dùng',
  'auth.recovery.options.phoneBody':
    'Gửi tin nhắn SMS từ số điện thoại đã đăng ký của tài khoản tới số tổng đài để nhận mã OTP, rồi đặt mật khẩu mới.',
  'auth.recovery.options.phoneAction': 'Lấy lại qua điện thoại',
  'auth.recovery.options.emailTitle': 'Qua email',
  'auth.recovery.options.emailBody':
    'Chúng tôi sẽ gửi đường dẫn đặt lại mật khẩu tới email của tài khoản.',
  'auth.recovery.options.emailAction': 'Lấy lại qua email',
  'auth.recovery.field.username': 'Tên đăng nhập',
  'auth.recovery.field.usernameHelper': 'Ít nhất 4 ký tự.',
  'auth.recovery.field.email': 'Email',
  'auth.recovery.field.otp': 'Mã OTP',
  'auth.recovery.field.otpHelper': 'Mã gồm 6 số, có trong tin nhắn tổng đài gửi lại cho bạn.',
  'auth.recovery.link.forgotUsername': 'Quên tên đăng nhập?',
  'auth.recovery.link.support': 'Cần trợ giúp? Liên hệ hỗ trợ',
  'auth.recovery.link.login': 'Đăng nhập',
  'auth.recovery.link.backToLogin': 'Quay lại đăng nhập',
  'auth.recovery.link.requestNew': 'Gửi lại yêu cầu',
  'auth.recovery.forgotPassword.title': 'Quên mật khẩu',
  'auth.recovery.forgotPassword.intro':
    'Nhập tên đăng nhập của bạn. Chúng tôi sẽ gửi đường dẫn đặt lại mật khẩu tới email của tài khoản.',
  'auth.recovery.forgotPassword.submit': 'Gửi yêu cầu',
  'auth.recovery.forgotPassword.sentTitle': 'Đã gửi yêu cầu',
  'auth.recovery.forgotPassword.sentBody':
    'Nếu tên đăng nhập tồn tại và có email, chúng tôi đã gửi hướng dẫn đặt lại mật khẩu. Vui lòng kiểm tra hộp thư.',
  'auth.recovery.reset.title': 'Đặt lại mật khẩu',
  'auth.recovery.reset.intro': 'Tạo mật khẩu mới cho tài khoản của bạn.',
  'auth.recovery.reset.verifying': 'Đang xác minh yêu cầu...',
  'auth.recovery.reset.invalid':
    'Đường dẫn không hợp lệ hoặc đã hết hạn. Vui lòng gửi lại yêu cầu đặt lại mật khẩu.',
  'auth.recovery.reset.checkFailed': 'Chưa kiểm tra được đường dẫn đặt lại mật khẩu',
  'auth.recovery.reset.submit': 'Đặt lại mật khẩu',
  'auth.recovery.reset.outcomeUnknown':
    'Kết nối bị gián đoạn nên chưa rõ mật khẩu đã được đổi hay chưa. Đường dẫn vẫn còn hiệu lực: bạn có thể gửi lại.',
  'auth.recovery.reset.maybeChangedTitle': 'Có thể mật khẩu của bạn đã được đổi',
  'auth.recovery.reset.maybeChangedBody':
    'Kết nối bị gián đoạn khi đổi mật khẩu, và đường dẫn này đã được sử dụng. Hãy đăng nhập bằng mật khẩu mới; nếu không được, hãy gửi lại yêu cầu đặt lại mật khẩu.',
  'auth.recovery.done.title': 'Đặt lại mật khẩu thành công!',
  'auth.recovery.done.body': 'Bạn có thể đăng nhập bằng mật khẩu mới ngay bây giờ.',
  'auth.recovery.phone.title': 'Lấy lại mật khẩu qua điện thoại',
  'auth.recovery.phone.instruction':
    'Từ số điện thoại đã đăng ký của tài khoản, soạn tin nhắn theo cú pháp dưới đây rồi gửi tới một trong hai số tổng đài để nhận mã OTP. Sau đó nhập mã OTP và mật khẩu mới vào các ô bên dưới.',
  'auth.recovery.phone.commandLabel': 'Nội dung tin nhắn',
  'auth.recovery.phone.command': 'MXT {username}',
  'auth.recovery.phone.usernamePlaceholder': '<tên đăng nhập>',
  'auth.recovery.phone.numbersLabel': 'Gửi tới một trong hai số',
  'auth.recovery.phone.sendTo': 'Nhắn tin tới {number}',
  'auth.recovery.phone.submit': 'Đặt lại mật khẩu',
  'auth.recovery.phone.outcomeUnknown':
    'Kết nối bị gián đoạn nên chưa rõ mật khẩu đã được đổi hay chưa, và chưa đăng nhập được bằng mật khẩu mới. Hãy bấm Đặt lại mật khẩu để thử lại.',
  'auth.recovery.forgotUsername.title': 'Quên tên đăng nhập',
  'auth.recovery.forgotUsername.intro':
    'Nhập email đã đăng ký cho tài khoản. Chúng tôi sẽ gửi tên đăng nhập tới email đó.',
  'auth.recovery.forgotUsername.submit': 'Gửi tên đăng nhập',
  'auth.recovery.forgotUsername.sentTitle': 'Đã gửi yêu cầu',
  'auth.recovery.forgotUsername.sentBody':
    'Nếu email đã được đăng ký, chúng tôi đã gửi tên đăng nhập tới địa chỉ đó. Vui lòng kiểm tra hộp thư.',
} as const;
