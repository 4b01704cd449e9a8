/** Texts of the dialog that logs the player in again when the session ends under a page. */
export const session = {
  'auth.renewal.title': 'Phiên đăng nhập đã kết thúc',
  'auth.renewal.text':
    'Hãy đăng nhập lại để tiếp tục. Những gì bạn đã nhập trên trang này vẫn được giữ nguyên.',
  'auth.anotherPlayer':
    'Một tài khoản khác vừa đăng nhập trên trình duyệt này. Những gì đã chọn trước đó đã được xóa, không có giao dịch nào được gửi.',
} as const;
