import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe';
import { renderWithPortal } from '../../../test/renderWithPortal';
import { setupSimulator, simulatorURL } from '../../../test/simulator';
import { recordRequests } from '../../../test/requests';
import { createPortalClient } from '../../api';
import { defaultTiming, type PortalErrorHandler } from '../../provider';
import { TopupPanel } from './TopupPanel';

const sim = setupSimulator();
afterEach(() => sim.server.events.removeAllListeners());
const fast = [20, 40, 80, 160, 320];
const fastChecks = [20, 40, 80];

function renderCard(
  options: {
    client?: ReturnType<typeof createPortalClient>;
    checks?: number[];
    onError?: PortalErrorHandler;
  } = {},
) {
  sim.signIn('demo');
  const { checks = fastChecks, ...rest } = options;
  return renderWithPortal(<TopupPanel method="card" />, {
    ...rest,
    timing: { pendingPollMs: fast, outcomeCheckMs: checks },
  });
}

async function fill(user: UserEvent, serial: string, pin: string, value = '100.000đ') {
  await user.clear(await screen.findByLabelText('Số seri'));
  await user.type(screen.getByLabelText('Số seri'), serial);
  await user.clear(screen.getByLabelText('Mã số thẻ'));
  await user.type(screen.getByLabelText('Mã số thẻ'), pin);
  await user.selectOptions(screen.getByLabelText('Mệnh giá'), value);
}

const confirm = () => screen.getByRole('button', { name: 'Xác nhận' });

