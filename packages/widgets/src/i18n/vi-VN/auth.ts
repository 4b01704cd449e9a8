import { authLogin } from './authLogin';

/** The auth area's texts other than the LoginForm's. */
const authOthers = {
  // RegisterWizard
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
  'auth.register.password.helper': 'Ít nhất 8 ký tự, có chữ số kèm chữ cái hoặc ký hiệu',
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
  // Recovery (RecoveryOptions, ForgotPasswordForm, ResetPasswordForm, PhoneResetForm, ForgotUsernameForm)
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
  'auth.recovery.field.newPassword': 'Mật khẩu mới',
  'auth.recovery.field.newPasswordHelper':
    'Ít nhất 8 ký tự, bắt buộc có ký hiệu; dùng ít nhất 3 trong 4 loại: chữ cái, chữ số, ký hiệu, có cả chữ hoa lẫn chữ thường',
  'auth.recovery.field.confirmPassword': 'Nhập lại mật khẩu mới',
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
  // EmailVerification
  'auth.verify.title': 'Xác thực địa chỉ email',
  'auth.verify.validating': 'Đang xác thực thông tin của bạn...',
  'auth.verify.successTitle': 'Đã xong!',
  'auth.verify.successBody':
    'Tài khoản của bạn đã được xác thực. Từ giờ bạn có thể dùng các phương thức bảo mật nâng cao.',
  'auth.verify.login': 'Đăng nhập ngay',
  'auth.verify.expiryNote':
    'Lưu ý: trang này hết hiệu lực sau khi xác thực, đường dẫn trong email không dùng lại được nữa.',
  'auth.verify.failedTitle': 'Đường dẫn của bạn không hoạt động',
  'auth.verify.failedBody':
    'Hãy thử bấm lại vào đường dẫn trong email. Nếu vẫn không được, hãy gửi email xác thực mới từ trang quản lý tài khoản.',
  'auth.verify.account': 'Đến trang quản lý tài khoản',
  'auth.verify.unreachableTitle': 'Chưa xác thực được email',
} as const;

/** Texts of the auth area, the LoginForm's included (a pure call, not a spread: bundles that never use it drop it). */
export const auth = /* @__PURE__ */ Object.assign({}, authLogin, authOthers);
