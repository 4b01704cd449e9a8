import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe';
import { renderWithPortal } from '../../../test/renderWithPortal';
import { setupSimulator, simulatorURL } from '../../../test/simulator';
import { isApiError } from '../../api';
import { describeFailure, useUser } from '../../provider';
import { LoginForm } from '../LoginForm';

const sim = setupSimulator();
const body = '<!doctype html><title>500</title><h1>Internal Server Error</h1><p>stack trace</p>';
let warn: MockInstance;
let error: MockInstance;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  error = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

function failLoginWithHtml() {
  sim.server.use(
    http.post(
      `${simulatorURL}/login`,
      () => new HttpResponse(body, { status: 500, headers: { 'Content-Type': 'text/html' } }),
    ),
  );
}

async function submitDemo(user: ReturnType<typeof renderWithPortal>['user']) {
  await user.type(screen.getByRole('textbox', { name: 'Tên đăng nhập' }), 'demo');
  await user.type(screen.getByLabelText('Mật khẩu', { selector: 'input' }), 'Demo@2026');
  await user.click(screen.getByRole('button', { name: 'Đăng nhập' }));
}

function WhoIsThere() {
  const state = useUser();
  return <p>{state.status}</p>;
}

describe('failures and the console', () => {
  describe('given an onError on the provider', () => {
    it('hands it the failed submit and prints nothing', async () => {
      failLoginWithHtml();
      const onError = vi.fn();
      const { user, container } = renderWithPortal(<LoginForm />, { onError });
      await submitDemo(user);

      await screen.findByRole('alert');
      expect(onError).toHaveBeenCalledTimes(1);
      const [failure, stage] = onError.mock.calls[0] as [unknown, string];
      expect(stage).toBe('submit');
      expect(isApiError(failure) && failure.statusCode).toBe(500);
      expect(warn).not.toHaveBeenCalled();
      expect(error).not.toHaveBeenCalled();
      await expectNoAxeViolations(container);
    });
  });

  describe('given no onError, in a development build', () => {
    it('prints one short line, never the response body', async () => {
      failLoginWithHtml();
      const { user } = renderWithPortal(<LoginForm />);
      await submitDemo(user);

      await screen.findByRole('alert');
      expect(warn).toHaveBeenCalledTimes(1);
      const line = String(warn.mock.calls[0]?.[0]);
      expect(line).toBe('@portal/widgets: a submit failed: http 500 (api.error.server)');
      expect(line).not.toContain('Internal Server Error');
    });
  });

  describe('given a logged-out visitor', () => {
    it('reports nothing: a 401 from /api/me means signed out', async () => {
      const onError = vi.fn();
      renderWithPortal(
        <>
          <WhoIsThere />
          <LoginForm />
        </>,
        { onError },
      );
      expect(await screen.findByText('signedOut')).toBeInTheDocument();
      await waitFor(() => expect(onError).not.toHaveBeenCalled());
      expect(warn).not.toHaveBeenCalled();
      expect(error).not.toHaveBeenCalled();
    });
  });

  describe('describeFailure', () => {
    it('names the kind and status of an API error, or the name of another error', () => {
      expect(describeFailure(new TypeError('secret detail'))).toBe('TypeError');
      expect(describeFailure('text')).toBe('string');
    });
  });
});
