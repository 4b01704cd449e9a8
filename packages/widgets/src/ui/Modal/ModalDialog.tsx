import { FloatingFocusManager, FloatingOverlay, FloatingPortal } from '@floating-ui/react';
import type { ReactNode } from 'react';
import styles from './Modal.module.css';
import { useModal } from './useModal';

/** Props of {@link Modal} and {@link ModalDialog}. */
export interface ModalProps {
  open: boolean;
  /** Called with `false` on Escape, outside press or the close button. */
  onOpenChange: (open: boolean) => void;
  /** The heading that names the dialog, already translated. */
  title: string;
  /** A sentence under the title that describes the dialog. */
  description?: string;
  children?: ReactNode;
  /** Actions at the bottom (Save, Cancel). */
  footer?: ReactNode;
  /** The id of the title, for content that names itself after it (a form inside the dialog). */
  titleId?: string;
}

/** Props of {@link ModalDialog}: the modal's, and what Modal reads from the provider. */
export interface ModalDialogProps extends ModalProps {
  /** The provider's root, which the dialog renders into. */
  root: HTMLElement | null;
  /** The close button's name ('Đóng hộp thoại'). */
  closeLabel: string;
}

/**
 * The dialog of {@link Modal}, loaded when a modal first opens (with floating-ui). It reads nothing from the
 * provider itself: Modal hands it the root and the close button's name, so its chunk needs none of the provider's
 * modules (the bundler would otherwise split them out of the first bundle into a chunk of their own).
 */
export function ModalDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  titleId: givenTitleId,
  root,
  closeLabel,
}: ModalDialogProps) {
  const {
    context,
    setFloating,
    getFloatingProps,
    initialFocusRef,
    bodyRef,
    titleId: ownTitleId,
    descriptionId,
    close,
  } = useModal({ open, onOpenChange });
  const titleId = givenTitleId ?? ownTitleId;
  if (!open) return null;
  return (
    <FloatingPortal root={root}>
      <FloatingOverlay lockScroll className={styles.overlay}>
        <FloatingFocusManager context={context} initialFocus={initialFocusRef}>
          <div
            ref={setFloating}
            {...getFloatingProps()}
            className={styles.dialog}
            aria-modal="true"
            aria-labelledby={titleId}
            aria-describedby={description ? descriptionId : undefined}
            tabIndex={-1}
          >
            <div className={styles.header}>
              <h2 id={titleId} className={styles.title}>
                {title}
              </h2>
              <button
                type="button"
                className={styles.close}
                aria-label={closeLabel}
                onClick={close}
              >
                <svg
                  width="24"
                  height="24"
                  viewBox="0 0 24 24"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  aria-hidden="true"
                  focusable="false"
                >
                  <path d="M6 6l12 12M18 6L6 18" />
                </svg>
              </button>
            </div>
            {description && (
              <p id={descriptionId} className={styles.description}>
                {description}
              </p>
            )}
            <div ref={bodyRef} className={styles.body}>
              {children}
            </div>
            {footer && <div className={styles.footer}>{footer}</div>}
          </div>
        </FloatingFocusManager>
      </FloatingOverlay>
    </FloatingPortal>
  );
}
