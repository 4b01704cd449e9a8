import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe';
import { renderWithPortal } from '../../../test/renderWithPortal';
import { setupSimulator, simulatorURL } from '../../../test/simulator';
import { recordRequests } from '../../../test/requests';
import { PersonalInfo } from '../PersonalInfo';
import { openModal, rowOf, saveIn } from './testKit';

const sim = setupSimulator();
// a modal opened from its row, typed into and sent: slower than one form on a loaded machine
const title = 'Đổi họ và tên';

async function openName() {
  sim.signIn('demo');
  const rendered = renderWithPortal(<PersonalInfo />);
  const dialog = await openModal(rendered.user, 'Họ và tên', title);
  return { ...rendered, dialog };
}

describe('NameModal', () => {
  describe('when opened', () => {
    it('shows Họ, Tên đệm and Tên filled in, each with its count of 32, and Lưu dimmed', async () => {
      const { dialog } = await openName();
      const field = (name: string) => within(dialog).getByRole('textbox', { name });
      expect(field('Họ')).toHaveValue('Nguyễn');
      expect(field('Tên đệm')).toHaveValue('Văn');
      expect(field('Tên')).toHaveValue('An');
      expect(field('Tên')).toHaveAccessibleDescription('2/32 ký tự');
      expect(field('Họ')).toHaveAccessibleDescription('6/32 ký tự');
      // floating-ui moves focus into the dialog a moment after it mounts
      await waitFor(() => expect(field('Họ')).toHaveFocus());
      expect(saveIn(dialog)).toHaveAttribute('aria-disabled', 'true');
      await expectNoAxeViolations(dialog);
    });

    // (Enter in a field submits through it too: a form's default button may sit outside it, which user-event does not
    // follow; the browser test presses Enter.)
    it("keeps Lưu beside Hủy in the dialog's footer, outside the scrolling form yet its submit", async () => {
      const { user, dialog } = await openName();
      const save = saveIn(dialog);
      const cancel = within(dialog).getByRole('button', { name: 'Hủy' });
      expect(save.parentElement).toBe(cancel.parentElement);
      const form = dialog.querySelector('form')!;
      expect(form).not.toContainElement(save);
      expect(save).toHaveAttribute('form', form.id);
      expect(save).toHaveAttribute('type', 'submit');
      const sent = recordRequests(sim, { method: 'PATCH', path: '/api/user/update-profile' });
      const first = within(dialog).getByRole('textbox', { name: 'Tên' });
      await user.clear(first);
      await user.type(first, 'Bình');
      await user.click(save);
      expect(await within(dialog).findByText('Đổi tên thành công!')).toBeVisible();
      expect(sent.requests).toHaveLength(1);
      expect(within(dialog).queryByRole('button', { name: 'Lưu' })).toBeNull();
      expect(within(dialog).getByRole('button', { name: 'Đóng' })).toBeVisible();
    });

    it('says nothing changed when Lưu is clicked, and sends nothing', async () => {
      const { user, dialog } = await openName();
      const sent = recordRequests(sim, { method: 'PATCH', path: '/api/user/update-profile' });
      await user.click(saveIn(dialog));
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'Bạn chưa thay đổi thông tin nào.',
      );
      expect(sent.requests.length).toBe(0);
    });
  });

  describe('given a broken rule', () => {
    it('keeps Lưu dimmed and says what is missing under the field', async () => {
      const { user, dialog } = await openName();
      const first = within(dialog).getByRole('textbox', { name: 'Tên' });
      await user.clear(first);
      await user.tab();
      expect(saveIn(dialog)).toHaveAttribute('aria-disabled', 'true');
      expect(first).toHaveAccessibleDescription(expect.stringContaining('Vui lòng nhập tên'));
      await user.click(saveIn(dialog));
      expect(within(dialog).getByRole('link', { name: 'Vui lòng nhập tên' })).toBeVisible();
    });
  });

  describe('given a name past 32 characters', () => {
    it('refuses a paste whole, says so under the field, and saves nothing cut', async () => {
      const { user, dialog } = await openName();
      const sent = recordRequests(sim, { method: 'PATCH', path: '/api/user/update-profile' });
      const first = within(dialog).getByRole('textbox', { name: 'Tên' });
      await user.clear(first);
      await user.paste('Thiên Long Bát Bộ Cao Thủ Võ Lâm Truyền Kỳ');
      expect(first).toHaveValue('');
      expect(first).toHaveAccessibleDescription(
        expect.stringContaining('Tối đa 32 ký tự; phần nhập thêm không được nhận.'),
      );
      await user.paste('Cao Thủ Võ Lâm');
      expect(first).toHaveValue('Cao Thủ Võ Lâm');
      expect(first).toHaveAccessibleDescription('14/32 ký tự');
      await user.type(first, ' Truyền Kỳ Đệ Nhất Thiên Hạ');
      expect(first).toHaveValue('Cao Thủ Võ Lâm Truyền Kỳ Đệ Nhất');
      expect(first).toHaveAccessibleDescription(
        'Tối đa 32 ký tự; phần nhập thêm không được nhận. 32/32 ký tự',
      );
      await user.click(saveIn(dialog));
      expect(await within(dialog).findByText('Đổi tên thành công!')).toBeVisible();
      expect(sent.requests).toHaveLength(1);
      expect(await sent.requests[0]!.json()).toMatchObject({
        firstName: 'Cao Thủ Võ Lâm Truyền Kỳ Đệ Nhất',
      });
    });
  });

  describe('given a new name', () => {
    it('saves it, says so, and the row shows it without a reload', async () => {
      const { user, dialog } = await openName();
      const first = within(dialog).getByRole('textbox', { name: 'Tên' });
      await user.clear(first);
      await user.type(first, '  Bình ');
      expect(saveIn(dialog)).not.toHaveAttribute('aria-disabled');
      await user.click(saveIn(dialog));
      expect(await within(dialog).findByText('Đổi tên thành công!')).toBeVisible();
      await waitFor(() => expect(rowOf('Họ và tên')).toHaveTextContent('Nguyễn Văn Bình'));
      expect(sim.simulator.user('demo')?.firstName).toBe('Bình');
      await expectNoAxeViolations(dialog);
      await user.click(within(dialog).getByRole('button', { name: 'Đóng' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('sends one request however often Lưu is clicked, and shows it processing', async () => {
      sim.server.use(
        http.patch(`${simulatorURL}/api/user/update-profile`, async () => {
          await delay(200);
          return HttpResponse.json({ message: 'ok' });
        }),
      );
      const { user, dialog } = await openName();
      const sent = recordRequests(sim, { method: 'PATCH', path: '/api/user/update-profile' });
      await user.type(within(dialog).getByRole('textbox', { name: 'Tên đệm' }), 'x');
      await user.dblClick(saveIn(dialog));
      expect(within(dialog).getByRole('button', { name: /Đang xử lý/ })).toBeVisible();
      await within(dialog).findByText('Đổi tên thành công!');
      expect(sent.requests.length).toBe(1);
    });
  });

  describe('given the server says no', () => {
    it('shows its messages under their fields, one a line', async () => {
      sim.server.use(
        http.patch(`${simulatorURL}/api/user/update-profile`, () =>
          HttpResponse.json(
            { message: 'Dữ liệu không hợp lệ', errors: { lastName: ['Lỗi một', 'Lỗi hai'] } },
            { status: 422 },
          ),
        ),
      );
      const { user, dialog } = await openName();
      await user.type(within(dialog).getByRole('textbox', { name: 'Họ' }), 'x');
      await user.click(saveIn(dialog));
      const last = within(dialog).getByRole('textbox', { name: 'Họ' });
      await waitFor(() =>
        expect(last).toHaveAccessibleDescription(expect.stringContaining('Lỗi một')),
      );
      expect(last).toHaveAccessibleDescription(expect.stringContaining('Lỗi hai'));
      expect(within(dialog).getByRole('textbox', { name: 'Họ' })).toHaveValue('Nguyễnx');
      await expectNoAxeViolations(dialog);
    });
  });

  describe('when cancelled', () => {
    it('closes on Hủy and on Escape, giving focus back to the row, and changes nothing', async () => {
      const { user, dialog } = await openName();
      await user.type(within(dialog).getByRole('textbox', { name: 'Tên' }), 'x');
      await user.click(within(dialog).getByRole('button', { name: 'Hủy' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Thay đổi Họ và tên' })).toHaveFocus();
      const again = await openModal(user, 'Họ và tên', title);
      expect(within(again).getByRole('textbox', { name: 'Tên' })).toHaveValue('An');
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(sim.simulator.user('demo')?.firstName).toBe('An');
    });
  });
});
