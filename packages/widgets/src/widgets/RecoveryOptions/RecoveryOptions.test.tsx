import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe';
import { textsNotFromTheCatalogue } from '../../../test/pseudoLocale';
import { renderWithPortal } from '../../../test/renderWithPortal';
import { RecoveryOptions } from './RecoveryOptions';

describe('RecoveryOptions', () => {
  describe('given the default paths', () => {
    it('is titled Khôi phục mật khẩu and offers the phone first, then the e-mail', async () => {
      const { container } = renderWithPortal(<RecoveryOptions />);
      expect(screen.getByRole('heading', { level: 1, name: 'Khôi phục mật khẩu' })).toBeVisible();
      const options = within(screen.getAllByRole('list')[0]!).getAllByRole('listitem');
      expect(options).toHaveLength(2);
      expect(within(options[0]!).getByRole('heading', { level: 2 })).toHaveTextContent(
        'Qua số điện thoại',
      );
      expect(within(options[0]!).getByText('Khuyên dùng')).toBeVisible();
      expect(within(options[0]!).getByText(/tới số tổng đài/)).toBeVisible();
      expect(within(options[0]!).getByRole('link')).toHaveAttribute(
        'href',
        '/recovery/forgot-password-by-phone',
      );
      expect(within(options[1]!).getByRole('heading', { level: 2 })).toHaveTextContent('Qua email');
      expect(
        within(options[1]!).getByText(/gửi đường dẫn đặt lại mật khẩu tới email của tài khoản/),
      ).toBeVisible();
      expect(within(options[1]!).getByRole('link')).toHaveAttribute(
        'href',
        '/recovery/forgot-password',
      );
      await expectNoAxeViolations(container);
    });

    it('leads back to the login, the host way', () => {
      renderWithPortal(
        <RecoveryOptions
          loginPath="/dang-nhap"
          renderLink={({ to, children }) => <a href={`/app${to}`}>{children}</a>}
        />,
      );
      expect(screen.getByRole('link', { name: 'Quay lại đăng nhập' })).toHaveAttribute(
        'href',
        '/app/dang-nhap',
      );
    });

    it('says e-mail is being phased out in favour of the phone', () => {
      renderWithPortal(<RecoveryOptions />);
      expect(
        screen.getByText(
          /Email đang được thay thế dần bằng số điện thoại và sẽ ngừng được sử dụng/,
        ),
      ).toBeVisible();
    });
  });

  describe('given the host paths and links', () => {
    it('renders the links the host way', () => {
      renderWithPortal(
        <RecoveryOptions
          phoneResetPath="/sms"
          emailResetPath="/thu"
          renderLink={({ to, children, className }) => (
            <a href={`#${to}`} className={className} data-router="">
              {children}
            </a>
          )}
        />,
      );
      expect(screen.getByRole('link', { name: 'Lấy lại qua điện thoại' })).toHaveAttribute(
        'href',
        '#/sms',
      );
      const email = screen.getByRole('link', { name: 'Lấy lại qua email' });
      expect(email).toHaveAttribute('href', '#/thu');
      expect(email).toHaveAttribute('data-router');
    });
  });

  describe('in the pseudo locale', () => {
    it('shows only catalogue texts', () => {
      const { portalRoot } = renderWithPortal(<RecoveryOptions />, { locale: 'pseudo' });
      expect(textsNotFromTheCatalogue(portalRoot).offenders).toEqual([]);
    });
  });
});
