export { RegisterWizard, type RegisterWizardProps } from './RegisterWizard';
export {
  isRegisterStep,
  registerSteps,
  useBrowserStepHistory,
  type RegisterStep,
  type StepHistory,
} from './stepHistory';
