/** Texts of the host shell: layout, not-found page, error boundary. */
export const app = {
  'app.name': 'Cổng tài khoản Võ Lâm',
  'app.logo': 'Về trang chủ Võ Lâm',
  'app.copyright': '© {year} Võ Lâm. Bảo lưu mọi quyền.',
  'app.notFound.title': 'Trang bạn truy cập không tồn tại',
  'app.notFound.body':
    'Đường dẫn có thể đã bị đổi hoặc gõ nhầm. Hãy kiểm tra lại hoặc quay về trang chủ.',
  'app.notFound.home': 'Về trang chủ',
  'app.error.title': 'Có lỗi xảy ra',
  'app.error.generic': 'Đã xảy ra lỗi, hãy thử tải lại trang.',
  'app.error.reload': 'Tải lại trang',
  'app.skipToContent': 'Bỏ qua đến nội dung chính',
  'app.welcome.title': 'Chào mừng đến Cổng tài khoản Võ Lâm',
  'app.welcome.body':
    'Quản lý tài khoản, nạp KP bằng thẻ cào, ví điện tử hoặc chuyển khoản, đổi KP sang xu trong game và nhận giftcode.',
} as const;
