import type { Story, StoryDefault } from '@ladle/react';
import { http } from 'msw';
import {
  api,
  freshPlayer,
  noAnswer,
  Prepared,
  serverError,
  signedInAs,
  StoryPortal,
} from '../../../test/storyKit';
import { BalanceStrip } from './BalanceStrip';

export default { title: 'Widgets / Payment / BalanceStrip' } satisfies StoryDefault;

const demo = () => signedInAs('demo');
const debtor = () => signedInAs('debtor');
const emptyWallet = () => freshPlayer();

/** demo: 1.500 KP, no debt. */
export const Balance: Story = () => (
  <Prepared load={demo}>
    {() => (
      <StoryPortal>
        <BalanceStrip />
      </StoryPortal>
    )}
  </Prepared>
);

/** debtor on the payment page: 0 KP and 300 KP of debt, with the warning. */
export const Debt: Story = () => (
  <Prepared load={debtor}>
    {() => (
      <StoryPortal>
        <BalanceStrip onPaymentPage />
      </StoryPortal>
    )}
  </Prepared>
);

/** A new player at 0 KP on another page: the link to top up. */
export const EmptyWithTopupLink: Story = () => (
  <Prepared load={emptyWallet}>
    {() => (
      <StoryPortal>
        <BalanceStrip />
      </StoryPortal>
    )}
  </Prepared>
);

/** `GET /api/me` never answers. */
export const Loading: Story = () => (
  <StoryPortal>
    <BalanceStrip />
  </StoryPortal>
);
Loading.msw = [http.get(api('/api/me'), noAnswer)];

/** `GET /api/me` answers 500: a retry. */
export const Failed: Story = () => (
  <StoryPortal>
    <BalanceStrip />
  </StoryPortal>
);
Failed.msw = [http.get(api('/api/me'), serverError)];
