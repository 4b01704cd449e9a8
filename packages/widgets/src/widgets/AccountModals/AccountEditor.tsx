import { useCallback, useState } from 'react';
import type { User } from '../../api';
import { EmailModal } from './EmailModal';
import { LanguageModal } from './LanguageModal';
import { NameModal } from './NameModal';
import { PasswordModal } from './PasswordModal';
import { PhoneModal } from './PhoneModal';

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

/** The open account modal, if any: one mounted at a time, fresh at each opening. */
export function AccountEditor({ field, user, onClose, supportNumbers }: AccountEditorProps) {
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
