import { clsx } from 'clsx';
import { useId } from 'react';
import { useTranslate } from '../../provider';
import { Alert, Spinner } from '../../ui';
import { LoadFailure, renderAnchor, type LinkRenderer } from '../shared';
import layout from '../shared/formLayout.module.css';
import styles from './EmailVerification.module.css';
import { useEmailVerification } from './useEmailVerification';
import { authRecovery } from '../../i18n/vi-VN/authRecovery';
import { authVerify } from '../../i18n/vi-VN/authVerify';
import { portalLoginPath } from '../shared/portalPaths';

/** Props of {@link EmailVerification}. */
export interface EmailVerificationProps {
  /** The token of the e-mailed link (/email-verification/:token); the host redirects when there is none. */
  token: string;
  /** Renders the links the host's way (a router `<Link>`); a plain `<a href>` by default. */
  renderLink?: LinkRenderer;
  loginPath?: string;
  /** Account management, where a new verification e-mail can be sent. */
  accountPath?: string;
}

/** /email-verification/:token: 'Xác thực địa chỉ email', verified once on load. */
export function EmailVerification({
  token,
  renderLink = renderAnchor,
  loginPath = portalLoginPath,
  accountPath = '/',
}: EmailVerificationProps) {
  const t = useTranslate(authRecovery, authVerify);
  const titleId = useId();
  const { state, resultRef, retry } = useEmailVerification(token);

  function content() {
    switch (state.status) {
      case 'validating':
        return (
          <p className={styles.validating}>
            <Spinner size="small" decorative />
            {t('auth.verify.validating')}
          </p>
        );
      case 'succeeded':
        return (
          <Alert ref={resultRef} tabIndex={-1} tone="success" live="off" className={styles.result}>
            <div className={styles.stack}>
              <h2 className={styles.resultTitle}>{t('auth.verify.successTitle')}</h2>
              <p className={styles.text}>{t('auth.verify.successBody')}</p>
              {renderLink({
                to: loginPath,
                className: styles.action,
                children: t('auth.verify.login'),
              })}
              <p className={styles.note}>{t('auth.verify.expiryNote')}</p>
            </div>
          </Alert>
        );
      case 'failed':
        return (
          <Alert ref={resultRef} tabIndex={-1} tone="error" live="off" className={styles.result}>
            <div className={styles.stack}>
              <h2 className={styles.resultTitle}>{t('auth.verify.failedTitle')}</h2>
              <p className={styles.text}>{t('auth.verify.failedBody')}</p>
              {renderLink({
                to: accountPath,
                className: styles.action,
                children: t('auth.verify.account'),
              })}
            </div>
          </Alert>
        );
      case 'unreachable':
        return (
          <LoadFailure
            ref={resultRef}
            live="off"
            title={t('auth.verify.unreachableTitle')}
            error={state.error}
            onRetry={retry}
          />
        );
      default:
        return state satisfies never;
    }
  }

  return (
    <section className={clsx(layout.root, layout.reset, layout.card)} aria-labelledby={titleId}>
      <h1 id={titleId} className={layout.title}>
        {t('auth.verify.title')}
      </h1>
      {/* one live region for every state, there before the answer, so the answer is announced */}
      <div role="status" className={styles.state}>
        {content()}
      </div>
      {(state.status === 'failed' || state.status === 'unreachable') && (
        <ul className={layout.links}>
          <li>{renderLink({ to: loginPath, children: t('auth.recovery.link.backToLogin') })}</li>
        </ul>
      )}
    </section>
  );
}
