/** Texts of the game recharge and of the upgrade screen (old balances moved to an active server). */
export const recharge = {
  'payment.recharge.server': 'Máy chủ',
  'payment.recharge.serverPlaceholder': '-- Chọn máy chủ --',
  'payment.recharge.amounts': 'Chọn gói nạp',
  'payment.recharge.amount': '{coins} {coinName}',
  'payment.recharge.affordable': 'Cần {credit}',
  'payment.recharge.unaffordable': 'Số dư chưa đủ (cần {credit})',
  'payment.recharge.relogin':
    'Sau khi nạp thành công, hãy đăng nhập lại nhân vật trong game để nhận {coinName}.',
  'payment.recharge.submit': 'Nạp {coinName}',
  'payment.recharge.succeeded': 'Đã nạp {coins} {coinName} vào {server}.',
  'payment.recharge.confirmTitle': 'Xác nhận nạp {coinName}',
  'payment.recharge.confirmText': 'Số KP dưới đây sẽ bị trừ ngay khi bạn bấm Xác nhận.',
  'payment.recharge.confirmSpent': 'KP sử dụng',
  'payment.recharge.confirmReceived': 'Nhận được',
  'payment.recharge.confirmBalanceAfter': 'Số dư sau khi nạp',
  'payment.recharge.unavailable': 'Kết nối đến máy chủ bị gián đoạn, xin thử lại sau',
  'payment.recharge.loading': 'Đang tải dữ liệu nạp game...',
  'payment.recharge.checkAgain': 'Kiểm tra lại',
  'payment.recharge.checkingShort': 'Đang kiểm tra...',
  'payment.recharge.signInAgain':
    'Phiên đăng nhập đã kết thúc nên chưa nạp. Hãy đăng nhập lại rồi bấm Nạp {coinName}.',
  'payment.recharge.checking':
    'Chưa rõ yêu cầu nạp đã được xử lý hay chưa: máy chủ không trả lời rõ ràng. Đang kiểm tra số dư và Lịch sử giao dịch...',
  'payment.recharge.notTaken':
    'Yêu cầu nạp chưa được thực hiện, số dư KP không đổi. Bạn có thể bấm Nạp {coinName} để gửi lại.',
  'payment.recharge.unconfirmed':
    'Chưa rõ yêu cầu nạp đã được thực hiện hay chưa: số dư KP chưa thay đổi, có thể máy chủ vẫn đang xử lý. Bạn có thể gửi lại đúng yêu cầu nạp này; máy chủ chỉ thực hiện nó một lần nên bạn không bị trừ KP hai lần.',
  'payment.recharge.resend': 'Gửi lại yêu cầu này',
  'payment.recharge.resending':
    'Đang gửi lại đúng yêu cầu nạp vừa rồi, kết quả vẫn chưa rõ. Bạn không bị trừ KP hai lần.',
  'payment.recharge.checkFailed':
    'Chưa kiểm tra được số dư và Lịch sử giao dịch. Bấm Kiểm tra lại trước khi nạp lần nữa.',
  'payment.upgrade.title': 'Đã có phiên bản mới',
  'payment.upgrade.intro':
    'Máy chủ cũ của bạn đã đóng. Hãy chọn một máy chủ đang hoạt động để chuyển số dư cũ sang.',
  'payment.upgrade.balances': 'Số dư cũ trên {server}',
  'payment.upgrade.premiumCoins': '{coinName}',
  'payment.upgrade.copperCoins': 'Tiền đồng chờ quy đổi',
  'payment.upgrade.topupPoints': 'Điểm nạp tích lũy tháng 11',
  'payment.upgrade.server': 'Máy chủ nhận số dư',
  'payment.upgrade.submit': 'Chuyển số dư',
  'payment.upgrade.confirmTitle': 'Xác nhận chuyển số dư',
  'payment.upgrade.confirmText': 'Các số dư sau sẽ được chuyển sang {server}:',
  'payment.upgrade.checking':
    'Chưa rõ số dư đã được chuyển hay chưa: máy chủ không trả lời rõ ràng. Đang kiểm tra máy chủ của bạn...',
  'payment.upgrade.notTaken': 'Số dư chưa được chuyển. Bạn có thể bấm Chuyển số dư để gửi lại.',
  'payment.upgrade.unconfirmed':
    'Chưa rõ số dư đã được chuyển hay chưa, có thể máy chủ vẫn đang xử lý. Bạn có thể gửi lại đúng yêu cầu này; máy chủ chỉ chuyển số dư một lần.',
  'payment.upgrade.checkFailed':
    'Chưa rõ số dư đã được chuyển hay chưa. Bấm Kiểm tra lại để xem lại trước khi chuyển lần nữa.',
  'payment.upgrade.resend': 'Gửi lại yêu cầu này',
  'payment.upgrade.resending':
    'Đang gửi lại đúng yêu cầu chuyển số dư vừa rồi, kết quả vẫn chưa rõ.',
  'payment.upgrade.succeeded':
    'Đã chuyển số dư sang máy chủ mới. Trang nạp game sẽ mở lại sau giây lát.',
} as const;
