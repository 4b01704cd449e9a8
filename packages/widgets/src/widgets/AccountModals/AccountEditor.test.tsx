import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../../api';
import { AccountEditor } from './AccountEditor';

// The modals' module, counted as it is loaded (vitest evaluates a mocked module's factory at its first import).
const loaded = vi.hoisted(() => ({ count: 0 }));
vi.mock('./accountModals', () => {
  loaded.count += 1;
  const Modal = () => null;
  return {
    NameModal: Modal,
    LanguageModal: Modal,
    PasswordModal: Modal,
    PhoneModal: Modal,
    EmailModal: Modal,
  };
});

describe('AccountEditor', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('fetches the modals’ code 2 s after the rows show, not with them', async () => {
    vi.useFakeTimers();
    render(<AccountEditor field={null} user={{} as User} onClose={() => {}} />);
    await act(() => vi.advanceTimersByTimeAsync(1900));
    expect(loaded.count).toBe(0);
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(loaded.count).toBe(1);
  });
});
