import { clsx } from 'clsx';
import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import styles from './Alert.module.css';
import { ToneIcon } from './ToneIcon';

/** What an alert is about. */
export type AlertTone = 'info' | 'success' | 'warning' | 'error';

/** How an alert is announced: politely, at once (errors that block the player), or not at all. */
export type AlertLive = 'polite' | 'assertive' | 'off';

/** Props of {@link Alert}; pass `tabIndex={-1}` and a ref to move focus to it (an error summary). */
export interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'role'> {
  tone?: AlertTone;
  /** `polite` (role status) by default; `assertive` gives role alert; `off` gives no live role. */
  live?: AlertLive;
  /** A short first line in bold, already translated. */
  title?: string;
  /** Something the player can do about it, e.g. a retry button. */
  action?: ReactNode;
  children?: ReactNode;
}

function roleOf(live: AlertLive): 'status' | 'alert' | undefined {
  switch (live) {
    case 'polite':
      return 'status';
    case 'assertive':
      return 'alert';
    case 'off':
      return undefined;
    default:
      return live satisfies never;
  }
}

/** A message in a tinted box, announced as the `live` prop says, with an optional title and action. */
export const Alert = forwardRef<HTMLDivElement, AlertProps>(function Alert(
  { tone = 'info', live = 'polite', title, action, className, children, ...rest },
  ref,
) {
  return (
    <div
      ref={ref}
      role={roleOf(live)}
      part="alert"
      className={clsx(styles.alert, styles[tone], className)}
      {...rest}
    >
      <ToneIcon tone={tone} className={styles.icon} />
      <div className={styles.content}>
        {title && <p className={styles.title}>{title}</p>}
        {children && <div className={styles.body}>{children}</div>}
        {action && <div className={styles.action}>{action}</div>}
      </div>
    </div>
  );
});
