/**
 * A card whose outcome is unknown outlives the page (issue 40): the same card typed again on a page shown anew goes
 * under the key it was first sent with, and nothing of the card but a fingerprint is kept in the browser.
 */
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithPortal } from '../../../test/renderWithPortal';
import { setupSimulator, simulatorURL } from '../../../test/simulator';
import { recordRequests } from '../../../test/requests';
import { createPortalClient } from '../../api';
import { openDecisions } from '../../provider';
import { cardDecisionKind } from './cardDecision';
import { TopupPanel } from './TopupPanel';

const sim = setupSimulator();
afterEach(() => {
  sim.server.events.removeAllListeners();
  window.localStorage.clear();
});

const serial = '10011122344';
const pin = '1234567890123';

function openPage(timeoutMs?: number) {
  return renderWithPortal(<TopupPanel method="card" />, {
    ...(timeoutMs ? { client: createPortalClient({ baseURL: simulatorURL, timeoutMs }) } : {}),
    timing: { pendingPollMs: [20, 40, 80], outcomeCheckMs: [20, 40, 80] },
  });
}

async function sendCard(user: UserEvent) {
  await user.type(await screen.findByLabelText('Số seri'), serial);
  await user.type(screen.getByLabelText('Mã số thẻ'), pin);
  await user.selectOptions(screen.getByLabelText('Mệnh giá'), '100.000đ');
  await user.click(screen.getByRole('button', { name: 'Xác nhận' }));
}

describe('a card whose outcome is unknown, and the page left', () => {
  it('typed again on a page shown anew, goes under the key it was first sent with; the browser keeps no serial or PIN', async () => {
    sim.signIn('demo');
    const cards = recordRequests(sim, { method: 'POST', path: '/api/recharge/card' });
    const first = openPage(200);
    const held = sim.holdRequestOf('post', '/api/recharge/card');
    await sendCard(first.user);
    expect(
      await screen.findByText('Chưa rõ thẻ đã được nạp hay chưa', {}, { timeout: 5000 }),
    ).toBeVisible();
    const stored = JSON.stringify({ ...window.localStorage });
    expect(stored).not.toContain(serial);
    expect(stored).not.toContain(pin);
    expect(openDecisions.read('demo', cardDecisionKind)).not.toBeNull();
    first.unmount();

    const again = openPage();
    expect(
      await screen.findByText(/^Một thẻ bạn gửi trước đó chưa rõ đã được nạp hay chưa/),
    ).toBeVisible();
    await sendCard(again.user);
    expect(await screen.findByText('Nạp thẻ thành công', {}, { timeout: 5000 })).toBeVisible();
    await held.release();
    const keys = cards.requests.map((request) => request.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(1);
    expect(
      sim.simulator.transactions('demo').filter((row) => row.payload?.serial === serial),
    ).toHaveLength(1);
    expect(openDecisions.read('demo', cardDecisionKind)).toBeNull();
  }, 15_000);

  it('another card is a decision of its own, under a key of its own', async () => {
    sim.signIn('demo');
    const cards = recordRequests(sim, { method: 'POST', path: '/api/recharge/card' });
    openDecisions.keep({
      account: 'demo',
      kind: cardDecisionKind,
      key: 'an-earlier-card',
      input: { fingerprint: 'of another card' },
      at: Date.now(),
    });
    const page = openPage();
    await sendCard(page.user);
    expect(await screen.findByText('Nạp thẻ thành công', {}, { timeout: 5000 })).toBeVisible();
    expect(cards.requests[0]?.headers.get('Idempotency-Key')).not.toBe('an-earlier-card');
  });
});