describe('CardPanel', () => {
  describe('given the form', () => {
    it('offers the providers as a radio group of logos, operable by keyboard', async () => {
      const { user, container } = renderCard();
      const viettel = await screen.findByRole('radio', { name: 'Thẻ Viettel' });
      expect(viettel).toBeChecked();
      expect(screen.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual([
        'VIETTEL',
        'MOBIFONE',
        'VINAPHONE',
        'VIETNAMOBILE',
        'ZING',
      ]);
      viettel.focus();
      await user.keyboard('{ArrowRight}');
      expect(screen.getByRole('radio', { name: 'Thẻ Mobifone' })).toBeChecked();
      await expectNoAxeViolations(container);
    });

    it("shows a carrier's name instead of a logo from anywhere but the API", async () => {
      sim.server.use(
        http.get(`${simulatorURL}/api/payment-methods`, () =>
          HttpResponse.json({
            cards: [
              {
                service_code: 'VIETTEL',
                name: 'Viettel',
                imgurl: 'javascript:alert(1)',
                cardvalue: [{ value: 10000 }],
              },
              {
                service_code: 'ZING',
                name: 'Zing',
                imgurl: '/cards/zing.png',
                cardvalue: [{ value: 10000 }],
              },
            ],
            eWallets: [],
            bankTransfers: [],
          }),
        ),
      );
      renderCard();
      const viettel = await screen.findByRole('radio', { name: 'Thẻ Viettel' });
      expect(viettel.closest('label')?.querySelector('img')).toBeNull();
      expect(viettel.closest('label')).toHaveTextContent('Thẻ Viettel');
      // a long name is cut after three lines (CSS): the whole name stays in the title
      expect(within(viettel.closest('label')!).getByTitle('Thẻ Viettel')).toBeVisible();
      const zing = screen.getByRole('radio', { name: 'Thẻ Zing' });
      expect(zing.closest('label')?.querySelector('img')).toHaveAttribute(
        'src',
        `${simulatorURL}/cards/zing.png`,
      );
    });

    it('has numeric serial and PIN fields that nothing remembers', async () => {
      renderCard();
      for (const label of ['Số seri', 'Mã số thẻ']) {
        const field = await screen.findByLabelText(label);
        expect(field).toHaveAttribute('inputmode', 'numeric');
        expect(field).toHaveAttribute('autocomplete', 'off');
      }
    });

    it("keeps the typed serial and PIN out of the page's HTML (no value attribute)", async () => {
      const { user, container } = renderCard();
      await fill(user, '10011122399', '1234567890123');
      expect(screen.getByLabelText('Số seri')).toHaveValue('10011122399');
      expect(screen.getByLabelText('Mã số thẻ')).toHaveValue('1234567890123');
      expect(container.innerHTML).not.toContain('10011122399');
      expect(container.innerHTML).not.toContain('1234567890123');
    });

    it("lists the chosen provider's denominations after a disabled default, reset when the provider changes", async () => {
      const { user } = renderCard();
      await user.click(await screen.findByRole('radio', { name: 'Thẻ Mobifone' }));
      const select = screen.getByLabelText<HTMLSelectElement>('Mệnh giá');
      expect(screen.getByRole('option', { name: '-- Chọn mệnh giá --' })).toBeDisabled();
      expect(screen.getByRole('option', { name: '30.000đ' })).toBeEnabled();
      await user.selectOptions(select, '30.000đ');
      expect(select.value).toBe('30000');
      await user.click(screen.getByRole('radio', { name: 'Thẻ Viettel' }));
      expect(select.value).toBe('');
      expect(screen.queryByRole('option', { name: '30.000đ' })).toBeNull();
      expect(screen.getByText(/chọn sai mệnh giá, thẻ sẽ bị hủy/)).toBeVisible();
    });
  });

  describe('after a card is sent', () => {
    it('sends the provider uppercased, digits only and the value as a number; pending, then success', async () => {
      const cards = recordRequests(sim, { method: 'POST', path: '/api/recharge/card' });
      const { user, container } = renderCard();
      await fill(user, '1001 1122-233', '１２３４.５６７８９０１２３');
      await user.click(confirm());
      // Pending for a moment (the simulator settles a card 20 ms after it takes it): shown, then the result.
      expect(
        await screen.findByRole('progressbar', { name: 'Thẻ đang được nhà mạng kiểm tra' }),
      ).toHaveClass('progressBar');
      expect(await screen.findByText('Nạp thẻ thành công')).toBeVisible();
      await expectNoAxeViolations(container);
      expect(screen.getByText('Thẻ 100.000đ đã được nạp vào tài khoản của bạn.')).toBeVisible();
      expect(await Promise.all(cards.bodies())).toEqual([
        { provider: 'VIETTEL', serial: '10011122233', pin: '1234567890123', value: 100000 },
      ]);
      expect(screen.getByLabelText('Mã số thẻ')).toHaveValue('');
      expect(sim.simulator.user('demo')?.credit).toBe(2500);
    });

    it("says the card was taken in the catalogue's words, with its transaction, not in the answer's", async () => {
      sim.signIn('demo');
      let transactionId = 0;
      sim.server.use(
        http.post(
          `${simulatorURL}/api/recharge/card`,
          async ({ request }) => {
            const answer = (await (await sim.exchange(request)).json()) as {
              data: { transactionId: number };
            };
            transactionId = answer.data.transactionId;
            return HttpResponse.json({ data: { message: 'Card received.', transactionId } });
          },
          { once: true },
        ),
      );
      // the first look at the history long after: the card is followed meanwhile
      const { user } = renderWithPortal(<TopupPanel method="card" />, {
        timing: { pendingPollMs: [60_000], outcomeCheckMs: fastChecks },
      });
      await fill(user, '10011122233', '1234567890123');
      await user.click(confirm());
      const taken = await screen.findByText(/^Đã nhận thẻ, giao dịch #\d+ đang được xử lý\.$/);
      expect(taken).toHaveTextContent(`#${transactionId} `);
      expect(screen.queryByText('Card received.')).toBeNull();
    });

    it('brings its result into view and focus as it comes, below Xác nhận, unless the player types meanwhile', async () => {
      // jsdom lays nothing out and has no scrollIntoView: the call is what can be seen here.
      const scrolled = vi.fn();
      Element.prototype.scrollIntoView = scrolled;
      try {
        const { user } = renderCard();
        await fill(user, '10011122277', '1234567890123');
        await user.click(confirm());
        const result = (await screen.findByText('Nạp thẻ thành công')).closest('[role="status"]');
        await waitFor(() => expect(result).toHaveFocus());
        expect(scrolled.mock.contexts).toContain(result);
        // The next card, sent with Enter from its PIN field: the player may type on there, it keeps focus.
        await fill(user, '10011122288', '1234567890000');
        scrolled.mockClear();
        await user.click(screen.getByLabelText('Mã số thẻ'));
        await user.keyboard('{Enter}');
        expect(await screen.findByText('Nạp thẻ thất bại')).toBeVisible();
        await waitFor(() => expect(scrolled.mock.contexts).toContain(result));
        expect(screen.getByLabelText('Mã số thẻ')).toHaveFocus();
      } finally {
        delete (Element.prototype as Partial<Element>).scrollIntoView;
      }
    });

    it('shows a failed card with its error note (PIN ending 0000)', async () => {
      const { user } = renderCard();
      await fill(user, '10011122244', '1234567890000');
      await user.click(confirm());
      expect(await screen.findByText('Nạp thẻ thất bại')).toBeVisible();
      expect(screen.getByRole('alert')).toHaveTextContent('Thẻ không hợp lệ hoặc đã được sử dụng');
    });

    it('shows a card cancelled for a wrong denomination with its note (PIN ending 1111)', async () => {
      const { user } = renderCard();
      await fill(user, '10011122255', '1234567891111');
      await user.click(confirm());
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Thẻ đã bị hủy do chọn sai mệnh giá',
      );
    });

    it('says the card is still pending when the polls run out, and can look again', async () => {
      sim.signIn('demo');
      const { user } = renderWithPortal(<TopupPanel method="card" />, {
        timing: { pendingPollMs: [1] },
      });
      sim.server.use(
        http.get(`${simulatorURL}/api/transaction-history`, () => HttpResponse.json([]), {
          once: true,
        }),
      );
      await fill(user, '10011122266', '1234567890123');
      await user.click(confirm());
      expect(await screen.findByText(/Nhà mạng vẫn đang kiểm tra thẻ/)).toBeVisible();
      await user.click(screen.getByRole('button', { name: 'Kiểm tra lại' }));
      expect(await screen.findByText('Nạp thẻ thành công')).toBeVisible();
    });
  });

  describe('when the server refuses the card', () => {
    it('shows a reused serial as an error', async () => {
      const { user } = renderCard();
      await fill(user, '10012345678', '1234567890123');
      await user.click(confirm());
      expect(await screen.findByRole('alert')).toHaveTextContent('Số seri đã được sử dụng');
      expect(screen.getByLabelText('Mã số thẻ')).toHaveValue('');
    });

    it.each([
      ['Vui lòng nhập serial', 'Vui lòng nhập số seri'],
      ['serial không hợp lệ', 'Số seri không hợp lệ'],
      [
        'PIN không hợp lệ. Kiểm tra lại pin và provider.',
        'Mã số thẻ không hợp lệ. Kiểm tra lại mã số thẻ và loại thẻ.',
      ],
    ])(
      'names the fields as the form does, in sentence case: %j reads %j',
      async (server, shown) => {
        const { user } = renderCard();
        sim.server.use(
          http.post(`${simulatorURL}/api/recharge/card`, () =>
            HttpResponse.json({ errors: { serial: [server] } }, { status: 422 }),
          ),
        );
        await fill(user, '10011122355', '1234567890123');
        await user.click(confirm());
        expect(await screen.findByRole('alert')).toHaveTextContent(shown);
      },
    );

    it('clears the message on any field change', async () => {
      const { user } = renderCard();
      await fill(user, '10012345678', '1234567890123');
      await user.click(confirm());
      await screen.findByRole('alert');
      await user.type(screen.getByLabelText('Số seri'), '9');
      expect(screen.queryByRole('alert')).toBeNull();
    });

    it('refuses an empty form at its fields, sends nothing and takes focus to the serial', async () => {
      const cards = recordRequests(sim, { method: 'POST', path: '/api/recharge/card' });
      const { user, container } = renderCard();
      await screen.findByLabelText('Số seri');
      await user.click(confirm());
      expect(await screen.findByLabelText('Số seri')).toHaveAccessibleDescription(
        'Vui lòng nhập số seri. Số seri thẻ Viettel gồm 11 hoặc 14 chữ số.',
      );
      expect(screen.getByLabelText('Mã số thẻ')).toHaveAccessibleDescription(
        'Vui lòng nhập mã số thẻ. Mã số thẻ Viettel gồm 13 hoặc 15 chữ số.',
      );
      expect(screen.getByLabelText('Mệnh giá')).toHaveAccessibleDescription(
        'Vui lòng chọn mệnh giá.',
      );
      expect(screen.getByLabelText('Số seri')).toHaveFocus();
      expect(cards.requests).toHaveLength(0);
      await expectNoAxeViolations(container);
    });

    it("refuses a serial and PIN not of the carrier's lengths (a 10,000-digit paste too), keeping what was typed", async () => {
      const cards = recordRequests(sim, { method: 'POST', path: '/api/recharge/card' });
      const { user } = renderCard();
      await user.click(await screen.findByRole('radio', { name: 'Thẻ Mobifone' }));
      await fill(user, '10011122233', '123456789012', '10.000đ');
      await user.click(confirm());
      expect(screen.getByLabelText('Số seri')).toHaveAccessibleDescription(
        'Số seri vừa nhập có 11 chữ số, chưa đúng độ dài in trên thẻ. Số seri thẻ Mobifone gồm 15 chữ số.',
      );
      expect(screen.getByLabelText('Số seri')).toHaveValue('10011122233');
      expect(screen.getByLabelText('Mã số thẻ')).not.toHaveAttribute('aria-invalid');
      await user.click(screen.getByLabelText('Số seri'));
      await user.paste('9'.repeat(10_000));
      await user.click(confirm());
      expect(screen.getByLabelText('Số seri')).toHaveAccessibleDescription(
        'Số seri vừa nhập có 10011 chữ số, chưa đúng độ dài in trên thẻ. Số seri thẻ Mobifone gồm 15 chữ số.',
      );
      expect(cards.requests).toHaveLength(0);
    });

    it('reports a refused card to onError', async () => {
      const onError = vi.fn();
      const { user } = renderCard({ onError });
      sim.server.use(
        http.post(`${simulatorURL}/api/recharge/card`, () =>
          HttpResponse.json({ message: 'Thẻ không hợp lệ' }, { status: 422 }),
        ),
      );
      await fill(user, '10011122344', '1234567890123');
      await user.click(confirm());
      await screen.findByRole('alert');
      expect(onError).toHaveBeenCalledWith(expect.objectContaining({ statusCode: 422 }), 'submit');
    });

    it('refuses a letter in the serial or the PIN as it is typed, says so at once, and sends nothing', async () => {
      const cards = recordRequests(sim, { method: 'POST', path: '/api/recharge/card' });
      const { user } = renderCard();
      const serial = await screen.findByLabelText('Số seri');
      await user.type(serial, '1001A');
      expect(serial).toHaveValue('1001');
      expect(serial).toHaveAccessibleDescription(
        'Chỉ nhập chữ số; ký tự khác không được nhận. Số seri thẻ Viettel gồm 11 hoặc 14 chữ số.',
      );
      await user.type(screen.getByLabelText('Mã số thẻ'), '12ab34');
      expect(screen.getByLabelText('Mã số thẻ')).toHaveValue('1234');
      await user.type(serial, '1112 233-4');
      expect(serial).toHaveValue('100111122334');
      expect(serial).not.toHaveAttribute('aria-invalid');
      expect(cards.requests).toHaveLength(0);
    });
  });

  describe('one submit is one POST', () => {
    it('on a double click', async () => {
      const cards = recordRequests(sim, { method: 'POST', path: '/api/recharge/card' });
      const { user } = renderCard();
      await fill(user, '10011122277', '1234567890123');
      await user.dblClick(confirm());
      await screen.findByText('Nạp thẻ thành công');
      expect(cards.requests).toHaveLength(1);
    });

    it('on Enter held down, under StrictMode', async () => {
      const cards = recordRequests(sim, { method: 'POST', path: '/api/recharge/card' });
      sim.signIn('demo');
      const { user } = renderWithPortal(
        <StrictMode>
          <TopupPanel method="card" />
        </StrictMode>,
        { timing: { pendingPollMs: fast } },
      );
      await fill(user, '10011122288', '1234567890123');
      await user.click(screen.getByLabelText('Số seri'));
      await user.keyboard('{Enter>6}');
      await screen.findByText('Nạp thẻ thành công');
      expect(cards.requests).toHaveLength(1);
    });

    it('after a 419: nothing is replayed, the card is looked up, and confirming again sends the same card under its key', async () => {
      const cards = recordRequests(sim, { method: 'POST', path: '/api/recharge/card' });
      const { user } = renderCard();
      sim.server.use(
        http.post(
          `${simulatorURL}/api/recharge/card`,
          () => HttpResponse.json({ message: 'CSRF token mismatch.' }, { status: 419 }),
          { once: true },
        ),
      );
      await fill(user, '10011122299', '1234567890123');
      await user.click(confirm());
      // A 419 may come from in front of the API after it took the card: not a refusal of the card, so it is looked
      // up, and not found it stays unknown.
      expect(
        await screen.findByText('Chưa rõ thẻ đã được nạp hay chưa', {}, { timeout: 3000 }),
      ).toBeVisible();
      expect(cards.requests).toHaveLength(1);
      // Nothing was judged: the card typed stays, so confirming again is one click, under the same key.
      expect(screen.getByLabelText('Mã số thẻ')).toHaveValue('1234567890123');
      await user.click(confirm());
      expect(await screen.findByText('Nạp thẻ thành công')).toBeVisible();
      expect(cards.requests).toHaveLength(2);
      const [first, again] = cards.requests;
      expect(again?.headers.get('Idempotency-Key')).toBe(first?.headers.get('Idempotency-Key'));
    });
  });

  describe('when the outcome is unknown', () => {
    it('finds a card the server took in the history by its serial, and never resends it', async () => {
      const cards = recordRequests(sim, { method: 'POST', path: '/api/recharge/card' });
      // The client gives up at 500 ms; the server writes the card at 1 s. The history reads (at about 0.8, 1.4 and
      // 2.6 s) find it once it is written: every read has the client's whole deadline, even on a loaded machine.
      const client = createPortalClient({ baseURL: simulatorURL, timeoutMs: 500 });
      const { user } = renderCard({ client, checks: [300, 600, 1200] });
      await screen.findByLabelText('Số seri');
      await fetch(`${simulatorURL}/__sim/faults`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ method: 'POST', path: '/api/recharge/card', delayMs: 1000 }),
      });
      await fill(user, '10011122300', '1234567890123');
      await user.click(confirm());
      expect(await screen.findByText(/Chưa rõ thẻ đã được gửi đi hay chưa/)).toBeVisible();
      expect(screen.getByRole('button', { name: 'Đang xử lý...' })).toBeVisible();
      expect(await screen.findByText('Nạp thẻ thành công', {}, { timeout: 8000 })).toBeVisible();
      expect(cards.requests).toHaveLength(1);
    }, 15_000);

    it('after a lost answer, looks the card up three times, then says its outcome is unknown with ways on; never resends it', async () => {
      const cards = recordRequests(sim, { method: 'POST', path: '/api/recharge/card' });
      const history = recordRequests(sim, { path: '/api/transaction-history' });
      const { user, container } = renderCard();
      sim.server.use(
        http.post(`${simulatorURL}/api/recharge/card`, () => HttpResponse.error(), { once: true }),
      );
      await fill(user, '10011122311', '1234567890123');
      await user.click(confirm());
      const unknown = await screen.findByRole('alert', {}, { timeout: 3000 });
      expect(unknown).toHaveTextContent('Chưa rõ thẻ đã được nạp hay chưa');
      expect(history.requests.length).toBe(3);
      expect(screen.queryByText(/Đang kiểm tra Lịch sử giao dịch/)).toBeNull();
      expect(screen.getByRole('button', { name: 'Kiểm tra lại' })).toBeEnabled();
      expect(confirm()).toBeEnabled();
      expect(confirm()).not.toHaveAttribute('aria-disabled');
      expect(screen.getByLabelText('Mã số thẻ')).toHaveValue('1234567890123');
      await expectNoAxeViolations(container);
      expect(cards.requests).toHaveLength(1); // never resent on its own
      await user.click(confirm());
      expect(await screen.findByText('Nạp thẻ thành công')).toBeVisible();
      expect(cards.requests).toHaveLength(2);
      // the same card again is the same decision: its key goes with it, so the server tops it up once
      const [first, resent] = cards.requests.map((request) =>
        request.headers.get('Idempotency-Key'),
      );
      expect(first).toBeTruthy();
      expect(resent).toBe(first);
    });

    it('sends another card, after an unknown outcome, under a key of its own', async () => {
      const cards = recordRequests(sim, { method: 'POST', path: '/api/recharge/card' });
      const { user } = renderCard();
      await screen.findByLabelText('Số seri');
      sim.server.use(
        http.post(`${simulatorURL}/api/recharge/card`, () => HttpResponse.error(), { once: true }),
      );
      await fill(user, '10011122344', '1234567890123');
      await user.click(confirm());
      expect(
        await screen.findByText('Chưa rõ thẻ đã được nạp hay chưa', {}, { timeout: 3000 }),
      ).toBeVisible();
      await user.clear(screen.getByLabelText('Số seri'));
      await user.type(screen.getByLabelText('Số seri'), '10011122345');
      await user.click(confirm());
      expect(await screen.findByText('Nạp thẻ thành công')).toBeVisible();
      const [first, other] = cards.requests.map((request) =>
        request.headers.get('Idempotency-Key'),
      );
      expect(other).toBeTruthy();
      expect(other).not.toBe(first);
    });

    it('bounds the look-up of a lost answer by default to about 5 s', () => {
      expect(defaultTiming.outcomeCheckMs.reduce((sum, ms) => sum + ms, 0)).toBeLessThanOrEqual(
        5000,
      );
    });

    it('says so when the history cannot be read either, with a way to check again', async () => {
      const { user } = renderCard();
      await screen.findByLabelText('Số seri');
      sim.server.use(
        http.post(`${simulatorURL}/api/recharge/card`, () => HttpResponse.error(), { once: true }),
        http.get(`${simulatorURL}/api/transaction-history`, () => HttpResponse.error()),
      );
      await fill(user, '10011122322', '1234567890123');
      await user.click(confirm());
      expect(
        await screen.findByText(
          'Chưa kiểm tra được thẻ trong Lịch sử giao dịch',
          {},
          { timeout: 3000 },
        ),
      ).toBeVisible();
      // Held, not in progress: no spinner is left on Xác nhận, and 'Kiểm tra lại' is the way on.
      expect(confirm()).toHaveAttribute('aria-disabled', 'true');
      expect(confirm()).not.toHaveAttribute('aria-busy');
      sim.server.resetHandlers();
      await user.click(screen.getByRole('button', { name: 'Kiểm tra lại' }));
      expect(
        await screen.findByText('Chưa rõ thẻ đã được nạp hay chưa', {}, { timeout: 3000 }),
      ).toBeVisible();
      await waitFor(() => expect(confirm()).toBeEnabled());
    });
  });
  describe('when the answer to a card is broken and the history cannot be read', () => {
    it('stops looking within the check delays, not the long follow ones, and offers to look again', async () => {
      sim.signIn('demo');
      const { user } = renderWithPortal(<TopupPanel method="card" />, {
        timing: { pendingPollMs: [60_000, 60_000], outcomeCheckMs: fastChecks },
      });
      await screen.findByLabelText('Số seri');
      sim.server.use(
        http.post(`${simulatorURL}/api/recharge/card`, () => HttpResponse.html('<h1>502</h1>'), {
          once: true,
        }),
        http.get(`${simulatorURL}/api/transaction-history`, () => HttpResponse.error()),
      );
      await fill(user, '10011122355', '1234567890123');
      await user.click(confirm());
      expect(
        await screen.findByText(
          'Chưa kiểm tra được thẻ trong Lịch sử giao dịch',
          {},
          { timeout: 3000 },
        ),
      ).toBeVisible();
      expect(screen.getByRole('button', { name: 'Kiểm tra lại' })).toBeEnabled();
      expect(screen.getByLabelText('Mã số thẻ')).toHaveValue('1234567890123');
    });
  });

  describe('when the server throttles the cards (429 with Retry-After)', () => {
    it('holds Xác nhận with a countdown, keeps the card and looks it up, then sends the same card under its key', async () => {
      const cards = recordRequests(sim, { method: 'POST', path: '/api/recharge/card' });
      const { user, container } = renderCard();
      sim.server.use(
        http.post(
          `${simulatorURL}/api/recharge/card`,
          () =>
            HttpResponse.json(
              { message: 'Too Many Attempts.' },
              { status: 429, headers: { 'Retry-After': '4' } },
            ),
          { once: true },
        ),
      );
      await fill(user, '10011122333', '1234567890123');
      await user.click(confirm());
      expect(
        await screen.findByText('Chưa rõ thẻ đã được nạp hay chưa', {}, { timeout: 3000 }),
      ).toBeVisible();
      const held = screen.getByRole('button', { name: /^Thử lại sau \d giây$/ });
      expect(held).toHaveAttribute('aria-disabled', 'true');
      expect(screen.getByLabelText('Mã số thẻ')).toHaveValue('1234567890123');
      await expectNoAxeViolations(container);

      await user.click(held);
      await user.type(screen.getByLabelText('Số seri'), '{Enter}');
      expect(cards.requests).toHaveLength(1);

      await waitFor(() => expect(held).toHaveAccessibleName('Xác nhận'), { timeout: 6000 });
      expect(held).not.toHaveAttribute('aria-disabled');
      await user.click(held);
      expect(await screen.findByText('Nạp thẻ thành công')).toBeVisible();
      expect(cards.requests).toHaveLength(2);
      const [first, again] = cards.requests;
      expect(again?.headers.get('Idempotency-Key')).toBe(first?.headers.get('Idempotency-Key'));
    }, 15_000);
  });

  describe('when the answer to a card is broken or lost and the history does not have it', () => {
    // A broken 2xx: the server had finished, two reads suffice (a lost answer: 'when the outcome is unknown').
    it.each([
      ['a 200 with an HTML page', () => HttpResponse.html('<!doctype html><h1>502</h1>'), 2],
      [
        'a 200 with truncated JSON',
        () =>
          new HttpResponse('{"data": {"transactionId": 1, "mess', {
            headers: { 'Content-Type': 'application/json' },
          }),
        2,
      ],
    ])(
      'after %s: says the card was not taken once the history misses it, keeps it, and sends it on a click',
      async (_, answer, reads) => {
        const cards = recordRequests(sim, { method: 'POST', path: '/api/recharge/card' });
        const history = recordRequests(sim, { path: '/api/transaction-history' });
        const { user, container } = renderCard();
        sim.server.use(http.post(`${simulatorURL}/api/recharge/card`, answer, { once: true }));
        await fill(user, '10011122344', '1234567890123');
        await user.click(confirm());

        expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(
          'Không tìm thấy thẻ này trong Lịch sử giao dịch nên thẻ chưa được nạp.',
        );
        expect(history.requests.length).toBe(reads);
        expect(screen.queryByText(/Đang kiểm tra Lịch sử giao dịch/)).toBeNull();
        expect(confirm()).not.toHaveAttribute('aria-disabled');
        expect(screen.getByLabelText('Mã số thẻ')).toHaveValue('1234567890123');
        expect(cards.requests).toHaveLength(1); // never resent on its own
        await expectNoAxeViolations(container);

        await user.click(confirm());
        expect(await screen.findByText('Nạp thẻ thành công')).toBeVisible();
        expect(cards.requests).toHaveLength(2);
      },
    );
  });
});
