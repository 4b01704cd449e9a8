/** Texts every form shares. */
export const form = {
  'form.captchaUnavailable':
    'Không tải được bước xác minh captcha. Hãy kiểm tra kết nối mạng rồi gửi lại; thông tin bạn đã nhập vẫn được giữ nguyên.',
  'form.retryIn': 'Thử lại sau {seconds} giây',
} as const;
