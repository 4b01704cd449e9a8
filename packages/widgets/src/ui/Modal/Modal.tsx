import { lazy, Suspense, useEffect, useState } from 'react';
import { usePortalRoot, useTranslate } from '../../provider';
import type { ModalProps } from './ModalDialog';

export type { ModalProps } from './ModalDialog';

const loadDialog = () => import('./ModalDialog');
const ModalDialog = lazy(() => loadDialog().then((module) => ({ default: module.ModalDialog })));

/** How long after a modal's host mounts the modal's code is fetched: once the page is likely idle. */
export const modalPreloadMs = 2000;

/**
 * Fetches, {@link modalPreloadMs} after the host mounts, the code of a modal it shows on demand: its content
 * (`load`, a stable function) and the dialog's own. A first opening then seldom waits for it, and the page's first
 * load never carries it; a failure is left to the opening, which shows it. (Here, beside the dialog's loader, so the
 * hosts share the Modal's chunk instead of one more file on their pages' first load.)
 */
export function useModalPreload(load: () => Promise<unknown>): void {
  useEffect(() => {
    const timer = setTimeout(() => {
      load().catch(() => {});
      loadDialog().catch(() => {});
    }, modalPreloadMs);
    return () => clearTimeout(timer);
  }, [load]);
}

/**
 * A modal dialog rendered into the provider's root (so it stays inside a shadow root): traps focus,
 * locks page scroll, closes on Escape or outside press, and gives focus back on close. Its code
 * (ModalDialog, with floating-ui) is loaded when it first opens, not with the page that has it;
 * from then on it stays mounted, as a dialog whose code came with the page.
 */
export function Modal(props: ModalProps) {
  const t = useTranslate();
  const root = usePortalRoot();
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened && !props.open) return null;
  return (
    <Suspense fallback={null}>
      <ModalDialog {...props} root={root} closeLabel={t('ui.modal.close')} />
    </Suspense>
  );
}
