/** Texts of the ui area: the design-system primitives' own (their stories' and tests' samples: uiExamples.ts). */
export const ui = {
  'ui.modal.close': 'Đóng hộp thoại',
} as const;
