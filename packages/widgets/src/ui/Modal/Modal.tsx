import { lazy, Suspense, useState } from 'react';
import type { ModalProps } from './ModalDialog';

export type { ModalProps } from './ModalDialog';

const ModalDialog = lazy(() =>
  import('./ModalDialog').then((module) => ({ default: module.ModalDialog })),
);

/**
 * A modal dialog rendered into the provider's root (so it stays inside a shadow root): traps focus,
 * locks page scroll, closes on Escape or outside press, and gives focus back on close. Its code
 * (ModalDialog, with floating-ui) is loaded when it first opens, not with the page that has it;
 * from then on it stays mounted, as a dialog whose code came with the page.
 */
export function Modal(props: ModalProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened && !props.open) return null;
  return (
    <Suspense fallback={null}>
      <ModalDialog {...props} />
    </Suspense>
  );
}
