import type { Story, StoryDefault } from '@ladle/react';
import { within } from '@testing-library/dom';
import { http } from 'msw';
import {
  api,
  noAnswer,
  Prepared,
  serverError,
  signedInAs,
  StoryPortal,
  type Script,
} from '../../../test/storyKit';
import { viVN } from '../../i18n';
import { RechargePanel } from '../RechargePanel';

export default { title: 'Widgets / Payment / UpgradeScreen' } satisfies StoryDefault;

// legacy's balances sit on a closed server. The stories never let the move through to the simulator
// (it would end the screen for the rest of the page's life), so each of them can be opened again.
const asLegacy = () => signedInAs('legacy');

/** Picks the last active server and asks to move the balances: the dialog opens. */
const openDialog: Script = async (screen, user) => {
  const server = await screen.findByLabelText(viVN['payment.upgrade.server']);
  const last = screen.getAllByRole('option').at(-1);
  if (last) await user.selectOptions(server, last);
  await user.click(screen.getByRole('button', { name: viVN['payment.upgrade.submit'] }));
};

/** Opens the dialog and confirms. */
const confirmMove: Script = async (screen, user) => {
  await openDialog(screen, user);
  // The dialog opens in the provider's portal root, outside the story's own element.
  const dialog = await within(document.body).findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: viVN['common.confirm'] }));
};

function Upgrade({ script }: { script?: Script }) {
  return (
    <StoryPortal script={script}>
      <Prepared load={asLegacy}>{() => <RechargePanel />}</Prepared>
    </StoryPortal>
  );
}

/** 'Đã có phiên bản mới': the old balances, a select of active servers, the button disabled until one is picked. */
export const Default: Story = () => <Upgrade />;

/** The confirmation dialog, naming the server and listing the balances. */
export const ConfirmDialog: Story = () => <Upgrade script={openDialog} />;

/** Confirmed, and the move still running. */
export const Moving: Story = () => <Upgrade script={confirmMove} />;
Moving.msw = [http.post(api('/api/account-zones'), noAnswer)];

/** The move was refused: the error under the select, to try again. */
export const Refused: Story = () => <Upgrade script={confirmMove} />;
Refused.msw = [http.post(api('/api/account-zones'), serverError)];
