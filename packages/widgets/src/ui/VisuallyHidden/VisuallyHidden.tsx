import { clsx } from 'clsx';
import type { HTMLAttributes } from 'react';
import styles from './VisuallyHidden.module.css';

/** Props of {@link VisuallyHidden}. */
export type VisuallyHiddenProps = HTMLAttributes<HTMLSpanElement>;

/** Text that screen readers read but that takes no room on screen. */
export function VisuallyHidden({ className, ...rest }: VisuallyHiddenProps) {
  return <span className={clsx(styles.root, className)} {...rest} />;
}

/** The class name behind {@link VisuallyHidden}, for elements that must stay what they are (a caption, a legend). */
export const visuallyHiddenClassName = styles.root;
