/** Texts of the api area: what a player reads when a call to the account API fails without a usable message. */
export const api = {
  'api.error.timeout': 'Máy chủ phản hồi quá lâu. Vui lòng thử lại.',
  'api.error.network': 'Không thể kết nối đến máy chủ. Hãy kiểm tra mạng và thử lại.',
  'api.error.outcomeUnknown':
    'Chưa rõ yêu cầu đã được xử lý hay chưa do mất kết nối. Hãy kiểm tra lại trước khi gửi lại.',
  'api.error.decode': 'Máy chủ trả về dữ liệu không hợp lệ. Vui lòng thử lại sau.',
  'api.error.server': 'Máy chủ đang gặp sự cố. Vui lòng thử lại sau.',
  'api.error.request': 'Không thể thực hiện yêu cầu. Vui lòng thử lại.',
  'api.error.unauthenticated': 'Bạn chưa đăng nhập hoặc phiên đăng nhập đã kết thúc.',
  'api.error.sessionExpired': 'Phiên làm việc đã hết hạn, vui lòng thử lại.',
  'api.error.tooManyRequests': 'Bạn đã thử quá nhiều lần. Vui lòng đợi một lát rồi thử lại.',
  'api.error.redirect':
    'Máy chủ trả lời bằng một lệnh chuyển hướng nên yêu cầu không được gửi tiếp. Hãy tải lại trang để kiểm tra trước khi thử lại.',
  'api.error.sessionRefused':
    'Máy chủ đã nhận đăng nhập nhưng từ chối mở phiên cho trang này (lỗi cấu hình máy chủ). Vui lòng báo cho bộ phận hỗ trợ.',
} as const;
