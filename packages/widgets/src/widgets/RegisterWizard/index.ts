export { RegisterWizard, type RegisterWizardProps } from './RegisterWizard';
export { useBrowserStepHistory, type RegisterStep, type StepHistory } from './stepHistory';
