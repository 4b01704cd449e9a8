/** Scripts of the account modals' stories: open a row's modal, type, send. */
import { within } from '@testing-library/react';
import type { Script } from '../../../test/storyKit';

/** The page (the modal renders into the provider's root, beside the story's own element). */
const page = () => within(document.body);

/** Opens the modal of `row`, then plays `then` inside it. */
export const openRow =
  (
    row: string,
    then?: (dialog: ReturnType<typeof within>, ...rest: Parameters<Script>) => Promise<void>,
  ): Script =>
  async (screen, user) => {
    await user.click(await screen.findByRole('button', { name: `Thay đổi ${row}` }));
    const dialog = within(await page().findByRole('dialog'));
    await then?.(dialog, screen, user);
  };

/** Replaces the value of the text field `name` in the dialog. */
export async function retype(
  dialog: ReturnType<typeof within>,
  user: Parameters<Script>[1],
  name: string,
  value: string,
) {
  const field = dialog.getByLabelText(name, { selector: 'input' });
  await user.clear(field);
  if (value) await user.type(field, value);
}

/** Clicks Lưu in the dialog. */
export const save = (dialog: ReturnType<typeof within>, user: Parameters<Script>[1]) =>
  user.click(dialog.getByRole('button', { name: 'Lưu' }));
