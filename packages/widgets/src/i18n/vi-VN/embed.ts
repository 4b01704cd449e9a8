/** The widgets on the game's homepage (`<portal-login>`, `<portal-topup>`). */
export const embed = {
  'embed.login.label': 'Tài khoản',
  'embed.login.balance': 'Số dư hiện tại',
  'embed.login.greeting': 'Xin chào, {username}',
  'embed.login.account': 'Quản lý tài khoản',
  'embed.login.logout': 'Đăng xuất',
  'embed.login.failed': 'Không tải được thông tin tài khoản',
  'embed.topup.label': 'Nạp KP',
  'embed.topup.title': 'Nạp KP',
  'embed.topup.prompt': 'Đăng nhập để nạp KP vào tài khoản của bạn.',
  'embed.topup.login': 'Đăng nhập',
  'embed.topup.loading': 'Đang tải phần nạp KP...',
  'embed.topup.loadFailed': 'Không tải được phần nạp KP',
  'embed.crossSite.title': 'Hãy đăng nhập trên cổng tài khoản',
  'embed.crossSite.text':
    'Trang này không cùng tên miền với máy chủ tài khoản nên trình duyệt không giữ được phiên đăng nhập tại đây. Bạn vẫn có thể đăng nhập và nạp KP trên cổng tài khoản.',
  'embed.crossSite.open': 'Mở cổng tài khoản (tab mới)',
} as const;
