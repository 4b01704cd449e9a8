import { clsx } from 'clsx';
import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { Spinner } from '../Spinner';
import styles from './Button.module.css';
import { useButton } from './useButton';

/** The looks of a button, from the one main action of a screen to a destructive one. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

/** Props of {@link Button}. */
export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  variant?: ButtonVariant;
  /** `button` unless said otherwise, so a button never submits a form by accident. */
  type?: 'button' | 'submit' | 'reset';
  /** A request is running: shows a spinner, ignores clicks, keeps focus. */
  loading?: boolean;
  /** Replaces the label while loading (e.g. 'Đang xử lý...'). */
  loadingText?: string;
  /** Takes the whole width of its container. */
  fullWidth?: boolean;
}

/** A button with variants and a loading state that keeps focus. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    type = 'button',
    loading = false,
    loadingText,
    fullWidth = false,
    className,
    children,
    onClick,
    onKeyDown,
    'aria-disabled': ariaDisabled,
    ...rest
  },
  ref,
) {
  const behaviour = useButton({ loading, ariaDisabled, onClick, onKeyDown });
  // Loading has its own look (the spinner); any other inert button looks disabled.
  const dimmed = !loading && (rest.disabled === true || behaviour['aria-disabled'] === true);
  return (
    <button
      ref={ref}
      type={type}
      // In a custom element's shadow root, a page styles it as `portal-login::part(button-primary)`.
      part={`button button-${variant}`}
      className={clsx(
        styles.button,
        styles[variant],
        fullWidth && styles.fullWidth,
        loading && styles.loading,
        dimmed && styles.disabled,
        className,
      )}
      {...rest}
      {...behaviour}
    >
      {loading && <Spinner size="small" decorative />}
      {/* One line while loading: a long 'Đang …' text ends in an ellipsis instead of wrapping. */}
      <span className={clsx(styles.label, loading && styles.loadingLabel)}>
        {loading && loadingText ? loadingText : children}
      </span>
    </button>
  );
});
