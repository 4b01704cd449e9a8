/** Texts of the api area: what a player reads when a call to the account API fails, by the failure's kind. */
export const api = {
  'api.error.timeout': 'Máy chủ phản hồi quá lâu. Vui lòng thử lại.',
  'api.error.network': 'Không thể kết nối đến máy chủ. Hãy kiểm tra mạng và thử lại.',
  'api.error.outcomeUnknown':
    'Mất kết nối nên chưa rõ yêu cầu đã được xử lý hay chưa. Hãy kiểm tra trước khi gửi lại.',
  'api.error.decode':
    'Máy chủ phản hồi không như mong đợi, không phải do kết nối của bạn. Vui lòng thử lại sau ít phút.',
  'api.error.server': 'Máy chủ đang gặp sự cố. Vui lòng thử lại sau.',
  'api.error.request': 'Không thể thực hiện yêu cầu. Vui lòng thử lại.',
  'api.error.invalid': 'Thông tin chưa hợp lệ. Vui lòng kiểm tra lại.',
  'api.error.notFound': 'Không tìm thấy dữ liệu bạn cần. Vui lòng tải lại trang hoặc thử lại sau.',
  'api.error.forbidden':
    'Bạn không có quyền thực hiện thao tác này. Nếu cần trợ giúp, hãy liên hệ bộ phận hỗ trợ.',
  'api.error.unauthenticated': 'Bạn chưa đăng nhập hoặc phiên đăng nhập đã kết thúc.',
  'api.error.sessionExpired': 'Phiên làm việc đã hết hạn, vui lòng thử lại.',
  'api.error.tooManyRequests': 'Bạn đã gửi quá nhiều yêu cầu. Vui lòng đợi một lát rồi thử lại.',
  'api.error.lockedOut':
    'Bạn đã nhập sai quá nhiều lần. Hãy đợi hết thời gian đếm ngược rồi thử lại.',
  'api.error.redirect':
    'Máy chủ chuyển yêu cầu sang địa chỉ khác thay vì xử lý. Hãy tải lại trang để kiểm tra trước khi thử lại.',
  'api.error.sessionRefused':
    'Máy chủ đã nhận đăng nhập nhưng từ chối mở phiên cho trang này (lỗi cấu hình máy chủ). Vui lòng báo cho bộ phận hỗ trợ.',
} as const;
