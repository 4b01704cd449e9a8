/** Texts every form shares. */
export const form = {
  'form.captchaUnavailable':
    'Không tải được bước xác minh chống người máy. Hãy kiểm tra kết nối mạng rồi bấm gửi lại; thông tin bạn đã nhập vẫn được giữ.',
  'form.retryIn': 'Thử lại sau {seconds} giây',
} as const;
