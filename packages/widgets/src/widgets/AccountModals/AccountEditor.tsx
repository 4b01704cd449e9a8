import { Suspense, useCallback, useState } from 'react';
import type { User } from '../../api';
import { lazyModalPart, useModalPreload } from '../../ui/Modal/Modal';

const loadModals = () => import('./accountModals');

const NameModal = lazyModalPart(loadModals, 'NameModal');
const LanguageModal = lazyModalPart(loadModals, 'LanguageModal');
const PasswordModal = lazyModalPart(loadModals, 'PasswordModal');
const PhoneModal = lazyModalPart(loadModals, 'PhoneModal');
const EmailModal = lazyModalPart(loadModals, 'EmailModal');

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
 * is not on the page's first load: it comes with the dialog's own once the page is idle (useModalPreload), or at the
 * first opening if sooner.
 */
export function AccountEditor(props: AccountEditorProps) {
  useModalPreload(loadModals);
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
