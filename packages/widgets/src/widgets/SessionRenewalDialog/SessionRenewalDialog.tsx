import { Suspense } from 'react';
import { useSessionRenewalHost } from '../../provider';
import { lazyModalPart, useModalPreload } from '../../ui/Modal/Modal';
import type { LinkRenderer } from '../shared';

/** Props of {@link SessionRenewalDialog}. */
export interface SessionRenewalDialogProps {
  /** Renders the login form's links the host's way; a plain `<a href>` by default. */
  renderLink?: LinkRenderer;
  recoveryPath?: string;
  registerPath?: string;
}

const loadModal = () => import('./RenewalModal');
const RenewalModal = lazyModalPart(loadModal, 'RenewalModal');

/**
 * Mounted once on pages where the player types (the portal's signed-in shell): when the session ends under the page
 * (a 401, or a 419 whose session is gone), the player logs in again in this dialog over it, and the page stays as it
 * was, with what they typed (in memory only). Closing the dialog ends the session. The dialog's code (the login form,
 * the modal's dialog) loads once the page is idle, not with the page.
 */
export function SessionRenewalDialog(props: SessionRenewalDialogProps) {
  const { open, renewed, giveUp } = useSessionRenewalHost();
  useModalPreload(loadModal);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <RenewalModal {...props} onRenewed={renewed} onGiveUp={giveUp} />
    </Suspense>
  );
}
