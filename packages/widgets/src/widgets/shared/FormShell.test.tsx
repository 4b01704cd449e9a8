import { screen, waitFor } from '@testing-library/react';
import { useId } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe';
import { renderWithPortal } from '../../../test/renderWithPortal';
import { ApiError } from '../../api';
import { TextField } from '../../ui';
import { loginUsername } from '../../validation';
import { FormShell, type FormShellProps } from './FormShell';
import { useFormController } from './useFormController';

const rules = { username: loginUsername };

/** A one-field form on the shell, sending to `send`. */
function Shell({
  send,
  ...props
}: Partial<Omit<FormShellProps, 'form'>> & { send: (values: object) => Promise<string> }) {
  const form = useFormController({
    idPrefix: `${useId()}-`,
    initialValues: { username: '' },
    rules,
    submit: send,
  });
  return (
    <FormShell submitLabel="Gửi yêu cầu" form={form} success={{ title: 'Đã gửi' }} {...props}>
      <TextField {...form.textField('username')} label="Tên đăng nhập" />
    </FormShell>
  );
}

describe('FormShell', () => {
  describe('on a page', () => {
    it('is a section labelled by its h1, with the intro, the form and the links', async () => {
      const { container } = renderWithPortal(
        <Shell
          send={vi.fn()}
          title="Quên mật khẩu"
          intro="Giới thiệu"
          links={[
            <a key="login" href="/login">
              Đăng nhập
            </a>,
          ]}
        />,
      );
      expect(screen.getByRole('region', { name: 'Quên mật khẩu' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1, name: 'Quên mật khẩu' })).toBeInTheDocument();
      expect(screen.getByText('Giới thiệu')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Đăng nhập' })).toHaveAttribute('href', '/login');
      await expectNoAxeViolations(container);
    });
  });

  describe('inside a dialog', () => {
    it('takes a lower heading level', () => {
      renderWithPortal(<Shell send={vi.fn()} title="Đổi email" headingLevel={2} />);
      expect(screen.getByRole('heading', { level: 2, name: 'Đổi email' })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    });

    it('renders no title when the dialog names it', () => {
      renderWithPortal(
        <>
          <h2 id="dialog-title">Đổi email</h2>
          <Shell send={vi.fn()} labelledBy="dialog-title" />
        </>,
      );
      expect(screen.getAllByRole('heading')).toHaveLength(1);
      expect(screen.getByRole('region', { name: 'Đổi email' })).toBeInTheDocument();
    });
  });

  describe('after a submit', () => {
    it('replaces the form with the success notice and focuses it', async () => {
      const send = vi.fn().mockResolvedValue('ok');
      const { user } = renderWithPortal(<Shell send={send} title="Quên mật khẩu" />);
      await user.type(screen.getByRole('textbox', { name: 'Tên đăng nhập' }), 'demo');
      await user.click(screen.getByRole('button', { name: 'Gửi yêu cầu' }));
      expect(await screen.findByRole('status')).toHaveFocus();
      expect(screen.queryByRole('textbox')).toBeNull();
    });

    it('given broken rules, focuses the error summary and sends nothing', async () => {
      const send = vi.fn();
      const { user } = renderWithPortal(<Shell send={send} title="Quên mật khẩu" />);
      await user.click(screen.getByRole('button', { name: 'Gửi yêu cầu' }));
      expect(await screen.findByRole('alert')).toHaveFocus();
      expect(send).not.toHaveBeenCalled();
    });
  });
  describe('when the server asks to wait (429)', () => {
    it('holds the submit with a countdown of the Retry-After; a click says why and sends nothing', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      const send = vi.fn().mockRejectedValue(
        new ApiError({
          kind: 'http',
          statusCode: 429,
          message: 'POST /x answered 429',
          messageKey: 'api.error.tooManyRequests',
          retryAfterSeconds: 5,
        }),
      );
      const { user, container } = renderWithPortal(<Shell send={send} title="Quên mật khẩu" />);
      await user.type(screen.getByLabelText('Tên đăng nhập'), 'demo');
      await user.click(screen.getByRole('button', { name: 'Gửi yêu cầu' }));
      const summary = await screen.findByRole('alert');
      expect(summary).toHaveTextContent('Bạn đã gửi quá nhiều yêu cầu');
      const held = screen.getByRole('button', { name: 'Thử lại sau 5 giây' });
      expect(held).toHaveAttribute('aria-disabled', 'true');
      await user.type(screen.getByLabelText('Tên đăng nhập'), '1');
      expect(summary).toBeInTheDocument();
      await user.click(held);
      await waitFor(() => expect(summary).toHaveFocus());
      expect(send).toHaveBeenCalledOnce();
      await expectNoAxeViolations(container);
    });
  });
});
