/** Helpers of the account modals' tests: open a modal from its row, watch the requests sent. */
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { TestSimulator } from '../../../test/simulator';

/** Clicks the row's 'Thay đổi' and returns the dialog named `title`. */
export async function openModal(user: UserEvent, row: string, title: string) {
  await user.click(await screen.findByRole('button', { name: `Thay đổi ${row}` }));
  return screen.findByRole('dialog', { name: title });
}

/** The value cell of the row labelled `label` on the page under the dialog. */
export function rowOf(label: string): HTMLElement {
  return screen.getByText(label, { selector: 'dt' }).parentElement!;
}

/** The dialog's Lưu button. */
export const saveIn = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Lưu' });

/** Counts the requests to `path` sent from now on. */
export function countRequests(sim: TestSimulator, method: string, path: string) {
  let count = 0;
  const listener = ({ request }: { request: Request }) => {
    if (request.method === method && new URL(request.url).pathname === path) count += 1;
  };
  sim.server.events.on('request:start', listener);
  return () => count;
}
