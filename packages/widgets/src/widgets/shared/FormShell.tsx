import { clsx } from 'clsx';
import { useEffect, useId, useRef, type ReactNode, type Ref } from 'react';
import type { Translate } from '../../i18n';
import type { authRecovery } from '../../i18n/vi-VN/authRecovery';
import { Alert, Button } from '../../ui';
import { ErrorSummary } from './ErrorSummary';
import type { FormElementProps, SubmitProps, SummaryProps } from './formProps';
import type { FormStatus } from './formTypes';
import layout from './formLayout.module.css';
import type { LinkRenderer } from './renderLink';

/** The heading levels a shell's title can take: an h1 on a page, lower inside a dialog or panel. */
export type HeadingLevel = 1 | 2 | 3 | 4;

/** The success notice that replaces the form once it went through; it takes focus when it shows. */
export interface FormShellSuccess {
  title: string;
  body?: ReactNode;
  /** A link onward ('Đăng nhập'), under the text. */
  action?: ReactNode;
}

/** What the shell needs of `useFormController`: its status and the props of the form's parts. */
export interface FormShellForm {
  status: FormStatus;
  formProps: FormElementProps;
  summaryProps: SummaryProps;
  submitProps: SubmitProps;
  /** The submit button's text while a wait counts down, in place of `submitLabel`. */
  waitingText?: string | undefined;
}

/** Props of {@link FormShell}. */
export interface FormShellProps {
  /** The title the section is labelled by; leave it out when a Modal already shows one. */
  title?: ReactNode;
  /** The title's level: 1 (a page) unless told otherwise. */
  headingLevel?: HeadingLevel;
  /** Given, the title can take focus (tabIndex -1), e.g. after the content under it changed. */
  headingRef?: Ref<HTMLHeadingElement>;
  /** The id of the title outside the shell (a Modal's) that labels it, when `title` is left out. */
  labelledBy?: string;
  /** A sentence at the top of the form. */
  intro?: ReactNode;
  form: FormShellForm;
  /** The submit button's text. */
  submitLabel: string;
  /** Shown in place of the form once it went through (`form.status` is 'succeeded'). */
  success?: FormShellSuccess | undefined;
  /** Shown in place of the form before it can be used (a link being checked, a dead link). */
  replacement?: ReactNode;
  /** The links under the form, each an item of a list (rendered the host's way). */
  links?: readonly ReactNode[];
  /** The form's fields, between the error summary and the submit button. */
  children: ReactNode;
  /**
   * The form's id, when its submit button is the caller's, outside the form ({@link FormSubmitButton}, in a dialog's
   * footer that stays in view); the shell then draws none.
   */
  externalSubmitFor?: string;
}

/** A form's submit button: its label, or the countdown of a wait; `formId` ties it to a form it is outside of. */
export function FormSubmitButton({
  form,
  label,
  formId,
  fullWidth = false,
}: {
  form: FormShellForm;
  label: string;
  formId?: string;
  fullWidth?: boolean;
}) {
  return (
    <Button {...form.submitProps} form={formId} fullWidth={fullWidth}>
      {form.waitingText ?? label}
    </Button>
  );
}

/** The success notice, focused as it appears: the form (and the button that had focus) is gone. */
function SuccessNotice({ title, body, action }: FormShellSuccess) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <Alert ref={ref} tabIndex={-1} tone="success" title={title} action={action}>
      {body}
    </Alert>
  );
}

/** The notice of a password changed by a recovery form, with the way to log in. */
export function passwordChangedNotice(
  t: Translate<typeof authRecovery>,
  renderLink: LinkRenderer,
  loginPath: string,
): FormShellSuccess {
  return {
    title: t('auth.recovery.done.title'),
    body: t('auth.recovery.done.body'),
    action: renderLink({ to: loginPath, children: t('auth.recovery.link.login') }),
  };
}

/**
 * The frame every form widget shares: a section labelled by its title, the success notice that
 * takes focus, or the form with its intro, error summary, fields and submit button; links below.
 */
export function FormShell({
  title,
  headingLevel = 1,
  headingRef,
  labelledBy,
  intro,
  form,
  submitLabel,
  success,
  replacement,
  links = [],
  children,
  externalSubmitFor,
}: FormShellProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const focusable = headingRef !== undefined;
  function content() {
    if (success && form.status === 'succeeded') return <SuccessNotice {...success} />;
    if (replacement) return replacement;
    return (
      <form id={externalSubmitFor} className={layout.form} part="form" {...form.formProps}>
        {intro && <p className={layout.intro}>{intro}</p>}
        <ErrorSummary {...form.summaryProps} />
        {children}
        {externalSubmitFor === undefined && (
          <FormSubmitButton form={form} label={submitLabel} fullWidth />
        )}
      </form>
    );
  }
  return (
    <section
      // on a page the shell is a card; inside a dialog (labelled by the dialog's title) it is not
      className={clsx(layout.root, layout.reset, labelledBy === undefined && layout.card)}
      part={labelledBy === undefined ? 'card' : undefined}
      aria-labelledby={title ? titleId : labelledBy}
    >
      {title && (
        <Heading
          id={titleId}
          part="heading"
          ref={headingRef}
          tabIndex={focusable ? -1 : undefined}
          className={clsx(layout.title, focusable && layout.focusableTitle)}
        >
          {title}
        </Heading>
      )}
      {content()}
      {links.length > 0 && (
        <ul className={layout.links}>
          {links.map((link, index) => (
            <li key={index}>{link}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
