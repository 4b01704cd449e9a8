import type { Story, StoryDefault } from '@ladle/react';
import { http, HttpResponse } from 'msw';
import {
  api,
  doneButLost,
  freshPlayer,
  noAnswer,
  offline,
  Prepared,
  serverError,
  signedInAs,
  StoryPortal,
  type Script,
} from '../../../test/storyKit';
import { viVN } from '../../i18n';
import { TopupPanel } from './TopupPanel';

export default { title: 'Widgets / Payment / TopupPanel / Card' } satisfies StoryDefault;

/** A new player per story, so that a card's credit never changes the seed accounts of other stories. */
const newPlayer = () => freshPlayer();

/** A Viettel serial (11 digits) no card had before: the simulator refuses a serial used once. */
const freshSerial = () => `10${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

/** demo's pending Viettel card in the seed history: its serial is taken. */
const usedSerial = '10012345678';

/** Types a card and confirms it, as a player would. */
const sendCard =
  ({
    pin = '1234567890123',
    serial = freshSerial(),
  }: { pin?: string; serial?: string } = {}): Script =>
  async (screen, user) => {
    await user.type(await screen.findByLabelText(viVN['payment.card.serial']), serial);
    await user.type(screen.getByLabelText(viVN['payment.card.pin']), pin);
    await user.selectOptions(screen.getByLabelText(viVN['payment.card.value']), '100.000đ');
    await user.click(screen.getByRole('button', { name: viVN['common.confirm'] }));
  };

function Card({
  script,
  load = newPlayer,
  followDelaysMs,
  checkDelaysMs,
}: {
  script?: Script;
  load?: () => Promise<string>;
  followDelaysMs?: readonly number[];
  checkDelaysMs?: readonly number[];
}) {
  return (
    <StoryPortal
      script={script}
      timing={{
        ...(followDelaysMs ? { pendingPollMs: followDelaysMs } : {}),
        ...(checkDelaysMs ? { outcomeCheckMs: checkDelaysMs } : {}),
      }}
    >
      <Prepared load={load}>{() => <TopupPanel defaultMethod="card" />}</Prepared>
    </StoryPortal>
  );
}

/** The form: providers by their logos, serial, PIN, the provider's denominations, the warning. */
export const Idle: Story = () => <Card />;

/** Letters in the serial: refused before anything is sent. */
export const NotDigits: Story = () => <Card script={sendCard({ serial: '1001A' })} />;

/** Sent and pending: the history never answers, so the card stays in progress. */
export const Pending: Story = () => <Card script={sendCard()} />;
Pending.msw = [http.get(api('/api/transaction-history'), noAnswer)];

/** Still pending when the polls ran out: 'Kiểm tra lại' looks again. */
export const StillPending: Story = () => <Card script={sendCard()} followDelaysMs={[1, 1]} />;
StillPending.msw = [http.get(api('/api/transaction-history'), () => HttpResponse.json([]))];

/** Pending, then settled within seconds: 'Nạp thẻ thành công', and the balance refetched. */
export const Succeeded: Story = () => <Card script={sendCard()} />;

/** A PIN ending in 0000: the card fails, with its error note. */
export const FailedWithNote: Story = () => <Card script={sendCard({ pin: '1234567890000' })} />;

/** A PIN ending in 1111: the card is cancelled for a wrong denomination. */
export const CancelledWrongValue: Story = () => (
  <Card script={sendCard({ pin: '1234567891111' })} />
);

/** A serial used before: 'Số seri đã được sử dụng', and the PIN cleared. */
export const ReusedSerial: Story = () => (
  <Card script={sendCard({ serial: usedSerial })} load={() => signedInAs('demo')} />
);

/** The POST's answer was lost and the history does not answer yet: the outcome is being checked, nothing resent. */
export const OutcomeBeingChecked: Story = () => <Card script={sendCard()} />;
OutcomeBeingChecked.msw = [
  http.post(api('/api/recharge/card'), doneButLost),
  http.get(api('/api/transaction-history'), noAnswer),
];

/** The POST's answer was lost, but the server took the card: found in the history by its serial, then settled. */
export const OutcomeFoundInHistory: Story = () => <Card script={sendCard()} />;
OutcomeFoundInHistory.msw = [http.post(api('/api/recharge/card'), doneButLost)];

/**
 * The connection dropped before the server got the card: not in the history after a few looks (about 5 s), so its
 * outcome is unknown: 'Kiểm tra lại' looks again, and Xác nhận may send it again.
 */
export const OutcomeUnconfirmed: Story = () => (
  <Card script={sendCard()} followDelaysMs={[1, 1]} checkDelaysMs={[1, 1, 1]} />
);
OutcomeUnconfirmed.msw = [http.post(api('/api/recharge/card'), offline)];

/** The outcome is unknown and the history cannot be read: 'Kiểm tra lại', Xác nhận held (no spinner). */
export const OutcomeCheckFailed: Story = () => (
  <Card script={sendCard()} followDelaysMs={[1, 1]} checkDelaysMs={[1, 1, 1]} />
);
OutcomeCheckFailed.msw = [
  http.post(api('/api/recharge/card'), offline),
  http.get(api('/api/transaction-history'), serverError),
];
