/** Texts of the payment area: the balance strip, top-up by card, e-wallet and bank, game recharge, upgrade. */
export const payment = {
  'payment.kp': '{amount} KP',
  'payment.vnd': '{amount}đ',
  'payment.balance.label': 'Số dư hiện tại',
  'payment.balance.debt': '- {amount} KP (còn nợ)',
  'payment.balance.debtWarning':
    'Số KP đã quy đổi vượt quá số tiền bạn thực trả được ghi thành nợ và sẽ tự động được trừ vào lần nạp tiếp theo.',
  'payment.balance.topupLink': 'Nạp KP ngay',
  'payment.balance.failed': 'Không tải được số dư',

  'payment.methods.label': 'Phương thức thanh toán',
  'payment.methods.loading': 'Đang tải phương thức thanh toán...',
  'payment.methods.failed': 'Không tải được phương thức thanh toán',
  'payment.methods.empty': 'Hiện chưa có phương thức thanh toán nào.',
  'payment.methods.choose': 'Chọn một phương thức thanh toán để bắt đầu.',
  'payment.method.bank': 'Chuyển khoản ngân hàng',
  'payment.method.bank.count': '{count} ngân hàng',
  'payment.method.bank.helper': 'QR Pay · Khuyên dùng',
  'payment.method.eWallet': 'Ví điện tử',
  'payment.method.eWallet.count': '{count} ví',
  'payment.method.eWallet.helper': 'Gợi ý · Khuyên dùng',
  'payment.method.card': 'Nạp thẻ',
  'payment.method.card.count': '{count} loại thẻ',
  'payment.method.card.helper': 'Tỷ lệ 10.000 VND = 100 KP',

  'payment.card.provider': 'Loại thẻ',
  'payment.card.providerLogo': 'Thẻ {name}',
  'payment.card.serial': 'Số seri',
  'payment.card.pin': 'Mã số thẻ',
  'payment.card.value': 'Mệnh giá',
  'payment.card.valuePlaceholder': '-- Chọn mệnh giá --',
  'payment.card.valueWarning':
    'Chọn đúng mệnh giá in trên thẻ: chọn sai mệnh giá, thẻ sẽ bị hủy và không được hoàn lại.',
  'payment.card.digitsOnly': '{field} chỉ gồm các chữ số.',
  'payment.card.required': 'Vui lòng nhập {field}.',
  'payment.card.length': '{field} của thẻ {name} gồm {lengths} chữ số.',
  'payment.card.lengthAny': '{field} gồm từ {min} đến {max} chữ số.',
  'payment.card.or': 'hoặc',
  'payment.card.providerRequired': 'Vui lòng chọn loại thẻ.',
  'payment.card.valueRequired': 'Vui lòng chọn mệnh giá.',
  'payment.card.pending': 'Thẻ đang được xử lý',
  'payment.card.pendingHint': 'Kết quả sẽ hiện ở đây sau vài giây, bạn không cần gửi lại thẻ.',
  'payment.card.stillPending':
    'Thẻ vẫn đang được xử lý. Kết quả sẽ có trong Lịch sử giao dịch; bạn không cần gửi lại thẻ.',
  'payment.card.checkAgain': 'Kiểm tra lại',
  'payment.card.succeeded': 'Nạp thẻ thành công',
  'payment.card.succeededDetail': 'Thẻ {value} đã được nạp vào tài khoản của bạn.',
  'payment.card.failed': 'Nạp thẻ thất bại',
  'payment.card.cancelled': 'Thẻ đã bị hủy',
  'payment.card.checking':
    'Chưa rõ thẻ đã được gửi đi hay chưa do mất kết nối. Đang kiểm tra Lịch sử giao dịch...',
  'payment.card.notFound':
    'Không tìm thấy thẻ này trong Lịch sử giao dịch nên thẻ chưa được nạp. Bạn có thể bấm Xác nhận để gửi lại.',
  'payment.card.unconfirmed': 'Chưa rõ thẻ đã được nạp hay chưa',
  'payment.card.unconfirmedHint':
    'Thẻ chưa có trong Lịch sử giao dịch. Bấm Kiểm tra lại để xem lại; nếu vẫn chưa thấy, bạn có thể bấm Xác nhận để gửi lại.',
  'payment.card.checkFailed': 'Chưa kiểm tra được thẻ trong Lịch sử giao dịch',
  'payment.card.confirmAgain': 'Vui lòng bấm Xác nhận để gửi lại thẻ.',
  'payment.card.signInAgain':
    'Phiên đăng nhập đã kết thúc nên thẻ chưa được gửi. Hãy đăng nhập lại: thẻ bạn đã nhập vẫn còn đây, sau đó bấm Xác nhận để gửi.',

  'payment.transfer.rate': '10.000đ = {kp}',
  'payment.transfer.qr': 'Mã QR chuyển khoản {label}',
  'payment.transfer.qrInvalid':
    'Mã QR của {label} bị lỗi nên không được hiển thị. Hãy chuyển khoản theo thông tin bên dưới.',
  'payment.transfer.qrLoading': 'Đang tạo mã QR...',
  'payment.transfer.accountName': 'Chủ tài khoản',
  'payment.transfer.accountNumber': 'Số tài khoản',
  'payment.transfer.content': 'Nội dung chuyển khoản',
  'payment.transfer.exactContent':
    'Giao dịch được xử lý tự động. Hãy nhập chính xác nội dung chuyển khoản để KP được cộng vào tài khoản của bạn.',
  'payment.transfer.empty': 'Hiện chưa có tài khoản nhận chuyển khoản nào.',
  'payment.bonus.caption': 'Bảng khuyến mãi của {label}',
  'payment.bonus.cash': 'Số tiền',
  'payment.bonus.credits': 'KP nhận',
  'payment.bonus.bonus': 'KP thưởng',
  'payment.bonus.none': '{label} hiện không có khuyến mãi.',

  'payment.recharge.server': 'Máy chủ',
  'payment.recharge.serverPlaceholder': '-- Chọn máy chủ --',
  'payment.recharge.amounts': 'Chọn gói nạp',
  'payment.recharge.amount': '{coins} {coinName}',
  'payment.recharge.affordable': 'cần: {credit} KP',
  'payment.recharge.unaffordable': 'không đủ {credit} KP',
  'payment.recharge.relogin':
    'Sau khi nạp thành công, hãy đăng nhập lại nhân vật trong game để nhận {coinName}.',
  'payment.recharge.submit': 'Nạp {coinName}',
  'payment.recharge.succeeded': 'Đã nạp {coins} {coinName} vào máy chủ {server}.',
  'payment.recharge.unavailable': 'Kết nối đến máy chủ bị gián đoạn, xin thử lại sau',
  'payment.recharge.loading': 'Đang tải dữ liệu nạp game...',
  'payment.recharge.checkingShort': 'Đang kiểm tra...',
  'payment.recharge.signInAgain':
    'Phiên đăng nhập đã kết thúc nên chưa nạp. Hãy đăng nhập lại, sau đó bấm Nạp {coinName}.',
  'payment.recharge.checking':
    'Chưa rõ yêu cầu nạp đã được xử lý hay chưa do mất kết nối. Đang kiểm tra số dư và Lịch sử giao dịch...',
  'payment.recharge.notTaken':
    'Yêu cầu nạp chưa được thực hiện, số dư KP không đổi. Bạn có thể bấm Nạp {coinName} để gửi lại.',
  'payment.recharge.unconfirmed':
    'Chưa rõ yêu cầu nạp đã được thực hiện hay chưa: số dư KP chưa thay đổi. Bấm Kiểm tra lại để xem lại; nếu vẫn chưa thấy, bạn có thể bấm Nạp {coinName} để gửi lại.',
  'payment.recharge.checkFailed':
    'Chưa kiểm tra được số dư và Lịch sử giao dịch. Bấm Kiểm tra lại trước khi nạp lần nữa.',

  'payment.upgrade.title': 'Đã có phiên bản mới',
  'payment.upgrade.intro':
    'Máy chủ cũ của bạn đã đóng. Hãy chọn một máy chủ đang hoạt động để chuyển số dư cũ sang.',
  'payment.upgrade.balances': 'Số dư cũ trên máy chủ {server}',
  'payment.upgrade.premiumCoins': '{coinName}',
  'payment.upgrade.copperCoins': 'Đồng chờ quy đổi',
  'payment.upgrade.topupPoints': 'Điểm nạp tích lũy tháng 11',
  'payment.upgrade.server': 'Máy chủ nhận số dư',
  'payment.upgrade.submit': 'Chuyển số dư',
  'payment.upgrade.confirmTitle': 'Xác nhận chuyển số dư',
  'payment.upgrade.confirmText': 'Các số dư sau sẽ được chuyển sang máy chủ {server}:',
  'payment.upgrade.checking':
    'Chưa rõ số dư đã được chuyển hay chưa do mất kết nối. Đang kiểm tra máy chủ của bạn...',
  'payment.upgrade.notTaken': 'Số dư chưa được chuyển. Bạn có thể bấm Chuyển số dư để gửi lại.',
  'payment.upgrade.unconfirmed':
    'Chưa rõ số dư đã được chuyển hay chưa. Bấm Kiểm tra lại để xem lại trước khi chuyển lần nữa.',
  'payment.upgrade.succeeded':
    'Đã chuyển số dư sang máy chủ mới. Trang nạp game sẽ mở lại sau giây lát.',
} as const;
