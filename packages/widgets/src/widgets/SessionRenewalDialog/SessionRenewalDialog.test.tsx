import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe';
import { renderWithPortal } from '../../../test/renderWithPortal';
import { setupSimulator, simulatorURL } from '../../../test/simulator';
import { recordRequests } from '../../../test/requests';
import { useUser } from '../../provider';
import { TopupPanel } from '../TopupPanel';
import { SessionRenewalDialog } from './SessionRenewalDialog';

const sim = setupSimulator();
afterEach(() => sim.server.events.removeAllListeners());

/** The card's polls and looks, shortened. */
const timing = { pendingPollMs: [50, 50, 50], outcomeCheckMs: [50] };

/** What the portal's gate would do: the page only while someone is signed in. */
function Page({ withDialog }: { withDialog: boolean }) {
  const user = useUser();
  if (user.status !== 'signedIn') return <p>{`gate: ${user.status}`}</p>;
  return (
    <>
      <TopupPanel method="card" />
      {withDialog && <SessionRenewalDialog />}
    </>
  );
}

async function expireSession() {
  await fetch(`${simulatorURL}/__sim/sessions/expire`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'demo' }),
  });
}

const confirm = () => screen.getByRole('button', { name: 'Xác nhận' });

async function typeCard(user: ReturnType<typeof renderWithPortal>['user']) {
  await user.type(await screen.findByLabelText('Số seri'), '10011122399');
  await user.type(screen.getByLabelText('Mã số thẻ'), '1234567890123');
  await user.selectOptions(screen.getByLabelText('Mệnh giá'), '100.000đ');
}

describe('SessionRenewalDialog', () => {
  it.each([
    ['a 401', () => void 0],
    ['a 419 whose session is gone', expireSession],
  ])(
    'after %s on a card, logs in again over the page, keeps the card as typed, and sends it on the next Xác nhận',
    async (_, endSession) => {
      sim.signIn('demo');
      const cards = recordRequests(sim, { method: 'POST', path: '/api/recharge/card' });
      const { user } = renderWithPortal(<Page withDialog />, { timing });
      await typeCard(user);
      if (endSession === expireSession) await expireSession();
      else
        sim.server.use(
          http.post(
            `${simulatorURL}/api/recharge/card`,
            () => HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 }),
            { once: true },
          ),
        );
      await user.click(confirm());
      const dialog = await screen.findByRole('dialog', { name: 'Phiên đăng nhập đã kết thúc' });
      expect(dialog).toHaveAccessibleDescription(/vẫn được giữ nguyên/);
      expect(screen.getByLabelText('Số seri', { selector: 'input[name=serial]' })).toHaveValue(
        '10011122399',
      );
      // The session found gone before the card went (the payer's read) says the card was not sent; a 401 to the
      // card itself may come after the API took it (a retry on another server): the card is looked up.
      expect(
        await screen.findByText(
          endSession === expireSession
            ? /thẻ chưa được gửi. Hãy đăng nhập lại/
            : 'Chưa rõ thẻ đã được nạp hay chưa',
        ),
      ).toBeInTheDocument();
      await expectNoAxeViolations(dialog);
      await user.type(within(dialog).getByLabelText('Tên đăng nhập'), 'demo');
      await user.type(within(dialog).getByLabelText('Mật khẩu', { exact: true }), 'Demo@2026');
      await user.click(within(dialog).getByRole('button', { name: /^Đăng nhập$/ }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(screen.getByLabelText('Mã số thẻ')).toHaveValue('1234567890123');
      const before = cards.requests.length;
      await user.click(confirm());
      expect(await screen.findByText('Nạp thẻ thành công', {}, { timeout: 5000 })).toBeVisible();
      expect(cards.requests.length - before).toBe(1);
    },
    15_000,
  );

  it('closing it ends the session, as a 401 without it does', async () => {
    sim.signIn('demo');
    const { user } = renderWithPortal(<Page withDialog />, { timing });
    await typeCard(user);
    sim.server.use(
      http.post(`${simulatorURL}/api/recharge/card`, () =>
        HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 }),
      ),
    );
    await user.click(confirm());
    await screen.findByRole('dialog', { name: 'Phiên đăng nhập đã kết thúc' });
    await user.keyboard('{Escape}');
    expect(await screen.findByText('gate: signedOut')).toBeVisible();
  });

  it('without it, a 401 ends the session at once (the host sends the player to log in)', async () => {
    sim.signIn('demo');
    const { user } = renderWithPortal(<Page withDialog={false} />, { timing });
    await typeCard(user);
    sim.server.use(
      http.post(`${simulatorURL}/api/recharge/card`, () =>
        HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 }),
      ),
    );
    await user.click(confirm());
    expect(await screen.findByText('gate: signedOut')).toBeVisible();
  });
});
