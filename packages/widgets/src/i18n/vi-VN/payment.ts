/** Texts of the payment area: the balance strip, top-up by card, e-wallet and bank (game recharge: recharge.ts). */
export const payment = {
  'payment.balance.label': 'Số dư hiện tại',
  'payment.balance.debt': '- {amount} (còn nợ)',
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
  'payment.method.card.helper': 'Tỷ lệ 10.000đ = 100 KP',
  'payment.panel.card': 'Thẻ cào',
  'payment.panel.eWallet': 'Ví điện tử',
  'payment.panel.bank': 'Chuyển khoản ngân hàng',

  'payment.card.provider': 'Loại thẻ',
  'payment.card.providerLogo': 'Thẻ {name}',
  'payment.card.serial': 'Số seri',
  'payment.card.pin': 'Mã số thẻ',
  'payment.card.value': 'Mệnh giá',
  'payment.card.valuePlaceholder': '-- Chọn mệnh giá --',
  'payment.card.valueWarning':
    'Chọn đúng mệnh giá in trên thẻ: chọn sai mệnh giá, thẻ sẽ bị hủy và không được hoàn lại.',
  'payment.card.digitsOnly': '{field} chỉ gồm các chữ số.',
  'payment.card.serialRequired': 'Vui lòng nhập số seri.',
  'payment.card.pinRequired': 'Vui lòng nhập mã số thẻ.',
  'payment.card.serialLengths': 'Số seri thẻ {name} gồm {lengths} chữ số.',
  'payment.card.pinLengths': 'Mã số thẻ {name} gồm {lengths} chữ số.',
  'payment.card.serialLengthsAny': 'Số seri gồm từ {min} đến {max} chữ số.',
  'payment.card.pinLengthsAny': 'Mã số thẻ gồm từ {min} đến {max} chữ số.',
  'payment.card.length': '{field} vừa nhập có {count} chữ số, chưa đúng độ dài in trên thẻ.',
  'payment.card.providerRequired': 'Vui lòng chọn loại thẻ.',
  'payment.card.valueRequired': 'Vui lòng chọn mệnh giá.',
  'payment.card.pending': 'Thẻ đang được nhà mạng kiểm tra',
  'payment.card.accepted': 'Đã nhận thẻ, giao dịch #{id} đang được xử lý.',
  'payment.card.pendingHint':
    'Việc kiểm tra thường mất vài giây. Kết quả sẽ hiện ở đây, bạn không cần gửi lại thẻ.',
  'payment.card.stillPending':
    'Nhà mạng vẫn đang kiểm tra thẻ. Kết quả sẽ có trong Lịch sử giao dịch; bạn không cần gửi lại thẻ.',
  'payment.card.checkAgain': 'Kiểm tra lại',
  'payment.card.succeeded': 'Nạp thẻ thành công',
  'payment.card.succeededDetail': 'Thẻ {value} đã được nạp vào tài khoản của bạn.',
  'payment.card.failed': 'Nạp thẻ thất bại',
  'payment.card.cancelled': 'Thẻ đã bị hủy',
  'payment.card.checking':
    'Chưa rõ thẻ đã được gửi đi hay chưa: máy chủ không trả lời rõ ràng. Đang kiểm tra Lịch sử giao dịch...',
  'payment.card.notFound':
    'Không tìm thấy thẻ này trong Lịch sử giao dịch nên thẻ chưa được nạp. Bạn có thể bấm Xác nhận để gửi lại.',
  'payment.card.unconfirmed': 'Chưa rõ thẻ đã được nạp hay chưa',
  'payment.card.kept':
    'Một thẻ bạn gửi trước đó chưa rõ đã được nạp hay chưa. Hãy xem Lịch sử giao dịch trước; nếu gửi lại, hãy nhập đúng thẻ đó: máy chủ chỉ nạp thẻ một lần.',
  'payment.card.unconfirmedHint':
    'Thẻ chưa có trong Lịch sử giao dịch. Bấm Kiểm tra lại để xem lại; nếu vẫn chưa thấy, bạn có thể bấm Xác nhận để gửi lại đúng thẻ này: máy chủ chỉ nạp thẻ một lần.',
  'payment.card.checkFailed': 'Chưa kiểm tra được thẻ trong Lịch sử giao dịch',
  'payment.card.confirmAgain': 'Vui lòng bấm Xác nhận để gửi lại thẻ.',
  'payment.card.signInAgain':
    'Phiên đăng nhập đã kết thúc nên thẻ chưa được gửi. Hãy đăng nhập lại rồi bấm Xác nhận.',

  'payment.transfer.rate': '{cash} = {kp}',
  'payment.transfer.qr': 'Mã QR chuyển khoản {label}',
  'payment.transfer.qrInvalid':
    'Mã QR của {label} bị lỗi nên không được hiển thị. Hãy chuyển khoản theo thông tin bên dưới.',
  'payment.transfer.qrLoading': 'Đang tạo mã QR...',
  'payment.transfer.saveQr': 'Lưu ảnh QR',
  'payment.transfer.saveQrFailed':
    'Chưa lưu được ảnh QR. Bạn có thể chụp màn hình hoặc chuyển khoản theo thông tin bên cạnh.',
  'payment.transfer.contentLine': 'Nội dung chuyển khoản: {content}',
  'payment.transfer.accountName': 'Chủ tài khoản',
  'payment.transfer.accountNumber': 'Số tài khoản',
  'payment.transfer.walletPhone': 'Số điện thoại ví',
  'payment.transfer.content': 'Nội dung chuyển khoản',
  'payment.transfer.exactContent':
    'Giao dịch được xử lý tự động. Hãy nhập chính xác nội dung chuyển khoản để KP được cộng vào tài khoản của bạn.',
  'payment.transfer.empty': 'Hiện chưa có tài khoản nhận chuyển khoản nào.',
  'payment.bonus.caption': 'Bảng khuyến mãi của {label}',
  'payment.bonus.cash': 'Số tiền',
  'payment.bonus.credits': 'KP nhận',
  'payment.bonus.bonus': 'KP thưởng',
  'payment.bonus.none': '{label} hiện không có khuyến mãi.',
} as const;
