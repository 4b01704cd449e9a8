export { FieldLabel, FieldMessages, fieldClassNames } from './FieldParts';
export { joinFieldError, useField, type FieldError, type FieldState } from './useField';
