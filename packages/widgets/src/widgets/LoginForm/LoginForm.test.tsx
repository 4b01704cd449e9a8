import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe';
import { textsNotFromTheCatalogue } from '../../../test/pseudoLocale';
import { renderWithPortal } from '../../../test/renderWithPortal';
import { setupSimulator, simulatorURL } from '../../../test/simulator';
import { recordRequests } from '../../../test/requests';
import { createPortalClient } from '../../api';
import { openDecisions, useUser, type PortalErrorHandler } from '../../provider';
import { LoginForm, type LoginFormProps } from './LoginForm';

const sim = setupSimulator();
// The controller logs each failure's detail for developers; the tests read the screen instead.
beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => {}));
afterEach(() => {
  sim.server.events.removeAllListeners();
  vi.restoreAllMocks();
});

function SignedInAs() {
  const state = useUser();
  return (
    <p>{state.status === 'signedIn' ? `signed in as ${state.user.username}` : 'signed out'}</p>
  );
}

/** A button that asks `GET /api/me` again, as a page does at its next look. */
function Reload() {
  const state = useUser();
  return (
    <button type="button" onClick={() => state.reload()}>
      reload
    </button>
  );
}

/** The form with who is signed in beside it (`onError`: the provider's). */
const renderBesideUser = (props: LoginFormProps = {}, onError?: PortalErrorHandler) =>
  renderWithPortal(
    <>
      <LoginForm {...props} />
      <SignedInAs />
    </>,
    { onError },
  );

const username = () => screen.getByRole('textbox', { name: 'Tên đăng nhập' });
const password = () => screen.getByLabelText('Mật khẩu', { selector: 'input' });
const submit = () => screen.getByRole('button', { name: 'Đăng nhập' });

