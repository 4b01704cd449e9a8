import {
  lazy,
  Suspense,
  useEffect,
  useState,
  type ComponentType,
  type LazyExoticComponent,
} from 'react';
import { usePortalRoot, useTranslate } from '../../provider';
import type { ModalProps } from './ModalDialog';

export type { ModalProps } from './ModalDialog';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
type AnyComponent = ComponentType<any>;

/**
 * A part of a modal loaded on demand: the component `name` of the module `load` imports (React.lazy). The dialog
 * uses it for its own code, and the modals' hosts for their contents, with {@link useModalPreload}.
 */
export function lazyModalPart<M extends Record<K, AnyComponent>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K]> {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

const loadDialog = () => import('./ModalDialog');
const ModalDialog = lazyModalPart(loadDialog, 'ModalDialog');

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
