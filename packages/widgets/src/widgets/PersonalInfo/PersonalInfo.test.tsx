import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe';
import { textsNotFromTheCatalogue } from '../../../test/pseudoLocale';
import { renderWithPortal } from '../../../test/renderWithPortal';
import { setupSimulator, simulatorURL } from '../../../test/simulator';
import { PersonalInfo } from './PersonalInfo';

const sim = setupSimulator();

/** The row (dt and its dd) labelled `label`. */
function row(label: string): HTMLElement {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.parentElement!;
}

describe('PersonalInfo', () => {
  describe('given a player with everything filled in and verified', () => {
    it('shows name, language, phone and e-mail with verified badges', async () => {
      sim.signIn('demo');
      const { container } = renderWithPortal(<PersonalInfo />);
      expect(
        await screen.findByRole('heading', { level: 2, name: 'Thông tin cơ bản' }),
      ).toBeVisible();
      expect(row('Họ và tên')).toHaveTextContent('Nguyễn Văn An');
      expect(row('Ngôn ngữ')).toHaveTextContent('Tiếng Việt');
      expect(row('Số điện thoại')).toHaveTextContent('0912345678');
      expect(within(row('Số điện thoại')).getByText('Đã xác thực')).toBeVisible();
      expect(row('Email')).toHaveTextContent('demo@example.com');
      expect(within(row('Email')).getByText('Đã xác thực')).toBeVisible();
      expect(within(row('Họ và tên')).queryByText(/xác thực/)).not.toBeInTheDocument();
      await expectNoAxeViolations(container);
    });
  });

  describe('given a new player', () => {
    it('says what is not filled in and what is not verified', async () => {
      sim.signIn('newbie');
      renderWithPortal(<PersonalInfo />);
      await screen.findByRole('heading', { name: 'Thông tin cơ bản' });
      expect(row('Họ và tên')).toHaveTextContent('Chưa cập nhật');
      expect(within(row('Số điện thoại')).getByText('Chưa xác thực')).toBeVisible();
      expect(within(row('Email')).getByText('Chưa xác thực')).toBeVisible();
    });

    it('shows no badge where there is nothing to verify', async () => {
      const newbie = sim.simulator.user('newbie')!;
      sim.server.use(
        http.get(`${simulatorURL}/api/me`, () =>
          HttpResponse.json({ ...newbie, email: null, phoneNumber: null }),
        ),
      );
      renderWithPortal(<PersonalInfo />);
      await screen.findByRole('heading', { name: 'Thông tin cơ bản' });
      expect(row('Email')).toHaveTextContent('Chưa cập nhật');
      expect(row('Số điện thoại')).toHaveTextContent('Chưa cập nhật');
      expect(screen.queryByText(/xác thực/)).not.toBeInTheDocument();
    });
  });

  describe('given readOnly', () => {
    it('shows read-only rows', async () => {
      sim.signIn('newbie');
      renderWithPortal(<PersonalInfo readOnly />);
      await screen.findByRole('heading', { name: 'Thông tin cơ bản' });
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
    });
  });

  describe('given onEdit', () => {
    it('gives each row a Thay đổi button naming its row', async () => {
      sim.signIn('demo');
      const onEdit = vi.fn();
      const { user, container } = renderWithPortal(<PersonalInfo onEdit={onEdit} />);
      await screen.findByRole('heading', { name: 'Thông tin cơ bản' });
      const names = ['Họ và tên', 'Ngôn ngữ', 'Số điện thoại', 'Email'];
      for (const name of names) {
        expect(screen.getByRole('button', { name: `Thay đổi ${name}` })).toBeVisible();
      }
      await user.click(screen.getByRole('button', { name: 'Thay đổi Số điện thoại' }));
      await user.click(screen.getByRole('button', { name: 'Thay đổi Email' }));
      expect(onEdit.mock.calls).toEqual([['phone'], ['email']]);
      await expectNoAxeViolations(container);
    });
  });

  describe('given a failed load', () => {
    it('says so with Thử lại', async () => {
      sim.server.use(http.get(`${simulatorURL}/api/me`, () => HttpResponse.error()));
      renderWithPortal(<PersonalInfo />);
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Không tải được thông tin tài khoản');
      expect(alert).toHaveTextContent(
        'Không thể kết nối đến máy chủ. Hãy kiểm tra mạng và thử lại.',
      );
      expect(screen.getByRole('button', { name: 'Thử lại' })).toBeVisible();
    });

    it('a broken answer (null) says the server answered wrongly, not the connection', async () => {
      sim.server.use(http.get(`${simulatorURL}/api/me`, () => HttpResponse.json(null)));
      renderWithPortal(<PersonalInfo />);
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Không tải được thông tin tài khoản');
      expect(alert).toHaveTextContent(
        'Máy chủ phản hồi không như mong đợi, không phải do kết nối của bạn. Vui lòng thử lại sau ít phút.',
      );
      expect(alert).not.toHaveTextContent(/kiểm tra (kết nối|mạng)/);
      expect(screen.getByRole('button', { name: 'Thử lại' })).toBeVisible();
    });
  });

  describe('in the pseudo locale', () => {
    it('shows only catalogue texts besides the player data', async () => {
      sim.signIn('newbie');
      const { portalRoot } = renderWithPortal(<PersonalInfo onEdit={() => {}} />, {
        locale: 'pseudo',
      });
      await screen.findAllByRole('button');
      const offenders = textsNotFromTheCatalogue(portalRoot).offenders;
      expect(offenders).toEqual([
        'text in <span>: "0987000004"',
        'text in <span>: "newbie@example.com"',
      ]);
    });
  });
});
