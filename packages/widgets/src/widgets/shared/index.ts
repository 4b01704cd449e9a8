export {
  useFormController,
  type FieldRule,
  type FormControllerOptions,
  type FormFailure,
  type FormState,
  type FormValues,
  type SummaryItem,
} from './useFormController';
export { formFailureMessage } from './formFailureMessage';
export { ErrorSummary, type ErrorSummaryProps } from './ErrorSummary';
export { renderAnchor, type LinkRenderer, type LinkRenderProps } from './renderLink';
export {
  useNeutralRecoveryRequest,
  type NeutralRecoveryRequestOptions,
} from './useNeutralRecoveryRequest';
export { NewPasswordFields } from './NewPasswordFields';
