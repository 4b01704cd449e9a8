import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import type { User } from '../../api';

const loadModals = () => import('./accountModals');
const NameModal = lazy(() => loadModals().then((module) => ({ default: module.NameModal })));
const LanguageModal = lazy(() =>
  loadModals().then((module) => ({ default: module.LanguageModal })),
);
const PasswordModal = lazy(() =>
  loadModals().then((module) => ({ default: module.PasswordModal })),
);
const PhoneModal = lazy(() => loadModals().then((module) => ({ default: module.PhoneModal })));
const EmailModal = lazy(() => loadModals().then((module) => ({ default: module.EmailModal })));

/** How long after the rows show the modals' code is fetched, ahead of a first opening. */
const preloadDelayMs = 2000;

/** What an account modal changes. */
export type AccountField = 'name' | 'language' | 'password' | 'phone' | 'email';

/** Props of {@link AccountEditor}. */
export interface AccountEditorProps {
  /** The modal to show, or null for none. */
  field: AccountField | null;
  user: User;
  onClose: () => void;
  /** The support numbers the phone modal's success notice names. */
  supportNumbers?: readonly [string, string] | undefined;
}

/**
 * The open account modal, if any: one mounted at a time, fresh at each opening. The modals' code (accountModals.ts)
 * is not on the page's first load: it is fetched 2 s after the editor mounts, or at the first opening if sooner,
 * while the dialog's own code loads too (ui/Modal).
 */
export function AccountEditor(props: AccountEditorProps) {
  useEffect(() => {
    const timer = setTimeout(() => {
      // a failure shows when a modal opens (the page's error boundary), not before
      loadModals().catch(() => {});
    }, preloadDelayMs);
    return () => clearTimeout(timer);
  }, []);
  return (
    <Suspense fallback={null}>
      <OpenModal {...props} />
    </Suspense>
  );
}

function OpenModal({ field, user, onClose, supportNumbers }: AccountEditorProps) {
  switch (field) {
    case null:
      return null;
    case 'name':
      return <NameModal user={user} onClose={onClose} />;
    case 'language':
      return <LanguageModal user={user} onClose={onClose} />;
    case 'password':
      return <PasswordModal onClose={onClose} />;
    case 'phone':
      return <PhoneModal user={user} onClose={onClose} supportNumbers={supportNumbers} />;
    case 'email':
      return <EmailModal user={user} onClose={onClose} />;
    default:
      return field satisfies never;
  }
}

/** Which account modal is open: a widget's own state, so a host gets rows and modals in one. */
export function useAccountEditor<Field extends AccountField>() {
  const [editing, setEditing] = useState<Field | null>(null);
  const close = useCallback(() => setEditing(null), []);
  return { editing, open: setEditing, close };
}
