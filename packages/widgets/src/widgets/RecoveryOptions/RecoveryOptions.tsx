import { clsx } from 'clsx';
import { useId } from 'react';
import { useTranslate } from '../../provider';
import { Alert } from '../../ui';
import { renderAnchor, type LinkRenderer } from '../shared';
import layout from '../shared/formLayout.module.css';
import styles from './RecoveryOptions.module.css';
import { useRecoveryOptions } from './useRecoveryOptions';
import { authRecovery } from '../../i18n/vi-VN/authRecovery';
import {
  portalForgotPasswordPath,
  portalLoginPath,
  portalPhoneResetPath,
} from '../shared/portalPaths';

/** Props of {@link RecoveryOptions}. */
export interface RecoveryOptionsProps {
  /** Renders the links the host's way (a router `<Link>`); a plain `<a href>` by default. */
  renderLink?: LinkRenderer;
  /** The page of the reset by SMS. */
  phoneResetPath?: string;
  /** The page that sends a reset e-mail. */
  emailResetPath?: string;
  /** Where 'Quay lại đăng nhập' leads. */
  loginPath?: string;
}

/** The /recovery page: 'Khôi phục mật khẩu', by phone (recommended) or by e-mail. */
export function RecoveryOptions({
  renderLink = renderAnchor,
  phoneResetPath = portalPhoneResetPath,
  emailResetPath = portalForgotPasswordPath,
  loginPath = portalLoginPath,
}: RecoveryOptionsProps) {
  const t = useTranslate(authRecovery);
  const titleId = useId();
  const options = useRecoveryOptions({ phoneResetPath, emailResetPath });
  return (
    <section
      className={clsx(layout.root, layout.reset, layout.card, styles.root)}
      aria-labelledby={titleId}
    >
      <h1 id={titleId} className={layout.title}>
        {t('auth.recovery.options.title')}
      </h1>
      <p className={layout.intro}>{t('auth.recovery.options.intro')}</p>
      <Alert tone="warning" live="off">
        {t('auth.recovery.options.phaseOut')}
      </Alert>
      <ul className={styles.options}>
        {options.map((option) => (
          <li key={option.method} className={styles.option}>
            <div className={styles.optionHead}>
              <h2 className={styles.optionTitle}>{t(option.title)}</h2>
              {option.badge && <span className={styles.badge}>{t(option.badge)}</span>}
            </div>
            <p className={styles.optionBody}>{t(option.body)}</p>
            {renderLink({
              to: option.to,
              className: option.badge ? styles.primaryAction : styles.secondaryAction,
              children: t(option.action),
            })}
          </li>
        ))}
      </ul>
      <ul className={layout.links}>
        <li>{renderLink({ to: loginPath, children: t('auth.recovery.link.backToLogin') })}</li>
      </ul>
    </section>
  );
}
