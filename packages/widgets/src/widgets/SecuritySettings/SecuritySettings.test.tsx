import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe';
import { textsNotFromTheCatalogue } from '../../../test/pseudoLocale';
import { renderWithPortal } from '../../../test/renderWithPortal';
import { setupSimulator, simulatorURL } from '../../../test/simulator';
import { formatDate } from '../../i18n';
import { SecuritySettings } from './SecuritySettings';

const sim = setupSimulator();

function row(label: string): HTMLElement {
  return screen.getByText(label, { selector: 'dt' }).parentElement!;
}

describe('SecuritySettings', () => {
  describe('given a player who changed the password', () => {
    it('shows the username as unchangeable, the last change and the verified phone', async () => {
      sim.signIn('demo');
      const { container } = renderWithPortal(<SecuritySettings />);
      expect(
        await screen.findByRole('heading', { level: 2, name: 'Thông tin đăng nhập' }),
      ).toBeVisible();
      expect(row('Tên đăng nhập')).toHaveTextContent('demo');
      expect(row('Tên đăng nhập')).toHaveTextContent('Tên đăng nhập không thể thay đổi.');
      const changed = formatDate(sim.simulator.user('demo')!.lastPasswordChange!);
      expect(row('Mật khẩu')).toHaveTextContent(`Đổi lần cuối ngày ${changed}`);
      expect(row('Số điện thoại')).toHaveTextContent('0912345678');
      expect(within(row('Số điện thoại')).getByText('Đã xác thực')).toBeVisible();
      await expectNoAxeViolations(container);
    });
  });

  describe('given a new player', () => {
    it('says the password was never changed and the phone is not verified', async () => {
      sim.signIn('newbie');
      renderWithPortal(<SecuritySettings />);
      await screen.findByRole('heading', { name: 'Thông tin đăng nhập' });
      expect(row('Mật khẩu')).toHaveTextContent('Chưa đổi lần nào');
      expect(within(row('Số điện thoại')).getByText('Chưa xác thực')).toBeVisible();
    });
  });

  describe('given onEdit', () => {
    it('offers Thay đổi for password and phone, never for the username', async () => {
      sim.signIn('demo');
      const onEdit = vi.fn();
      const { user, container } = renderWithPortal(<SecuritySettings onEdit={onEdit} />);
      await screen.findByRole('heading', { name: 'Thông tin đăng nhập' });
      expect(screen.getAllByRole('button')).toHaveLength(2);
      expect(within(row('Tên đăng nhập')).queryByRole('button')).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Thay đổi Mật khẩu' }));
      await user.click(screen.getByRole('button', { name: 'Thay đổi Số điện thoại' }));
      expect(onEdit.mock.calls).toEqual([['password'], ['phone']]);
      await expectNoAxeViolations(container);
    });
  });

  describe('given readOnly', () => {
    it('shows read-only rows', async () => {
      sim.signIn('demo');
      renderWithPortal(<SecuritySettings readOnly />);
      await screen.findByRole('heading', { name: 'Thông tin đăng nhập' });
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
    });
  });

  describe('given a failed load', () => {
    it('says so with Thử lại', async () => {
      sim.server.use(
        http.get(`${simulatorURL}/api/me`, () => new HttpResponse(null, { status: 500 })),
      );
      renderWithPortal(<SecuritySettings />);
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Không tải được thông tin tài khoản',
      );
    });
  });

  describe('in the pseudo locale', () => {
    it('shows only catalogue texts besides the player data', async () => {
      sim.signIn('newbie');
      const { portalRoot } = renderWithPortal(<SecuritySettings onEdit={() => {}} />, {
        locale: 'pseudo',
      });
      await screen.findAllByRole('button');
      expect(textsNotFromTheCatalogue(portalRoot).offenders).toEqual([
        'text in <span>: "newbie"',
        'text in <span>: "0987000004"',
      ]);
    });
  });
});
