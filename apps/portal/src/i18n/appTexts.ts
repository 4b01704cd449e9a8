/**
 * The portal's own texts (vi-VN): its layouts, shell, pages and titles. The widgets' texts stay in
 * the library's catalogue; both are overridden by `/locales/{locale}.json` and follow the pseudo locale.
 */
export const appTexts = {
  'app.name': 'Cổng tài khoản Võ Lâm',
  'app.copyright': '© {year} Võ Lâm. Bảo lưu mọi quyền.',
  'app.newTab': '(mở trong tab mới)',
  'app.notFound.title': 'Trang bạn truy cập không tồn tại',
  'app.notFound.body':
    'Đường dẫn có thể đã bị đổi hoặc gõ nhầm. Hãy kiểm tra lại hoặc quay về trang chủ.',
  'app.notFound.home': 'Về trang chủ',
  'app.error.title': 'Có lỗi xảy ra',
  'app.error.generic': 'Đã xảy ra lỗi, hãy thử tải lại trang.',
  'app.error.reload': 'Tải lại trang',
  'app.skipToContent': 'Chuyển đến nội dung chính',
  'app.gate.failed': 'Không tải được thông tin tài khoản',
  'app.header.links': 'Liên kết nhanh',
  'app.header.giftcode': 'Giftcode',
  'app.header.news': 'Tin tức',
  'app.header.support': 'Hỗ trợ',
  'app.shell.greeting': 'Xin chào, {username}',
  'app.shell.logout': 'Đăng xuất',
  'app.shell.loggingOut': 'Đang đăng xuất...',
  'app.menu.download': 'Tải game',
  'app.menu.settings': 'Quản lý tài khoản',
  'app.menu.balance': 'Số dư: {amount}',
  'app.menu.topup': 'Nạp thêm',
  'app.nav.label': 'Tài khoản',
  'app.nav.toggle': 'Danh mục tài khoản',
  'app.nav.profile': 'Thông tin cá nhân',
  'app.nav.security': 'Bảo mật và đăng nhập',
  'app.nav.payment': 'Nạp thẻ',
  'app.nav.recharge': 'Nạp game',
  'app.nav.transactions': 'Lịch sử giao dịch',
  'app.nav.giftcode': 'Giftcode',
  'app.support.title': 'Hỗ trợ',
  'app.support.body':
    'Trung tâm hỗ trợ đang được xây dựng. Trong lúc chờ đợi, bạn vui lòng gửi yêu cầu hỗ trợ qua fanpage chính thức của Võ Lâm trên mạng xã hội; đội ngũ chăm sóc khách hàng sẽ phản hồi sớm nhất.',
  'app.support.fanPage': 'Gửi yêu cầu qua fanpage Võ Lâm',
  'app.titles.payment': 'Nạp KP',
  'app.titles.login': 'Đăng nhập',
  'app.titles.register': 'Đăng ký',
  'app.titles.recovery': 'Khôi phục mật khẩu',
  'app.titles.forgotPassword': 'Quên mật khẩu',
  'app.titles.resetPassword': 'Đặt lại mật khẩu',
  'app.titles.phoneReset': 'Lấy lại mật khẩu qua điện thoại',
  'app.titles.forgotUsername': 'Quên tên đăng nhập',
  'app.titles.emailVerification': 'Xác thực địa chỉ email',
} as const;

/** A key of the portal's own texts. */
export type AppTextKey = keyof typeof appTexts;

/** Overrides of the portal's own texts, from `/locales/{locale}.json`. */
export type AppTextOverrides = Readonly<Partial<Record<AppTextKey, string>>>;

/** Keeps only string values whose keys are portal texts; the library's keys are sanitised by the library. */
export function sanitiseAppOverrides(input: unknown): AppTextOverrides {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return {};
  const result: Partial<Record<AppTextKey, string>> = {};
  for (const [key, value] of Object.entries(input)) {
    if (key in appTexts && typeof value === 'string') result[key as AppTextKey] = value;
  }
  return result;
}
