import { lazy, Suspense, useState } from 'react';
import { usePortalRoot, useTranslate } from '../../provider';
import type { ModalProps } from './ModalDialog';

export type { ModalProps } from './ModalDialog';

const loadDialog = () => import('./ModalDialog');
const ModalDialog = lazy(() => loadDialog().then((module) => ({ default: module.ModalDialog })));

/** Fetches the dialog's code ahead of a modal's first opening (the renewal dialog's, once the page is idle). */
export function preloadModal(): Promise<unknown> {
  return loadDialog();
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
