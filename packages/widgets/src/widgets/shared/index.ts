export { useFormController, type FormController } from './useFormController';
export type {
  CheckboxName,
  FieldRule,
  FieldRules,
  FormControllerOptions,
  FormFailure,
  FormState,
  FormStatus,
  FormValues,
  SummaryItem,
  TextFieldName,
} from './formTypes';
export type { FormElementProps, SubmitProps, SummaryProps } from './formProps';
export { formFailureMessage } from './formFailureMessage';
export { ErrorSummary, type ErrorSummaryProps } from './ErrorSummary';
export {
  FormShell,
  FormSubmitButton,
  passwordChangedNotice,
  type FormShellForm,
  type FormShellProps,
  type FormShellSuccess,
  type HeadingLevel,
} from './FormShell';
export { renderAnchor, type LinkRenderer, type LinkRenderProps } from './renderLink';
export {
  useNeutralRecoveryRequest,
  type NeutralRecoveryRequestOptions,
} from './useNeutralRecoveryRequest';
export {
  NewPasswordFields,
  type NewPasswordFieldsProps,
  type NewPasswordLabels,
} from './NewPasswordFields';
export { LoadFailure, type LoadFailureProps } from './LoadFailure';
export { throttleSecondsOf, useSubmitHold } from './useThrottle';
export { RecoveryUsernameField } from './RecoveryUsernameField';
export {
  SmsInstruction,
  smsLinks,
  type SmsInstructionLabels,
  type SmsInstructionProps,
  type SmsLink,
} from './SmsInstruction';
export { LoadingStatus, type LoadingStatusProps } from './LoadingStatus';
export { OfflineBanner, type OfflineBannerProps } from './OfflineBanner';
export { ignoreKeyRepeat } from './ignoreKeyRepeat';
export { useSingleFlight } from './useSingleFlight';
export {
  useAction,
  type Action,
  type ActionContext,
  type ActionOptions,
  type ActionState,
  type ActionStatus,
} from './useAction';
export { useDecision } from './useDecision';
export { refusedByTheApi } from './moneyRule';
export { sentNothing, usePayerCheck } from './usePayerCheck';
export { AnotherPlayerNotice } from './AnotherPlayerNotice';
export {
  useMoneyWrite,
  type Lookup,
  type MoneyWriteOptions,
  type MoneyWriteState,
  type OutcomeCheckState,
} from './useMoneyWrite';
export { OutcomeArea, type OutcomeAreaProps } from './OutcomeArea';
export { useOutcomeInView } from './useOutcomeInView';
export {
  MoneyWriteOutcome,
  type MoneyWriteOutcomeProps,
  type MoneyWriteOutcomeTexts,
} from './MoneyWriteOutcome';
export { TermList, type TermRow } from './TermList';
