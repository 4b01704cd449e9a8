/** Texts of the dialog that logs the player in again when the session ends under a page. */
export const session = {
  'auth.renewal.title': 'Phiên đăng nhập đã kết thúc',
  'auth.renewal.text':
    'Hãy đăng nhập lại để tiếp tục. Những gì bạn đã nhập trên trang này vẫn được giữ nguyên.',
} as const;
