import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { User } from '../../api';
import { normaliseText } from '../../validation';
import { useFormController, type SummaryItem, type SummaryProps } from '../shared';
import {
  emptyRegisterValues,
  fieldsOfStep,
  invalidFieldsOf,
  registerFields,
  registerRules,
  stepAfter,
  stepBefore,
  stepToShow,
  type RegisterField,
  type RegisterValues,
} from './registerRules';
import { registerSteps, type RegisterStep, type StepHistory } from './stepHistory';
import { authRegister } from '../../i18n/vi-VN/authRegister';
import { useRegistrationSubmit } from './useRegistrationSubmit';

/** What the wizard shows: one step, the single form after a 422, or the success notice. */
export type WizardView =
  | { status: 'step'; step: RegisterStep; number: number }
  | { status: 'review' }
  | { status: 'done' };

function viewOf(
  done: boolean,
  reviewAt: { entry: RegisterStep | null } | null,
  entry: RegisterStep | null,
  values: RegisterValues,
): WizardView {
  if (done) return { status: 'done' };
  if (reviewAt !== null && reviewAt.entry === entry) return { status: 'review' };
  const step = stepToShow(entry, values);
  return { status: 'step', step, number: registerSteps.indexOf(step) + 1 };
}

/** Options of {@link useRegisterWizard}. */
export interface UseRegisterWizardOptions {
  stepHistory: StepHistory;
  onSuccess?: ((user: User) => void) | undefined;
}

type TextField = Exclude<RegisterField, 'receiveNewsletter'>;

/** The wizard's logic: values across steps, step history, the captcha and the request. */
export function useRegisterWizard({ stepHistory, onSuccess }: UseRegisterWizardOptions) {
  const idPrefix = `${useId()}register-`;
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The single form lasts while the history stays on the entry where the 422 came back.
  const [reviewAt, setReviewAt] = useState<{ entry: RegisterStep | null } | null>(null);

  // A 422 shows the single form while the history stays on the entry where it came back.
  const submit = useRegistrationSubmit(() => setReviewAt({ entry: stepHistory.current }));
  const form = useFormController<RegisterValues, User>({
    idPrefix,
    initialValues: emptyRegisterValues,
    rules: registerRules,
    submit,
    onSucceeded: (user) => onSuccess?.(user),
    // every field of every step (the newsletter has no rule); a server error of any other field,
    // e.g. a rejected captcha token, is the banner: the player has no field for it
    fields: registerFields,
    failureMessageWithFieldErrors: false,
    texts: [authRegister],
  });
  const { values, markVisited } = form;

  const view = viewOf(form.status === 'succeeded', reviewAt, stepHistory.current, values);
  const shownStep = view.status === 'step' ? view.step : null;
  const stepValid = shownStep === null || invalidFieldsOf(shownStep, values).length === 0;

  // A new step takes focus to its heading, which names it and says 'Bước n/3'. The single form
  // leaves focus to the error summary, which the controller focuses.
  const previousView = useRef<string | null>(null);
  const viewKey = shownStep ?? view.status;
  useEffect(() => {
    if (previousView.current !== null && previousView.current !== viewKey && shownStep) {
      headingRef.current?.focus();
    }
    previousView.current = viewKey;
  }, [viewKey, shownStep]);

  /** Shows the messages of a step's fields and puts focus on the first one to fix. */
  const revealStep = (step: RegisterStep, formElement: HTMLFormElement | null) => {
    fieldsOfStep[step].forEach(markVisited);
    const first = invalidFieldsOf(step, values)[0];
    // Through the form, not the document: in the embed the widget lives in a shadow root.
    const control = first && formElement?.elements.namedItem(first);
    if (control instanceof HTMLElement) control.focus();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    switch (view.status) {
      case 'done':
        return;
      case 'review':
        void form.handleSubmit();
        return;
      case 'step': {
        const next = stepAfter(view.step);
        if (!stepValid) revealStep(view.step, event.currentTarget);
        else if (next) stepHistory.push(next);
        else void form.handleSubmit();
        return;
      }
      default:
        return view satisfies never;
    }
  };

  // Back through history when this step has an entry of its own, so the browser's back and forward
  // buttons keep meaning what the player expects after using the wizard's own 'Quay lại'.
  const goBack = () => {
    const previous = shownStep && stepBefore(shownStep);
    if (!previous) return;
    if (stepHistory.back && stepHistory.current === shownStep) stepHistory.back();
    else stepHistory.push(previous);
  };

  const textField = (name: TextField) => ({
    ...form.textField(name),
    // The next button is inert while the step is invalid, so Enter says why instead.
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
      if (event.key === 'Enter' && shownStep && !stepValid) {
        revealStep(shownStep, event.currentTarget.form);
      }
    },
  });

  const shownFields: readonly RegisterField[] = shownStep
    ? fieldsOfStep[shownStep]
    : registerFields;
  const summary: SummaryItem[] = form.summaryProps.items.filter((item) =>
    (shownFields as readonly string[]).includes(item.field),
  );
  const summaryProps: SummaryProps = { ...form.summaryProps, items: summary };

  return {
    view,
    stepCount: registerSteps.length,
    headingId: `${idPrefix}heading`,
    headingRef,
    idPrefix,
    formProps: { onSubmit, noValidate: true } as const,
    goBack,
    canContinue: stepValid,
    submitting: form.status === 'processing',
    /** A 429's wait: the submit is inert, counts down, and a click says why. */
    hold:
      form.waitingText === undefined
        ? null
        : { text: form.waitingText, explain: () => void form.handleSubmit() },
    summaryProps,
    fields: {
      phone: textField('phone'),
      receiveNewsletter: form.checkbox('receiveNewsletter'),
      username: textField('username'),
      password: textField('password'),
      passwordConfirm: textField('passwordConfirm'),
    },
    /** The username as it will be sent, repeated in the password step for password managers. */
    savedUsername: normaliseText(values.username),
  };
}

/** What {@link useRegisterWizard} returns. */
export type RegisterWizardModel = ReturnType<typeof useRegisterWizard>;
/** The bindings of the wizard's fields, spread onto TextField and Checkbox. */
export type RegisterWizardFields = RegisterWizardModel['fields'];
