import type { Story, StoryDefault } from '@ladle/react';
import { http } from 'msw';
import {
  api,
  noAnswer,
  Prepared,
  serverError,
  signedInAs,
  StoryPortal,
} from '../../../test/storyKit';
import { TransactionTable } from './TransactionTable';

export default { title: 'Widgets / History / TransactionTable' } satisfies StoryDefault;

const asDemo = () => signedInAs('demo');
const asNewbie = () => signedInAs('newbie');

function Table({ load }: { load: () => Promise<string> }) {
  return (
    <StoryPortal>
      <Prepared load={load}>{() => <TransactionTable />}</Prepared>
    </StoryPortal>
  );
}

/** demo: the 15 most recent of 22 transactions of every type and status; hover or Tab to a type for its id. */
export const Demo: Story = () => <Table load={asDemo} />;

/** newbie has no transactions. */
export const Empty: Story = () => <Table load={asNewbie} />;

/** The history never comes. */
export const Loading: Story = () => <Table load={asDemo} />;
Loading.msw = [http.get(api('/api/transaction-history'), noAnswer)];

/** The server crashes: the failure with 'Thử lại'. */
export const Failed: Story = () => <Table load={asDemo} />;
Failed.msw = [http.get(api('/api/transaction-history'), serverError)];
