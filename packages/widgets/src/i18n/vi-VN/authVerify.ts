/** The EmailVerification's texts. */
export const authVerify = {
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
