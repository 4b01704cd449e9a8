import type { Story, StoryDefault } from '@ladle/react';
import { http, HttpResponse } from 'msw';
import {
  api,
  noAnswer,
  Prepared,
  serverError,
  signedInAs,
  StoryPortal,
  type Script,
} from '../../../test/storyKit';
import { createDevShare, type ShareProvider } from '../../provider';
import { GiftCodeList } from './GiftCodeList';

export default { title: 'Widgets / History / GiftCodeList' } satisfies StoryDefault;

const asDemo = () => signedInAs('demo');
const cancelledShare = createDevShare({ fail: true });

const claimAutoKey: Script = async (screen, user) => {
  await user.click(await screen.findByRole('button', { name: /^Nhận key tự động/ }));
};
const shareToClaim: Script = async (screen, user) => {
  await user.click(await screen.findByRole('button', { name: /^Chia sẻ để nhận/ }));
};

function List({ script, share }: { script?: Script; share?: ShareProvider }) {
  return (
    <StoryPortal script={script} {...(share ? { share } : {})}>
      <Prepared load={asDemo}>{() => <GiftCodeList />}</Prepared>
    </StoryPortal>
  );
}

/** demo: claimed codes (copyable), a share-gated gift and the auto-key gift. */
export const Demo: Story = () => <List />;

/** The auto key claimed: the server's message, and the new code in the list. */
export const AutoKeyClaimed: Story = () => <List script={claimAutoKey} />;

/** Shared, then claimed. */
export const SharedAndClaimed: Story = () => <List script={shareToClaim} />;

/** The share dialog was closed: nothing is claimed. */
export const ShareCancelled: Story = () => <List script={shareToClaim} share={cancelledShare} />;

/** No gift codes at all. */
export const Empty: Story = () => <List />;
Empty.msw = [http.get(api('/api/giftpaysys'), () => HttpResponse.json([]))];

/** The list never comes. */
export const Loading: Story = () => <List />;
Loading.msw = [http.get(api('/api/giftpaysys'), noAnswer)];

/** The server crashes: the failure with 'Thử lại'. */
export const Failed: Story = () => <List />;
Failed.msw = [http.get(api('/api/giftpaysys'), serverError)];
