/** Helpers of the account modals' tests: open a modal from its row, watch the requests sent. */
import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { UserEvent } from '@testing-library/user-event';

/**
 * Clicks the row's 'Thay đổi' and returns the dialog named `title` once its first focus has landed inside it
 * (floating-ui moves focus a moment after the dialog mounts: typing before that would race it).
 */
export async function openModal(user: UserEvent, row: string, title: string) {
  await user.click(await screen.findByRole('button', { name: `Thay đổi ${row}` }));
  const dialog = await screen.findByRole('dialog', { name: title });
  await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  return dialog;
}

/** The value cell of the row labelled `label` on the page under the dialog. */
export function rowOf(label: string): HTMLElement {
  return screen.getByText(label, { selector: 'dt' }).parentElement!;
}

/** The dialog's Lưu button. */
export const saveIn = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Lưu' });
