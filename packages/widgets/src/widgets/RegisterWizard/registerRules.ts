import {
  newPassword,
  normaliseText,
  passwordConfirmation,
  registrationPhone,
  registrationUsername,
} from '../../validation';
import type { FieldRule } from '../shared';
import { registerSteps, type RegisterStep } from './stepHistory';

/** What the wizard collects across its steps; passwords are sent exactly as typed. */
export type RegisterValues = {
  phone: string;
  receiveNewsletter: boolean;
  username: string;
  password: string;
  passwordConfirm: string;
};

/** A field of the wizard. */
export type RegisterField = keyof RegisterValues & string;

/** Nothing typed yet; no newsletter unless the player asks for it. */
export const emptyRegisterValues: RegisterValues = {
  phone: '',
  receiveNewsletter: false,
  username: '',
  password: '',
  passwordConfirm: '',
};

/** Spec section 5; the phone and username are judged as they will be sent (normalised). */
export const registerRules: Partial<Record<RegisterField, FieldRule<RegisterValues>>> = {
  phone: (value) => registrationPhone(normaliseText(value)),
  username: (value) => registrationUsername(normaliseText(value)),
  password: newPassword('medium'),
  passwordConfirm: (value, values) => passwordConfirmation(values.password)(value),
};

/** The fields each step asks for. */
export const fieldsOfStep: Record<RegisterStep, readonly RegisterField[]> = {
  phone: ['phone', 'receiveNewsletter'],
  username: ['username'],
  password: ['password', 'passwordConfirm'],
};

/** Every field, in the order of the steps (the single form after a 422 shows them all). */
export const registerFields: readonly RegisterField[] = registerSteps.flatMap(
  (step) => fieldsOfStep[step],
);

/** The fields of `step` that break a rule; empty when the step is valid. */
export function invalidFieldsOf(step: RegisterStep, values: RegisterValues): RegisterField[] {
  return fieldsOfStep[step].filter((field) => {
    const value = values[field];
    return (
      (registerRules[field]?.(typeof value === 'string' ? value : '', values) ?? null) !== null
    );
  });
}

/**
 * The step to show when `requested` is asked for: a step is shown only if the steps before it are
 * valid, so going back and forward to step 3 with nothing typed lands on the first invalid step.
 */
export function stepToShow(requested: RegisterStep | null, values: RegisterValues): RegisterStep {
  const target = requested ?? 'phone';
  const invalidBefore = registerSteps
    .slice(0, registerSteps.indexOf(target))
    .find((step) => invalidFieldsOf(step, values).length > 0);
  return invalidBefore ?? target;
}

/** The step after `step`, or null on the last one. */
export function stepAfter(step: RegisterStep): RegisterStep | null {
  return registerSteps[registerSteps.indexOf(step) + 1] ?? null;
}

/** The step before `step`, or null on the first one. */
export function stepBefore(step: RegisterStep): RegisterStep | null {
  return registerSteps[registerSteps.indexOf(step) - 1] ?? null;
}
