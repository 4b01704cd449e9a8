import type { Story, StoryDefault } from '@ladle/react';
import { within } from '@testing-library/dom';
import { http, HttpResponse } from 'msw';
import {
  api,
  freshPlayer,
  noAnswer,
  Prepared,
  serverError,
  signedInAs,
  StoryPortal,
  type Script,
} from '../../../test/storyKit';
import { viVN } from '../../i18n';
import { RechargePanel } from './RechargePanel';

export default { title: 'Widgets / Payment / RechargePanel' } satisfies StoryDefault;

const asDemo = () => signedInAs('demo');
const asDebtor = () => signedInAs('debtor');
/** A new player with 100.000đ paid in (1.260 KP with the bank's bonus), so a recharge spends nobody else's KP. */
const withKp = () => freshPlayer(100_000);

/** Picks the first server and the first amount, then 'Nạp': the dialog asks to confirm. */
const ask: Script = async (screen, user) => {
  const server = await screen.findByLabelText(viVN['payment.recharge.server']);
  const [, first] = screen.getAllByRole('option');
  if (first) await user.selectOptions(server, first);
  const [amount] = screen.getAllByRole('radio');
  if (amount) await user.click(amount);
  await user.click(screen.getByRole('button', { name: /^Nạp / }));
};

/** Asks, then confirms: the recharge is sent. */
const recharge: Script = async (screen, user) => {
  await ask(screen, user);
  // The dialog opens in the provider's portal root, outside the story's own element.
  const dialog = await within(document.body).findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: viVN['common.confirm'] }));
};

function Panel({ load = asDemo, script }: { load?: () => Promise<string>; script?: Script }) {
  return (
    <StoryPortal script={script}>
      <Prepared load={load}>{() => <RechargePanel />}</Prepared>
    </StoryPortal>
  );
}

/** demo, 1.500 KP: the amounts up to 1.500 KP with 'Cần … KP', those above greyed 'Số dư chưa đủ (cần … KP)'. */
export const Affordable: Story = () => <Panel />;

/** debtor, 0 KP and a debt: every amount greyed and not selectable, the button disabled. */
export const Unaffordable: Story = () => <Panel load={asDebtor} />;

/** 'Nạp' pressed: the dialog names the server, the KP spent, the coins received and the balance after. */
export const Confirm: Story = () => <Panel load={withKp} script={ask} />;

/** Recharged: how many coins reached which server, and the balance refetched. */
export const Succeeded: Story = () => <Panel load={withKp} script={recharge} />;

/** Refused with an errorCode: an error. */
export const RefusedWithErrorCode: Story = () => <Panel load={withKp} script={recharge} />;
RefusedWithErrorCode.msw = [
  http.post(api('/api/recharge/game'), () =>
    HttpResponse.json(
      { message: 'Máy chủ này đã đóng, vui lòng chọn máy chủ khác', errorCode: 'zone_closed' },
      { status: 422 },
    ),
  ),
];

/** The server crashed: a warning with the catalogue's words. */
export const Failed: Story = () => <Panel load={withKp} script={recharge} />;
Failed.msw = [http.post(api('/api/recharge/game'), serverError)];

/** Recharging: the request never answers. */
export const Processing: Story = () => <Panel load={withKp} script={recharge} />;
Processing.msw = [http.post(api('/api/recharge/game'), noAnswer)];

/** The data of the page never comes. */
export const Loading: Story = () => <Panel />;
Loading.msw = [http.get(api('/api/recharge/game'), noAnswer)];

/** `GET /api/zones` fails: 'Kết nối đến máy chủ bị gián đoạn, xin thử lại sau' with 'Thử lại'. */
export const ZonesMissing: Story = () => <Panel />;
ZonesMissing.msw = [http.get(api('/api/zones'), serverError)];
