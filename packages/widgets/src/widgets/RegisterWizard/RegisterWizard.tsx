import { clsx } from 'clsx';
import type { User } from '../../api';
import type { TextKey, Translate } from '../../i18n';
import { useTranslate } from '../../provider';
import { Alert } from '../../ui';
import { ErrorSummary, renderAnchor, type LinkRenderer } from '../shared';
import layout from '../shared/formLayout.module.css';
import styles from './RegisterWizard.module.css';
import { PasswordStep } from './steps/PasswordStep';
import { WizardActions } from './steps/WizardActions';
import { PhoneStep } from './steps/PhoneStep';
import { UsernameStep } from './steps/UsernameStep';
import { useBrowserStepHistory, type RegisterStep, type StepHistory } from './stepHistory';
import { useRegisterWizard, type RegisterWizardFields, type WizardView } from './useRegisterWizard';
import { authRegister } from '../../i18n/vi-VN/authRegister';
import { portalLoginPath } from '../shared/portalPaths';

/** Props of {@link RegisterWizard}. */
export interface RegisterWizardProps {
  /** Called with the signed-in user (reloaded from `/api/me`) once the account is created. */
  onSuccess?: (user: User) => void;
  /** Renders the links the host's way (a router link); a plain `<a href>` by default. */
  renderLink?: LinkRenderer;
  /** Where 'Đã có tài khoản? Đăng nhập' leads. */
  loginPath?: string;
  /** Where the step lives in history; `useBrowserStepHistory()` when left out. */
  stepHistory?: StepHistory;
}

const stepTexts = {
  phone: { title: 'auth.register.phone.title', subtitle: 'auth.register.phone.subtitle' },
  username: { title: 'auth.register.username.title', subtitle: 'auth.register.username.subtitle' },
  password: { title: 'auth.register.password.title', subtitle: 'auth.register.password.subtitle' },
} as const satisfies Record<
  RegisterStep,
  { title: TextKey<typeof authRegister>; subtitle: TextKey<typeof authRegister> }
>;

/**
 * The sign-up wizard: phone, username, password, each step in the browser's
 * history; after a 422 it becomes one form with every field and the server's messages.
 */
export function RegisterWizard({ stepHistory, ...props }: RegisterWizardProps) {
  return stepHistory ? (
    <Wizard {...props} stepHistory={stepHistory} />
  ) : (
    <WizardInBrowserHistory {...props} />
  );
}

type WizardProps = Omit<RegisterWizardProps, 'stepHistory'>;

function WizardInBrowserHistory(props: WizardProps) {
  return <Wizard {...props} stepHistory={useBrowserStepHistory()} />;
}

function Wizard({
  onSuccess,
  renderLink = renderAnchor,
  loginPath = portalLoginPath,
  stepHistory,
}: WizardProps & { stepHistory: StepHistory }) {
  const t = useTranslate(authRegister);
  const {
    view,
    stepCount,
    headingId,
    headingRef,
    formProps,
    goBack,
    canContinue,
    submitting,
    hold,
    summaryProps,
    fields,
    savedUsername,
  } = useRegisterWizard({ stepHistory, onSuccess });
  const header = headerOf(view, stepCount, t);

  return (
    <div className={clsx(layout.root, layout.reset, layout.card)}>
      <div className={styles.header}>
        <h1
          ref={headingRef}
          id={headingId}
          className={clsx(layout.title, styles.title)}
          tabIndex={-1}
        >
          {header.indicator && (
            <>
              <span className={styles.indicator}>{header.indicator}</span>{' '}
            </>
          )}
          <span>{header.title}</span>
        </h1>
        {header.subtitle && <p className={styles.subtitle}>{header.subtitle}</p>}
      </div>
      {view.status === 'done' ? (
        <Alert tone="success">{t('auth.register.success')}</Alert>
      ) : (
        <form className={layout.form} aria-labelledby={headingId} {...formProps}>
          <ErrorSummary {...summaryProps} />
          <WizardFields view={view} fields={fields} savedUsername={savedUsername} />
          <WizardActions
            view={view}
            canContinue={canContinue}
            submitting={submitting}
            hold={hold}
            goBack={goBack}
          />
        </form>
      )}
      {view.status === 'step' && view.step === 'phone' && (
        <p className={layout.footer}>
          {t('auth.register.haveAccount')}{' '}
          {renderLink({
            to: loginPath,
            className: layout.link,
            children: t('auth.register.login'),
          })}
        </p>
      )}
    </div>
  );
}

function headerOf(view: WizardView, stepCount: number, t: Translate<typeof authRegister>) {
  switch (view.status) {
    case 'step':
      return {
        indicator: t('auth.register.stepIndicator', { current: view.number, total: stepCount }),
        title: t(stepTexts[view.step].title),
        subtitle: t(stepTexts[view.step].subtitle),
      };
    case 'review':
      return {
        title: t('auth.register.review.title'),
        subtitle: t('auth.register.review.subtitle'),
      };
    case 'done':
      return { title: t('auth.register.done.title') };
    default:
      return view satisfies never;
  }
}

interface WizardFieldsProps {
  view: WizardView;
  fields: RegisterWizardFields;
  savedUsername: string;
}

function WizardFields({ view, fields, savedUsername }: WizardFieldsProps) {
  switch (view.status) {
    case 'step':
      switch (view.step) {
        case 'phone':
          return <PhoneStep fields={fields} />;
        case 'username':
          return <UsernameStep fields={fields} />;
        case 'password':
          return <PasswordStep fields={fields} savedUsername={savedUsername} />;
        default:
          return view.step satisfies never;
      }
    case 'review':
      // The username is visible here, so password managers need no hidden copy.
      return (
        <>
          <PhoneStep fields={fields} />
          <UsernameStep fields={fields} />
          <PasswordStep fields={fields} />
        </>
      );
    case 'done':
      return null;
    default:
      return view satisfies never;
  }
}