describe('LoginForm', () => {
  describe('given an empty form', () => {
    it('shows the fields, the checkbox and the links, and lets the browser fill them', async () => {
      const { container } = renderWithPortal(<LoginForm />);
      expect(screen.getByRole('heading', { level: 1, name: 'Đăng nhập' })).toBeInTheDocument();
      const form = screen.getByRole('form', { name: 'Đăng nhập' });
      expect(form).toHaveAttribute('novalidate');
      expect(username()).toHaveAttribute('autocomplete', 'username');
      expect(password()).toHaveAttribute('type', 'password');
      expect(password()).toHaveAttribute('autocomplete', 'current-password');
      expect(password()).not.toHaveAttribute('maxlength');
      expect(screen.getByRole('checkbox', { name: 'Ghi nhớ đăng nhập' })).not.toBeChecked();
      expect(screen.getByRole('link', { name: 'Quên mật khẩu?' })).toHaveAttribute(
        'href',
        '/recovery',
      );
      expect(screen.getByRole('link', { name: 'Đăng ký' })).toHaveAttribute('href', '/register');
      expect(screen.getByText('Chưa có tài khoản?')).toBeInTheDocument();
      await expectNoAxeViolations(container);
    });

    it('renders its links the host way, to the paths it is given', () => {
      renderWithPortal(
        <LoginForm
          recoveryPath="/khoi-phuc"
          registerPath="/dang-ky"
          renderLink={({ to, children }) => <a href={`/app${to}`}>{children}</a>}
        />,
      );
      expect(screen.getByRole('link', { name: 'Quên mật khẩu?' })).toHaveAttribute(
        'href',
        '/app/khoi-phuc',
      );
      expect(screen.getByRole('link', { name: 'Đăng ký' })).toHaveAttribute('href', '/app/dang-ky');
    });
  });

  describe('when the rules are broken', () => {
    it('submitted empty, it names both fields, focuses the summary and sends nothing', async () => {
      const logins = recordRequests(sim, { method: 'POST', path: '/login' });
      const { user, container } = renderWithPortal(<LoginForm />);
      await user.click(submit());

      expect(username()).toHaveAccessibleDescription('Vui lòng nhập tên đăng nhập');
      expect(password()).toHaveAccessibleDescription('Vui lòng nhập mật khẩu');
      const summary = screen.getByRole('alert');
      await waitFor(() => expect(summary).toHaveFocus());
      // one message per problem: the links, under a name only screen readers hear, no generic title
      expect(summary).not.toHaveTextContent('Vui lòng kiểm tra lại');
      expect(within(summary).getByRole('list', { name: 'Thông tin cần sửa' })).toBeVisible();
      expect(screen.getByRole('link', { name: 'Vui lòng nhập mật khẩu' })).toHaveAttribute(
        'href',
        `#${password().id}`,
      );
      expect(logins.requests).toHaveLength(0);
      await expectNoAxeViolations(container);
    });

    it('a username under 4 characters is named once the field is left', async () => {
      const { user } = renderWithPortal(<LoginForm />);
      await user.type(username(), 'abc');
      expect(username()).not.toHaveAttribute('aria-invalid');
      await user.tab();
      expect(username()).toHaveAccessibleDescription('Tên đăng nhập phải có ít nhất 4 ký tự');
      expect(username()).toHaveAttribute('aria-invalid', 'true');
    });

    it('spaces around the username do not count towards its 4 characters', async () => {
      const { user } = renderWithPortal(<LoginForm />);
      await user.type(username(), ' abc ');
      await user.tab();
      expect(username()).toHaveAccessibleDescription('Tên đăng nhập phải có ít nhất 4 ký tự');
    });
  });

  describe('after a successful login', () => {
    it('calls onSuccess with the user once it is fetched', async () => {
      const onSuccess = vi.fn();
      const { user } = renderBesideUser({ onSuccess });
      expect(await screen.findByText('signed out')).toBeInTheDocument();
      await user.type(username(), 'demo');
      await user.type(password(), 'Demo@2026');
      await user.click(submit());

      await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
      expect(onSuccess).toHaveBeenCalledWith(expect.objectContaining({ username: 'demo' }));
      expect(screen.getByText('signed in as demo')).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent('Đăng nhập thành công.');
    });

    it('the form and the register link make way for the success, Tiếp tục and Đăng xuất', async () => {
      const { user, container } = renderWithPortal(<LoginForm />);
      await user.type(username(), 'demo');
      await user.type(password(), 'Demo@2026');
      await user.click(submit());

      expect(await screen.findByRole('status')).toHaveTextContent('Đăng nhập thành công.');
      expect(screen.queryByRole('textbox', { name: 'Tên đăng nhập' })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Đăng ký' })).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Tiếp tục' })).toHaveAttribute('href', '/');
      expect(screen.getByRole('button', { name: 'Đăng xuất' })).toBeInTheDocument();
      await expectNoAxeViolations(container);
    });

    it("sends remember: true when 'Ghi nhớ đăng nhập' is ticked", async () => {
      const logins = recordRequests(sim, { method: 'POST', path: '/login' });
      const onSuccess = vi.fn();
      const { user } = renderWithPortal(<LoginForm onSuccess={onSuccess} />);
      await user.type(username(), 'demo');
      await user.type(password(), 'Demo@2026');
      await user.click(screen.getByRole('checkbox', { name: 'Ghi nhớ đăng nhập' }));
      await user.click(submit());

      await waitFor(() => expect(onSuccess).toHaveBeenCalled());
      expect(await logins.bodies()[0]).toEqual({
        username: 'demo',
        password: 'Demo@2026',
        remember: true,
      });
    });

    it('the username is sent NFC-normalised and trimmed, the password exactly as typed', async () => {
      const logins = recordRequests(sim, { method: 'POST', path: '/login' });
      const { user } = renderWithPortal(<LoginForm />);
      const longPassword = `  ${'Mật khẩu rất dài '.repeat(7)} `;
      expect(longPassword.length).toBe(122);
      await user.click(username());
      await user.paste(' Nguye\u0302\u0303n_01 ');
      await user.click(password());
      await user.paste(longPassword);
      await user.click(submit());

      await screen.findByRole('alert');
      expect(logins.requests).toHaveLength(1);
      expect(await logins.bodies()[0]).toEqual({
        username: 'Nguy\u1ec5n_01',
        password: longPassword,
        remember: false,
      });
      expect(password()).toHaveValue(longPassword);
    });

    it('takes a password of at most 128 characters, as every password input does (spec section 9)', async () => {
      const logins = recordRequests(sim, { method: 'POST', path: '/login' });
      const { user } = renderWithPortal(<LoginForm />);
      await user.type(username(), 'demo');
      await user.click(password());
      await user.paste('x'.repeat(129));
      expect(password()).toHaveValue('');
      expect(password()).toHaveAccessibleDescription(
        expect.stringContaining('Tối đa 128 ký tự; phần nhập thêm không được nhận.'),
      );
      await user.paste('x'.repeat(128));
      expect(password()).toHaveValue('x'.repeat(128));
      expect(logins.requests).toHaveLength(0);
    });
  });

  describe('given a visitor already signed in', () => {
    it('says who is signed in, with Tiếp tục to continuePath and Đăng xuất, instead of the form', async () => {
      sim.signIn('demo');
      const { container } = renderWithPortal(<LoginForm continuePath="/account" />);

      expect(await screen.findByRole('status')).toHaveTextContent(
        'Bạn đang đăng nhập bằng tài khoản demo',
      );
      expect(screen.getByRole('link', { name: 'Tiếp tục' })).toHaveAttribute('href', '/account');
      expect(screen.getByRole('button', { name: 'Đăng xuất' })).toBeInTheDocument();
      expect(screen.queryByRole('textbox', { name: 'Tên đăng nhập' })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Đăng ký' })).not.toBeInTheDocument();
      await expectNoAxeViolations(container);
    });

    it('Tiếp tục calls onContinue when given; the way on is / by default', async () => {
      sim.signIn('demo');
      const onContinue = vi.fn();
      const { user } = renderWithPortal(<LoginForm onContinue={onContinue} />);
      await user.click(await screen.findByRole('button', { name: 'Tiếp tục' }));
      expect(onContinue).toHaveBeenCalledTimes(1);
    });

    it('Đăng xuất ends the session and shows an empty form', async () => {
      sim.signIn('demo');
      // A money decision of the player's whose outcome is unknown: nothing of it stays for the next person.
      openDecisions.keep({
        account: 'demo',
        kind: 'RechargePanel',
        key: 'k',
        input: 1,
        at: Date.now(),
      });
      const { user } = renderBesideUser();
      await user.click(await screen.findByRole('button', { name: 'Đăng xuất' }));
      await waitFor(() => expect(openDecisions.read('demo', 'RechargePanel')).toBeNull());

      expect(await screen.findByRole('textbox', { name: 'Tên đăng nhập' })).toHaveValue('');
      expect(screen.getByText('signed out')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Đăng ký' })).toBeInTheDocument();
    });
  });

  describe('when Đăng xuất fails', () => {
    it('a logout the server did not take (500) keeps the player signed in and says so; Đăng xuất again logs out', async () => {
      sim.signIn('demo');
      sim.server.use(
        http.post(
          `${simulatorURL}/logout`,
          () => HttpResponse.json({ message: 'Server Error' }, { status: 500 }),
          { once: true },
        ),
      );
      const onError = vi.fn();
      const { user, container } = renderBesideUser({}, onError);
      await user.click(await screen.findByRole('button', { name: 'Đăng xuất' }));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Chưa đăng xuất được, bạn vẫn đang đăng nhập');
      expect(alert).toHaveTextContent('Máy chủ đang gặp sự cố. Vui lòng thử lại sau.');
      expect(screen.getByText('Bạn đang đăng nhập bằng tài khoản demo')).toBeVisible();
      expect(screen.getByText('signed in as demo')).toBeInTheDocument();
      expect(onError).toHaveBeenCalledWith(expect.objectContaining({ statusCode: 500 }), 'submit');
      await expectNoAxeViolations(container);
      await user.click(screen.getByRole('button', { name: 'Đăng xuất' }));
      expect(await screen.findByRole('textbox', { name: 'Tên đăng nhập' })).toHaveValue('');
      expect(screen.getByText('signed out')).toBeInTheDocument();
    });

    it('a logout whose answer was lost, after the server ended the session, counts as done', async () => {
      sim.signIn('demo');
      sim.loseAnswerOf('post', '/logout');
      const { user } = renderBesideUser();
      await user.click(await screen.findByRole('button', { name: 'Đăng xuất' }));
      expect(await screen.findByRole('textbox', { name: 'Tên đăng nhập' })).toHaveValue('');
      expect(screen.getByText('signed out')).toBeInTheDocument();
      expect(screen.queryByRole('alert')).toBeNull();
    });

    it('a failure is forgotten once the session ends some other way: a later login does not bring it back', async () => {
      sim.signIn('demo');
      sim.server.use(
        http.post(
          `${simulatorURL}/logout`,
          () => HttpResponse.json({ message: 'Server Error' }, { status: 500 }),
          { once: true },
        ),
      );
      const { user } = renderWithPortal(
        <>
          <LoginForm />
          <Reload />
        </>,
      );
      await user.click(await screen.findByRole('button', { name: 'Đăng xuất' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Chưa đăng xuất được');
      // The session ends on the server (it expires); the page learns it at its next look.
      await fetch(`${simulatorURL}/__sim/sessions/expire`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: 'demo' }),
      });
      await user.click(screen.getByRole('button', { name: 'reload' }));
      await user.type(await screen.findByRole('textbox', { name: 'Tên đăng nhập' }), 'demo');
      await user.type(password(), 'Demo@2026');
      await user.click(submit());
      expect(await screen.findByRole('button', { name: 'Đăng xuất' })).toBeVisible();
      expect(screen.queryByText(/Chưa đăng xuất được/)).toBeNull();
    });

    it('a 429 holds Đăng xuất with its countdown, then logs out', async () => {
      sim.signIn('demo');
      sim.server.use(
        http.post(
          `${simulatorURL}/logout`,
          () =>
            HttpResponse.json(
              { message: 'Too Many Attempts.' },
              { status: 429, headers: { 'Retry-After': '2' } },
            ),
          { once: true },
        ),
      );
      const { user } = renderBesideUser();
      await user.click(await screen.findByRole('button', { name: 'Đăng xuất' }));
      const held = await screen.findByRole('button', { name: 'Thử lại sau 2 giây' });
      expect(held).toHaveAttribute('aria-disabled', 'true');
      expect(screen.getByRole('alert')).toHaveTextContent('Chưa đăng xuất được');
      await user.click(held);
      expect(screen.getByText('signed in as demo')).toBeInTheDocument();
      await waitFor(() => expect(held).toHaveAccessibleName('Đăng xuất'), { timeout: 3500 });
      await user.click(held);
      expect(await screen.findByText('signed out')).toBeInTheDocument();
    });
  });

  describe('after a wrong password', () => {
    it('marks both fields, puts the message under the username and keeps what was typed', async () => {
      const { user, container } = renderWithPortal(<LoginForm />);
      await user.type(username(), 'demo');
      await user.type(password(), 'Sai@2026');
      await user.click(submit());

      const summary = await screen.findByRole('alert');
      await waitFor(() => expect(summary).toHaveFocus());
      expect(username()).toHaveAccessibleDescription('Tên đăng nhập hoặc mật khẩu không đúng');
      expect(username()).toHaveAttribute('aria-invalid', 'true');
      expect(password()).toHaveAttribute('aria-invalid', 'true');
      expect(password()).toHaveAccessibleDescription('');
      expect(username()).toHaveValue('demo');
      expect(password()).toHaveValue('Sai@2026');
      await expectNoAxeViolations(container);
    });

    it('a new username clears the server message', async () => {
      const { user } = renderWithPortal(<LoginForm />);
      await user.type(username(), 'demo');
      await user.type(password(), 'Sai@2026');
      await user.click(submit());
      await screen.findByRole('alert');
      await user.type(username(), 'x');
      expect(username()).not.toHaveAttribute('aria-invalid');
      expect(password()).not.toHaveAttribute('aria-invalid');
    });
  });

  describe('after 5 wrong passwords for the username within a minute (422)', () => {
    const lockedOut = 'Bạn đã nhập sai quá nhiều lần. Hãy đợi hết thời gian đếm ngược rồi thử lại.';

    it("counts the server's wait down on the held button, says why once, and sends nothing meanwhile", async () => {
      const client = createPortalClient({ baseURL: simulatorURL });
      for (let attempt = 0; attempt < 5; attempt += 1) {
        await expect(
          client.login({ username: 'demo', password: 'sai-mat-khau', remember: false }),
        ).rejects.toMatchObject({ statusCode: 422 });
      }
      const { user, container } = renderWithPortal(<LoginForm />);
      await user.type(username(), 'demo');
      await user.type(password(), 'Demo@2026');
      await user.click(submit());

      const summary = await screen.findByRole('alert');
      await waitFor(() => expect(summary).toHaveFocus());
      expect(summary).toHaveTextContent(lockedOut);
      // once: not under the username too, and no field is marked
      expect(container).not.toHaveTextContent(/Vui lòng thử lại sau/);
      expect(username()).not.toHaveAccessibleDescription();
      expect(username()).not.toHaveAttribute('aria-invalid');
      expect(password()).not.toHaveAttribute('aria-invalid');
      expect(password()).toHaveValue('Demo@2026');
      const held = screen.getByRole('button', { name: /^Thử lại sau (60|59) giây$/ });
      expect(held).toHaveAttribute('aria-disabled', 'true');
      await expectNoAxeViolations(container);

      const logins = recordRequests(sim, { method: 'POST', path: '/login' });
      await user.click(held);
      await user.type(password(), '{Enter}');
      expect(logins.requests).toHaveLength(0);
    });

    it("reads Breeze's English wait too, counts it down and lets the player send again", async () => {
      const wait = 'Too many login attempts. Please try again in 2 seconds.';
      sim.server.use(
        http.post(
          `${simulatorURL}/login`,
          () => HttpResponse.json({ message: wait, errors: { username: [wait] } }, { status: 422 }),
          { once: true },
        ),
      );
      const onSuccess = vi.fn();
      const { user, container } = renderWithPortal(<LoginForm onSuccess={onSuccess} />);
      await user.type(username(), 'demo');
      await user.type(password(), 'Demo@2026');
      await user.click(submit());
      expect(await screen.findByRole('alert')).toHaveTextContent(lockedOut);
      expect(container).not.toHaveTextContent('Too many');
      const held = screen.getByRole('button', { name: 'Thử lại sau 2 giây' });
      await waitFor(() => expect(held).toHaveAccessibleName('Thử lại sau 1 giây'), {
        timeout: 1500,
      });
      await waitFor(() => expect(submit()).not.toHaveAttribute('aria-disabled'), {
        timeout: 1500,
      });
      await user.click(submit());
      await waitFor(() => expect(onSuccess).toHaveBeenCalledOnce());
    });
  });

  describe('when the server fails', () => {
    async function submitDemo(user: ReturnType<typeof renderWithPortal>['user']) {
      await user.type(username(), 'demo');
      await user.type(password(), 'Demo@2026');
      await user.click(submit());
    }

    it('a 500 HTML page gives the server banner and keeps the values', async () => {
      sim.server.use(
        http.post(
          `${simulatorURL}/login`,
          () =>
            new HttpResponse('<!doctype html><title>500</title><h1>Internal Server Error</h1>', {
              status: 500,
              headers: { 'Content-Type': 'text/html' },
            }),
        ),
      );
      const { user, container } = renderWithPortal(<LoginForm />);
      await submitDemo(user);

      const banner = await screen.findByRole('alert');
      expect(banner).toHaveTextContent('Máy chủ đang gặp sự cố. Vui lòng thử lại sau.');
      await waitFor(() => expect(banner).toHaveFocus());
      expect(username()).toHaveValue('demo');
      expect(password()).toHaveValue('Demo@2026');
      expect(submit()).not.toHaveAttribute('aria-busy');
      await expectNoAxeViolations(container);
    });

    it('a 200 HTML page gives the decode banner', async () => {
      sim.server.use(
        http.post(
          `${simulatorURL}/login`,
          () =>
            new HttpResponse('<!doctype html><p>Đang bảo trì</p>', {
              headers: { 'Content-Type': 'text/html' },
            }),
        ),
      );
      const { user } = renderWithPortal(<LoginForm />);
      await submitDemo(user);
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Máy chủ phản hồi không như mong đợi, không phải do kết nối của bạn. Vui lòng thử lại sau ít phút.',
      );
    });

    it('no answer in time says the outcome is unknown (a write)', async () => {
      sim.server.use(
        http.post(`${simulatorURL}/login`, async () => {
          await delay(200);
          return HttpResponse.json({ message: 'Đăng nhập thành công' });
        }),
      );
      const client = createPortalClient({ baseURL: simulatorURL, timeoutMs: 50 });
      const { user } = renderWithPortal(<LoginForm />, { client });
      await submitDemo(user);
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Mất kết nối nên chưa rõ yêu cầu đã được xử lý hay chưa',
      );
      expect(password()).toHaveValue('Demo@2026');
    });

    it('no connection says the outcome is unknown (a write)', async () => {
      sim.server.use(http.post(`${simulatorURL}/login`, () => HttpResponse.error()));
      const { user } = renderWithPortal(<LoginForm />);
      await submitDemo(user);
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Mất kết nối nên chưa rõ yêu cầu đã được xử lý hay chưa',
      );
    });
  });

  describe('when the server throttles the logins (429)', () => {
    const holdText = /^Thử lại sau \d+ giây$/;
    const heldButton = () => screen.getByRole('button', { name: holdText });

    it("past the simulator's per-IP limit, holds the button with the Retry-After countdown and explains on click", async () => {
      await fetch(`${simulatorURL}/__sim/limits`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ loginRequestsPerMinute: 1 }),
      });
      const client = createPortalClient({ baseURL: simulatorURL });
      await client.login({ username: 'demo', password: 'Demo@2026', remember: false });
      await client.logout();
      const logins = recordRequests(sim, { method: 'POST', path: '/login' });
      const { user, container } = renderWithPortal(<LoginForm />);
      await user.type(username(), 'demo');
      await user.type(password(), 'Demo@2026');
      await user.click(submit());

      const summary = await screen.findByRole('alert');
      expect(summary).toHaveTextContent(
        'Bạn đã gửi quá nhiều yêu cầu. Vui lòng đợi một lát rồi thử lại.',
      );
      expect(heldButton()).toHaveAccessibleName(/^Thử lại sau (60|59) giây$/);
      expect(heldButton()).toHaveAttribute('aria-disabled', 'true');
      // the countdown is the button's text, not a live region announcing every second
      expect(heldButton().closest('[aria-live], [role="status"], [role="alert"]')).toBeNull();
      await expectNoAxeViolations(container);

      await user.click(document.body);
      await user.click(heldButton());
      await waitFor(() => expect(summary).toHaveFocus());
      await user.type(password(), '{Enter}');
      expect(screen.getByRole('alert')).toHaveTextContent('Bạn đã gửi quá nhiều yêu cầu');
      expect(logins.requests).toHaveLength(1);
    });

    it('counts down the Retry-After, then lets the player send again', async () => {
      sim.server.use(
        http.post(
          `${simulatorURL}/login`,
          () =>
            HttpResponse.json(
              { message: 'Too Many Attempts.' },
              { status: 429, headers: { 'Retry-After': '2' } },
            ),
          { once: true },
        ),
      );
      const onSuccess = vi.fn();
      const { user } = renderWithPortal(<LoginForm onSuccess={onSuccess} />);
      await user.type(username(), 'demo');
      await user.type(password(), 'Demo@2026');
      await user.click(submit());
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Bạn đã gửi quá nhiều yêu cầu. Vui lòng đợi một lát rồi thử lại.',
      );
      expect(heldButton()).toHaveAccessibleName('Thử lại sau 2 giây');
      await waitFor(() => expect(heldButton()).toHaveAccessibleName('Thử lại sau 1 giây'), {
        timeout: 1500,
      });
      await waitFor(() => expect(submit()).not.toHaveAttribute('aria-disabled'), {
        timeout: 1500,
      });
      await user.click(submit());
      await waitFor(() => expect(onSuccess).toHaveBeenCalledOnce());
    });

    it('without a wait in the answer, holds for 60 seconds', async () => {
      sim.server.use(
        http.post(`${simulatorURL}/login`, () =>
          HttpResponse.json({ message: 'Too Many Attempts.' }, { status: 429 }),
        ),
      );
      const { user } = renderWithPortal(<LoginForm />);
      await user.type(username(), 'demo');
      await user.type(password(), 'Demo@2026');
      await user.click(submit());
      await screen.findByRole('alert');
      expect(heldButton()).toHaveAccessibleName('Thử lại sau 60 giây');
    });
  });

  describe('while the request runs', () => {
    it('shows the loading text, and a double click sends one request', async () => {
      const logins = recordRequests(sim, { method: 'POST', path: '/login' });
      sim.server.use(
        http.post(`${simulatorURL}/login`, async () => {
          // slow, then on to the simulator, which answers for real (and opens the session)
          await delay(100);
        }),
      );
      const onSuccess = vi.fn();
      const { user, container } = renderWithPortal(<LoginForm onSuccess={onSuccess} />);
      await user.type(username(), 'demo');
      await user.type(password(), 'Demo@2026');
      await user.dblClick(submit());
      await user.keyboard('{Enter}');

      const busy = screen.getByRole('button', { name: 'Đang đăng nhập...' });
      expect(busy).toHaveAttribute('aria-busy', 'true');
      await expectNoAxeViolations(container);
      await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
      expect(logins.requests).toHaveLength(1);
    });
  });
});

describe('LoginForm in the pseudo locale', () => {
  it('every text, idle and after a failed submit, comes from the catalogue', async () => {
    const { user, portalRoot } = renderWithPortal(<LoginForm />, { locale: 'pseudo' });
    expect(textsNotFromTheCatalogue(portalRoot).offenders).toEqual([]);

    await user.click(screen.getByRole('button', { name: '[Đăng nhập ǂǂ]' }));
    await screen.findByRole('alert');
    const { seen, offenders } = textsNotFromTheCatalogue(portalRoot);
    expect(offenders).toEqual([]);
    expect(seen).toBeGreaterThan(10);
  });
});
