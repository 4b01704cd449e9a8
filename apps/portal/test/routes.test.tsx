import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@portal/widgets';
import { setupSimulator, simulatorURL } from '../../../packages/widgets/test/simulator';
import { loggedOutFlagKey } from '../src/auth/loggedOutFlag';
import { RouteErrorBoundary } from '../src/errors/RouteErrorBoundary';
import { loadEveryArea } from '../src/routing/lazyAreas';
import { renderPortal } from './renderPortal';

const sim = setupSimulator();

// The protected pages load on demand: their code is loaded once up front, so no query waits for it.
beforeAll(() => loadEveryArea(), 30_000);

function Throws({ error }: { error: Error }): never {
  throw error;
}

describe('given a visitor', () => {
  it('a protected path sends them to /login carrying the origin, and login returns them there', async () => {
    const { location, user } = renderPortal('/security');
    await waitFor(() => expect(location().pathname).toBe('/login'));
    expect(location().state).toMatchObject({ from: { pathname: '/security' } });
    await user.type(await screen.findByLabelText('Tên đăng nhập'), 'demo');
    await user.type(screen.getByLabelText('Mật khẩu'), 'Demo@2026');
    await user.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    await waitFor(() => expect(location().pathname).toBe('/security'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bảo mật và đăng nhập' }),
    ).toBeInTheDocument();
  });

  it.each(['/reset-password', '/email-verification'])(
    '%s without a token goes to /login',
    async (path) => {
      const { location } = renderPortal(path);
      await waitFor(() => expect(location().pathname).toBe('/login'));
    },
  );

  it('a failed user load shows a message and a retry, not a blank page', async () => {
    sim.server.use(
      http.get(`${simulatorURL}/api/me`, () => new HttpResponse('<h1>502</h1>', { status: 502 })),
    );
    const { user } = renderPortal('/');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Không tải được thông tin tài khoản',
    );
    sim.server.resetHandlers();
    sim.signIn('demo');
    await user.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByRole('heading', { name: 'Nguyễn Văn An' })).toBeInTheDocument();
  });

  it.each([
    ['a 200 with HTML', () => new HttpResponse('<h1>Đang bảo trì</h1>', { status: 200 })],
    ['a truncated JSON', () => new HttpResponse('{"username":"demo","em', { status: 200 })],
    ['null', () => HttpResponse.json(null)],
  ])(
    'a broken answer to the user load (%s) blames the server, not the connection',
    async (_, answer) => {
      sim.server.use(http.get(`${simulatorURL}/api/me`, answer));
      renderPortal('/');
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Không tải được thông tin tài khoản');
      expect(alert).toHaveTextContent(
        'Máy chủ phản hồi không như mong đợi, không phải do kết nối của bạn. Vui lòng thử lại sau ít phút.',
      );
      expect(alert).not.toHaveTextContent(/kiểm tra (kết nối|mạng)/);
      expect(screen.getByRole('button', { name: 'Thử lại' })).toBeVisible();
      expect(
        screen.getByRole('heading', { level: 1, name: 'Cổng tài khoản Võ Lâm' }),
      ).toBeInTheDocument();
    },
  );

  it('a lost connection on the user load says to check the network', async () => {
    sim.server.use(http.get(`${simulatorURL}/api/me`, () => HttpResponse.error()));
    renderPortal('/');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Không thể kết nối đến máy chủ. Hãy kiểm tra mạng và thử lại.',
    );
  });
});

describe('given a logged-in player', () => {
  it('an unknown path shows the not-found page inside the shell', async () => {
    sim.signIn('demo');
    renderPortal('/khong-ton-tai');
    expect(
      await screen.findByRole('heading', { name: 'Trang bạn truy cập không tồn tại' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Xin chào, demo')).toBeInTheDocument();
  });

  it.each(['/login', '/register'])('%s sends them to the origin path or /', async (path) => {
    sim.signIn('demo');
    const { location } = renderPortal(path, { state: { from: { pathname: '/support' } } });
    await waitFor(() => expect(location().pathname).toBe('/support'));
  });

  it('an unsafe origin path is replaced by /', async () => {
    sim.signIn('demo');
    const { location } = renderPortal('/login', {
      state: { from: { pathname: '//evil.example' } },
    });
    await waitFor(() => expect(location().pathname).toBe('/'));
  });

  it('logout clears the session, raises the logged-out flag and returns to /login', async () => {
    sim.signIn('demo');
    const { location, user } = renderPortal('/');
    await user.click(await screen.findByRole('button', { name: 'Đăng xuất' }));
    await waitFor(() => expect(location().pathname).toBe('/login'));
    expect(window.localStorage.getItem(loggedOutFlagKey)).not.toBeNull();
    expect(screen.queryByText('Xin chào, demo')).not.toBeInTheDocument();
  });
});

describe('the error boundary', () => {
  it('given a programming error, shows the generic retry notice', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderPortal('/', {
      element: (
        <RouteErrorBoundary>
          <Throws error={new TypeError('x is undefined')} />
        </RouteErrorBoundary>
      ),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Đã xảy ra lỗi, hãy thử tải lại trang.',
    );
    expect(screen.getByRole('button', { name: 'Tải lại trang' })).toBeInTheDocument();
  });

  it('given an API error, shows its catalogue text, not its developer message', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = new ApiError({
      kind: 'network',
      statusCode: 0,
      message: 'GET /api/me failed: TypeError: Failed to fetch',
      messageKey: 'api.error.network',
    });
    renderPortal('/', {
      element: (
        <RouteErrorBoundary>
          <Throws error={error} />
        </RouteErrorBoundary>
      ),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Không thể kết nối đến máy chủ. Hãy kiểm tra mạng và thử lại.',
    );
  });

  it('given an error that only calls itself ApiError, shows the generic notice', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = new Error('SQLSTATE[HY000] secret debug text');
    error.name = 'ApiError';
    renderPortal('/', {
      element: (
        <RouteErrorBoundary>
          <Throws error={error} />
        </RouteErrorBoundary>
      ),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Đã xảy ra lỗi, hãy thử tải lại trang.',
    );
  });
});
