/** Texts of the ui area: the design-system primitives' own (their stories' and tests' samples: uiExamples.ts). */
export const ui = {
  'ui.modal.close': 'Đóng hộp thoại',
  'ui.input.digitsOnly': 'Chỉ nhập chữ số; ký tự khác không được nhận.',
  'ui.input.tooLong': 'Tối đa {max} ký tự; phần nhập thêm không được nhận.',
  'ui.input.count': '{length}/{max} ký tự',
} as const;
