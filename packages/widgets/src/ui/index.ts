/** The design-system primitives every widget is built from. */
export { Alert } from './Alert';
export { Button } from './Button';
export { Checkbox } from './Checkbox';
export { ColourModeSwitch } from './ColourModeSwitch';
export { CopyValue, copiedLabelMs } from './CopyValue';
export { joinFieldError } from './Field';
export { Modal } from './Modal';
export { QrCode } from './QrCode';
export { Select } from './Select';
export { Spinner } from './Spinner';
export { Table } from './Table';
export { TextField } from './TextField';
export { VisuallyHidden } from './VisuallyHidden';

export type { AlertLive, AlertProps, AlertTone } from './Alert';
export type { ButtonProps, ButtonVariant } from './Button';
export type { CheckboxProps } from './Checkbox';
export type { ColourModeSwitchProps } from './ColourModeSwitch';
export type { CopyValueProps } from './CopyValue';
export type { FieldError } from './Field';
export type { ModalProps } from './Modal';
export type { QrCodeProps, QrErrorCorrection } from './QrCode';
export type { SelectOption, SelectProps } from './Select';
export type { SpinnerProps } from './Spinner';
export type { TableColumn, TableProps } from './Table';
export type { TextFieldProps, TextFieldType } from './TextField';
export type { VisuallyHiddenProps } from './VisuallyHidden';
