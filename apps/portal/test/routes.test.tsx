import { createPortalClient, PortalProvider } from '@portal/widgets';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { RouteError } from '../src/errors/RouteError';
import { routes } from '../src/router';

function renderAt(path: string, routeList: RouteObject[] = routes) {
  const router = createMemoryRouter(routeList, { initialEntries: [path] });
  return render(
    <PortalProvider client={createPortalClient({ baseURL: 'http://localhost:8787' })}>
      <RouterProvider router={router} />
    </PortalProvider>,
  );
}

function Throws({ error }: { error: Error }): never {
  throw error;
}

describe('portal routes', () => {
  it('shows the not-found page for an unknown path, inside the auth layout', async () => {
    renderAt('/khong-ton-tai');
    expect(
      await screen.findByRole('heading', { name: 'Trang bạn truy cập không tồn tại' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Về trang chủ Võ Lâm' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('contentinfo')).toHaveTextContent(`© ${new Date().getFullYear()}`);
  });

  describe('the error boundary', () => {
    it('given a programming error, shows the generic retry notice', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      vi.spyOn(console, 'error').mockImplementation(() => {});
      renderAt('/', [
        {
          path: '/',
          element: <Throws error={new TypeError('x is undefined')} />,
          errorElement: <RouteError />,
        },
      ]);
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Đã xảy ra lỗi, hãy thử tải lại trang.',
      );
      expect(screen.getByRole('button', { name: 'Tải lại trang' })).toBeInTheDocument();
    });

    it('given an error meant for players, shows its message', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const error = new Error('Không thể kết nối đến máy chủ.');
      error.name = 'ApiError';
      renderAt('/', [
        { path: '/', element: <Throws error={error} />, errorElement: <RouteError /> },
      ]);
      expect(await screen.findByRole('alert')).toHaveTextContent('Không thể kết nối đến máy chủ.');
    });
  });
});
