import { act, screen, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe';
import { textsNotFromTheCatalogue } from '../../../test/pseudoLocale';
import { renderWithPortal } from '../../../test/renderWithPortal';
import { setupSimulator, simulatorURL } from '../../../test/simulator';
import { recordRequests } from '../../../test/requests';
import { pseudoLocalise, viVN } from '../../i18n';
import { claimGift, createPortalClient } from '../../api';
import { createDevShare, createTestClipboard } from '../../provider';
import { GiftCodeList } from './GiftCodeList';
import { autoKeyRewardType } from './useGiftCodeList';
import { newIdempotencyKey } from '../../api';

/** A new decision of the player: a money write's own idempotency key. */
const decision = () => ({ idempotencyKey: newIdempotencyKey() });

const sim = setupSimulator();
const listPath = `${simulatorURL}/api/giftpaysys`;

const rowOf = async (description: string) =>
  (await screen.findByRole('rowheader', { name: description })).closest('tr')!;

describe('GiftCodeList', () => {
  describe('while loading', () => {
    it('says the list is loading', () => {
      sim.signIn('demo');
      sim.server.use(http.get(listPath, () => delay('infinite')));
      renderWithPortal(<GiftCodeList />);
      expect(screen.getByRole('heading', { level: 1, name: 'Giftcode' })).toBeVisible();
      expect(screen.getByText('Đang tải danh sách giftcode...')).toBeVisible();
    });
  });

  describe('given demo, with claimed, share-gated and auto-key gifts', () => {
    it('shows each gift with its condition, code and state', async () => {
      sim.signIn('demo');
      const { container } = renderWithPortal(<GiftCodeList />);
      const claimed = await rowOf('Quà tân thủ');
      expect(claimed).toHaveTextContent('Chia sẻ lên mạng xã hội');
      expect(claimed).toHaveTextContent('TANTHU-8KD2QX7M');
      expect(claimed).toHaveTextContent(/Đã nhận lúc \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
      const gated = await rowOf('Quà mừng máy chủ Huyền Vũ');
      expect(within(gated).getByRole('button', { name: /^Chia sẻ để nhận/ })).toBeVisible();
      expect(gated).toHaveTextContent('Chưa nhận');
      const auto = await rowOf('Quà nạp tích lũy 100.000đ');
      expect(auto).toHaveTextContent('Nạp tích lũy đủ 100.000đ');
      expect(within(auto).getByRole('button', { name: /^Nhận key tự động/ })).toBeVisible();
      // how a code is used in the game, and amounts in đồng as everywhere else (not '100K')
      expect(
        screen.getByText(/^Cách dùng giftcode: sao chép mã, đăng nhập nhân vật trong game/),
      ).toBeVisible();
      expect(container).not.toHaveTextContent('100K');
      await expectNoAxeViolations(container);
    });

    it('names each field of a gift in its cell, for the cards a narrow screen shows', async () => {
      sim.signIn('demo');
      renderWithPortal(<GiftCodeList />);
      const auto = await rowOf('Quà nạp tích lũy 100.000đ');
      const cells = within(auto).getAllByRole('cell');
      expect(cells.map((cell) => cell.firstChild?.textContent)).toEqual([
        'Điều kiện nhận',
        'Giftcode',
        'Trạng thái',
      ]);
      expect(within(auto).getByRole('rowheader').firstChild).toHaveTextContent('Loại quà');
      // the labels are for the eye: the cells keep their own names
      expect(within(auto).getByRole('cell', { name: 'Nạp tích lũy đủ 100.000đ' })).toBeVisible();
      expect(within(auto).getByRole('button', { name: /^Nhận key tự động/ })).toBeVisible();
    });

    it('copies a code', async () => {
      sim.signIn('demo');
      const clipboard = createTestClipboard();
      const { user } = renderWithPortal(<GiftCodeList />, { clipboard });
      await user.click(
        await screen.findByRole('button', { name: 'Sao chép giftcode Quà tân thủ' }),
      );
      expect(clipboard.written).toEqual(['TANTHU-8KD2QX7M']);
      expect(await screen.findByText('Đã sao chép')).toBeVisible();
    });

    it('claims the auto key with 9999, announces the message and shows the new code', async () => {
      sim.signIn('demo');
      const { user, container } = renderWithPortal(<GiftCodeList />);
      await user.click(await screen.findByRole('button', { name: /^Nhận key tự động/ }));
      const status = await screen.findByText(/^Nhận quà thành công! Mã quà tặng của bạn là \S+$/);
      const code = status.textContent!.split(' ').at(-1)!;
      // Above the list, far from the row's button on a phone: the answer takes focus (and is scrolled into view).
      await vi.waitFor(() => expect(status.closest('[role="status"]')).toHaveFocus());
      // The simulator keeps the code under the gift the rewardType named: 9999, the auto key.
      const row = await rowOf('Quà nạp tích lũy 100.000đ');
      await vi.waitFor(() => expect(row).toHaveTextContent(code));
      expect(row).toHaveTextContent('Đã nhận lúc');
      await expectNoAxeViolations(container);
    });

    it("words the claim from the catalogue and the answer's code, not from the answer's message", async () => {
      sim.signIn('demo');
      sim.server.use(
        http.post(
          `${simulatorURL}/api/giftpaysys/receive`,
          async ({ request }) => {
            const answer = (await (await sim.exchange(request)).json()) as { giftcode: string };
            return HttpResponse.json({ message: 'Gift claimed.', giftcode: answer.giftcode });
          },
          { once: true },
        ),
      );
      const { user } = renderWithPortal(<GiftCodeList />);
      await user.click(await screen.findByRole('button', { name: /^Nhận key tự động/ }));
      const status = await screen.findByText(/^Nhận quà thành công! Mã quà tặng của bạn là \S+$/);
      expect(screen.queryByText('Gift claimed.')).toBeNull();
      const code = status.textContent!.split(' ').at(-1)!;
      await vi.waitFor(async () =>
        expect(await rowOf('Quà nạp tích lũy 100.000đ')).toHaveTextContent(code),
      );
    });

    it("leaves the page to the share service (the host's choice) without a shareUrl, never reading the browser's", async () => {
      sim.signIn('demo');
      const share = { share: vi.fn(createDevShare().share) };
      const { user } = renderWithPortal(<GiftCodeList />, { share });
      await user.click(
        await screen.findByRole('button', { name: 'Chia sẻ để nhận Quà mừng máy chủ Huyền Vũ' }),
      );
      expect(await screen.findByText(/^Nhận quà thành công!/)).toBeVisible();
      expect(share.share).toHaveBeenCalledWith({ quote: 'Quà mừng máy chủ Huyền Vũ' });
    });

    it('claims a share-gated gift with its id once the share went through', async () => {
      sim.signIn('demo');
      const share = { share: vi.fn(createDevShare().share) };
      const { user } = renderWithPortal(<GiftCodeList shareUrl="https://volam.example.vn" />, {
        share,
      });
      await user.click(
        await screen.findByRole('button', { name: 'Chia sẻ để nhận Quà mừng máy chủ Huyền Vũ' }),
      );
      expect(await screen.findByText(/^Nhận quà thành công!/)).toBeVisible();
      expect(share.share).toHaveBeenCalledWith({
        url: 'https://volam.example.vn',
        quote: 'Quà mừng máy chủ Huyền Vũ',
      });
      // The simulator keeps the code under the gift the rewardType named: 3.
      const code = screen
        .getByText(/^Nhận quà thành công!/)
        .textContent!.split(' ')
        .at(-1)!;
      await vi.waitFor(async () =>
        expect(await rowOf('Quà mừng máy chủ Huyền Vũ')).toHaveTextContent(code),
      );
    });

    it('claims nothing when the share is cancelled or fails, and says so', async () => {
      sim.signIn('demo');
      const claims = recordRequests(sim, { path: '/api/giftpaysys/receive' });
      const { user, container } = renderWithPortal(<GiftCodeList />, {
        share: createDevShare({ fail: true }),
      });
      await user.click(await screen.findByRole('button', { name: /^Chia sẻ để nhận/ }));
      expect(await screen.findByText('Chia sẻ không thành công hoặc bị hủy bỏ.')).toBeVisible();
      expect(claims.requests.length).toBe(0);
      claims.stop();
      await expectNoAxeViolations(container);
    });

    it("shows the server's message when a claim is refused, and tells onError", async () => {
      sim.signIn('newbie');
      const onError = vi.fn();
      const { user } = renderWithPortal(<GiftCodeList />, { onError });
      await user.click(await screen.findByRole('button', { name: /^Nhận key tự động/ }));
      expect(
        await screen.findByText('Bạn cần nạp tích lũy đủ 100.000đ để nhận phần quà này'),
      ).toBeVisible();
      expect(onError).toHaveBeenCalledWith(expect.objectContaining({ statusCode: 422 }), 'submit');
    });

    it('after a lost answer, reads the list: the claim the server did counts as done, in the words of an answered one', async () => {
      sim.signIn('demo');
      const claims = recordRequests(sim, { path: '/api/giftpaysys/receive' });
      const onError = vi.fn();
      const { user } = renderWithPortal(<GiftCodeList />, { onError });
      sim.loseAnswerOf('post', '/api/giftpaysys/receive');
      await user.click(await screen.findByRole('button', { name: /^Nhận key tự động/ }));
      const status = await screen.findByText(/^Nhận quà thành công! Mã quà tặng của bạn là \S+$/);
      const code = status.textContent!.split(' ').at(-1)!;
      const row = await rowOf('Quà nạp tích lũy 100.000đ');
      expect(row).toHaveTextContent(code);
      expect(row).toHaveTextContent('Đã nhận lúc');
      expect(within(row).queryByRole('button', { name: /^Nhận key tự động/ })).toBeNull();
      expect(claims.requests).toHaveLength(1);
      expect(onError).toHaveBeenCalledWith(
        expect.objectContaining({ kind: 'outcomeUnknown' }),
        'submit',
      );
    });

    it('after a lost answer the server never took, says it is unknown and leaves the claim to the player', async () => {
      sim.signIn('demo');
      const { user } = renderWithPortal(<GiftCodeList />);
      sim.server.use(
        http.post(`${simulatorURL}/api/giftpaysys/receive`, () => HttpResponse.error(), {
          once: true,
        }),
      );
      await user.click(await screen.findByRole('button', { name: /^Nhận key tự động/ }));
      expect(await screen.findByText(/^Mất kết nối nên chưa rõ/)).toBeVisible();
      const row = await rowOf('Quà nạp tích lũy 100.000đ');
      expect(within(row).getByRole('button', { name: /^Nhận key tự động/ })).toBeEnabled();
    });

    it('after a broken answer and a list that cannot be read, says it is unknown, not refused, and keeps the key', async () => {
      sim.signIn('demo');
      const claims = recordRequests(sim, { path: '/api/giftpaysys/receive' });
      const { user } = renderWithPortal(<GiftCodeList />);
      await rowOf('Quà nạp tích lũy 100.000đ');
      // The server claims the gift, its answer arrives cut off; the list read after it fails.
      sim.server.use(
        http.post(
          `${simulatorURL}/api/giftpaysys/receive`,
          async ({ request }) => {
            await sim.exchange(request);
            return new HttpResponse('{"message":"Nhận', {
              status: 200,
              headers: { 'Content-Type': 'application/json' },
            });
          },
          { once: true },
        ),
        http.get(listPath, () => HttpResponse.error(), { once: true }),
      );
      await user.click(await screen.findByRole('button', { name: /^Nhận key tự động/ }));
      expect(await screen.findByText(/^Mất kết nối nên chưa rõ/)).toBeVisible();
      // Pressed again, the same decision goes with its key: the server answers with what it did, once.
      await user.click(screen.getByRole('button', { name: /^Nhận key tự động/ }));
      const row = await rowOf('Quà nạp tích lũy 100.000đ');
      await vi.waitFor(() => expect(row).toHaveTextContent('Đã nhận lúc'));
      const keys = claims.requests.map((request) => request.headers.get('Idempotency-Key'));
      expect(keys).toHaveLength(2);
      expect(keys[1]).toBe(keys[0]);
    });

    it('claims the same gift again, after an unknown outcome, under the same key: the server gives it once', async () => {
      sim.signIn('demo');
      const claims = recordRequests(sim, { path: '/api/giftpaysys/receive' });
      const { user } = renderWithPortal(<GiftCodeList />);
      sim.server.use(
        http.post(`${simulatorURL}/api/giftpaysys/receive`, () => HttpResponse.error(), {
          once: true,
        }),
      );
      await user.click(await screen.findByRole('button', { name: /^Nhận key tự động/ }));
      expect(await screen.findByText(/^Mất kết nối nên chưa rõ/)).toBeVisible();
      await user.click(screen.getByRole('button', { name: /^Nhận key tự động/ }));
      const row = await rowOf('Quà nạp tích lũy 100.000đ');
      await vi.waitFor(() => expect(row).toHaveTextContent('Đã nhận lúc'));
      const [first, again] = claims.requests.map((request) =>
        request.headers.get('Idempotency-Key'),
      );
      expect(claims.requests).toHaveLength(2);
      expect(first).toBeTruthy();
      expect(again).toBe(first);
    });

    it('when a claim is refused as already taken (elsewhere), shows its row as the server has it', async () => {
      sim.signIn('demo');
      const { user } = renderWithPortal(<GiftCodeList />);
      const button = await screen.findByRole('button', { name: /^Nhận key tự động/ });
      // Another tab of the same browser claims it first.
      await claimGift(createPortalClient({ baseURL: simulatorURL }), autoKeyRewardType, decision());
      await user.click(button);
      expect(await screen.findByText('Bạn đã nhận phần quà này rồi')).toBeVisible();
      const row = await rowOf('Quà nạp tích lũy 100.000đ');
      await vi.waitFor(() => expect(row).toHaveTextContent('Đã nhận lúc'));
    });

    it('sends one claim for two clicks in one task, and none again once it is claimed', async () => {
      sim.signIn('demo');
      const claims = recordRequests(sim, { path: '/api/giftpaysys/receive' });
      renderWithPortal(<GiftCodeList />);
      const button = await screen.findByRole('button', { name: /^Nhận key tự động/ });
      act(() => {
        button.click();
        button.click();
      });
      await screen.findByText(/^Nhận quà thành công!/);
      act(() => button.click());
      expect(claims.requests.length).toBe(1);
    });
  });

  describe('when the server throttles a claim (429 with Retry-After)', () => {
    it('holds every claim with a countdown, says the claim is not known yet, then claims on a click under the same key', async () => {
      sim.signIn('demo');
      sim.server.use(
        http.post(
          `${simulatorURL}/api/giftpaysys/receive`,
          () =>
            HttpResponse.json(
              { message: 'Too Many Attempts.' },
              { status: 429, headers: { 'Retry-After': '2' } },
            ),
          { once: true },
        ),
      );
      const claims = recordRequests(sim, { path: '/api/giftpaysys/receive' });
      const { user, container } = renderWithPortal(<GiftCodeList />);
      await user.click(await screen.findByRole('button', { name: /^Nhận key tự động/ }));
      // A 429 may come from in front of the API: the list is read, and the claim is not known to have failed.
      expect(
        await screen.findByText('Mất kết nối nên chưa rõ yêu cầu đã được xử lý hay chưa', {
          exact: false,
        }),
      ).toBeVisible();
      const held = screen.getAllByRole('button', { name: /^Thử lại sau \d giây$/ });
      expect(held).toHaveLength(2); // the auto key and the share-gated gift
      held.forEach((button) => expect(button).toHaveAttribute('aria-disabled', 'true'));
      await expectNoAxeViolations(container);
      await user.click(held[0]!);
      expect(claims.requests.length).toBe(1);
      const again = await screen.findByRole(
        'button',
        { name: /^Nhận key tự động/ },
        { timeout: 3500 },
      );
      await user.click(again);
      expect(await screen.findByText(/^Nhận quà thành công!/)).toBeVisible();
      expect(claims.requests.length).toBe(2);
      const [first, resent] = claims.requests;
      expect(resent?.headers.get('Idempotency-Key')).toBe(first?.headers.get('Idempotency-Key'));
    });
  });

  describe('given thousands of gift codes', () => {
    it('shows 50 at first and 50 more at each Xem thêm, never all at once', async () => {
      sim.signIn('demo');
      const gifts = Array.from({ length: 10_000 }, (_, index) => ({
        id: index + 1,
        description: `Quà số ${index + 1}`,
        shareRequired: 0,
        giftCode: `CODE${index + 1}`,
        giftState: true,
        userReceiveAt: '2026-11-01T08:00:00.000Z',
      }));
      sim.server.use(http.get(listPath, () => HttpResponse.json(gifts)));
      const { user } = renderWithPortal(<GiftCodeList />);
      const more = await screen.findByRole('button', { name: 'Xem thêm 50 giftcode' });
      expect(screen.getAllByRole('row')).toHaveLength(51);
      await user.click(more);
      expect(screen.getAllByRole('row')).toHaveLength(101);
      expect(screen.getByRole('rowheader', { name: 'Quà số 100' })).toBeInTheDocument();
    });
  });

  describe('given no gift codes', () => {
    it('says there are none', async () => {
      sim.signIn('demo');
      sim.server.use(http.get(listPath, () => HttpResponse.json([])));
      const { container } = renderWithPortal(<GiftCodeList />);
      expect(await screen.findByText('Chưa có giftcode nào.')).toBeVisible();
      expect(screen.queryByRole('table')).toBeNull();
      await expectNoAxeViolations(container);
    });
  });

  describe('when some gifts of the list fail to decode', () => {
    it('shows the others and says beside them how many could not be shown', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      sim.signIn('demo');
      const real = await fetch(listPath, { credentials: 'include' });
      const gifts = (await real.json()) as object[];
      sim.server.use(
        http.get(listPath, () => HttpResponse.json([{ id: 1, shareRequired: 2 }, ...gifts])),
      );
      const { container } = renderWithPortal(<GiftCodeList />);
      expect(await rowOf('Quà tân thủ')).toBeVisible();
      expect(screen.getByText('Có 1 giftcode không hiển thị được.')).toBeVisible();
      await expectNoAxeViolations(container);
    });

    it('says nothing of the kind when every gift decodes', async () => {
      sim.signIn('demo');
      renderWithPortal(<GiftCodeList />);
      expect(await rowOf('Quà tân thủ')).toBeVisible();
      expect(screen.queryByText(/không hiển thị được/)).toBeNull();
    });
  });

  describe('when every gift of the list fails to decode', () => {
    it('says it could not be loaded, with Thử lại, never that there are none', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      sim.signIn('demo');
      sim.server.use(
        http.get(listPath, () => HttpResponse.json([{ id: 1, shareRequired: 2 }]), { once: true }),
      );
      const { user } = renderWithPortal(<GiftCodeList />);
      expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(
        'Không tải được danh sách giftcode.',
      );
      expect(screen.queryByText('Chưa có giftcode nào.')).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Thử lại' }));
      expect(await rowOf('Quà tân thủ')).toBeVisible();
    });
  });

  describe('when the list cannot be loaded', () => {
    it('says so, and Thử lại loads it again', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      sim.signIn('demo');
      sim.server.use(
        http.get(listPath, () => HttpResponse.json({ message: 'x' }, { status: 500 }), {
          once: true,
        }),
      );
      const { user } = renderWithPortal(<GiftCodeList />);
      expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(
        'Không tải được danh sách giftcode.',
      );
      await user.click(screen.getByRole('button', { name: 'Thử lại' }));
      expect(await rowOf('Quà tân thủ')).toBeVisible();
    });
  });

  describe('in the pseudo locale', () => {
    it('shows only catalogue texts besides the gifts themselves', async () => {
      sim.signIn('demo');
      sim.server.use(http.get(listPath, () => HttpResponse.json([])));
      const { portalRoot } = renderWithPortal(<GiftCodeList />, { locale: 'pseudo' });
      await screen.findByText(pseudoLocalise(viVN['history.gifts.empty']));
      expect(textsNotFromTheCatalogue(portalRoot).offenders).toEqual([]);
    });
  });
});
