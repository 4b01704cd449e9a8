import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import {
  BrowserRouter,
  MemoryRouter,
  Routes,
  Route,
  useLocation,
  type Location,
} from 'react-router-dom';
import { StaticRouter } from 'react-router-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRouterLink } from '../src/routing/renderRouterLink';
import { routerFuture } from '../src/routing/routerFuture';
import { useRouterStepHistory } from '../src/routing/useRouterStepHistory';

let seen: Location | undefined;
const record = (location: Location) => {
  seen = location;
};
/** Records the router's location for the test to read. */
function Probe() {
  record(useLocation());
  return null;
}

/** The registration wizard's use of the step history: the step shown, 'next' and its own 'Quay lại'. */
function Steps() {
  const steps = useRouterStepHistory();
  return (
    <>
      <p>step {steps.current ?? 'none'}</p>
      <button type="button" onClick={() => steps.push('username')}>
        next
      </button>
      <button type="button" onClick={() => steps.back?.()}>
        back
      </button>
    </>
  );
}

describe("the portal's routers", () => {
  it('warn about nothing: every router gets the future flags (react-router 6 warns once per flag without them)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(
      <MemoryRouter future={routerFuture}>
        <Probe />
      </MemoryRouter>,
    );
    render(
      <BrowserRouter future={routerFuture}>
        <Probe />
      </BrowserRouter>,
    );
    renderToString(
      <StaticRouter location="/login" future={routerFuture}>
        <Probe />
      </StaticRouter>,
    );
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('useRouterStepHistory', () => {
  it('a step is a history entry on the same path, keeping the state beside it', async () => {
    render(
      <MemoryRouter
        initialEntries={[{ pathname: '/register', state: { from: '/security' } }]}
        future={routerFuture}
      >
        <Probe />
        <Steps />
      </MemoryRouter>,
    );
    expect(screen.getByText('step none')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'next' }));
    expect(await screen.findByText('step username')).toBeInTheDocument();
    expect(seen).toMatchObject({
      pathname: '/register',
      state: { from: '/security', registerStep: 'username' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'back' }));
    expect(await screen.findByText('step none')).toBeInTheDocument();
    expect(seen?.state).toEqual({ from: '/security' });
  });

  describe("on the browser's history", () => {
    beforeEach(() => window.history.replaceState(null, '', '/register'));
    afterEach(() => window.history.replaceState(null, '', '/'));

    it("a step is an entry of the browser's own, its state the router's location state, and Back returns to the step before", async () => {
      render(
        <BrowserRouter future={routerFuture}>
          <Probe />
          <Steps />
        </BrowserRouter>,
      );
      const length = window.history.length;
      fireEvent.click(screen.getByRole('button', { name: 'next' }));
      expect(await screen.findByText('step username')).toBeInTheDocument();
      expect(window.location.pathname).toBe('/register');
      expect(window.history.length).toBe(length + 1);
      expect(seen?.state).toMatchObject({ registerStep: 'username' });
      act(() => window.history.back());
      expect(await screen.findByText('step none')).toBeInTheDocument();
      act(() => window.history.forward());
      expect(await screen.findByText('step username')).toBeInTheDocument();
    });

    it("a reload of a step's entry hydrates the build's frame (no step) without a mismatch, then shows the step", async () => {
      // The step's entry, made as the wizard makes it.
      const first = render(
        <BrowserRouter future={routerFuture}>
          <Steps />
        </BrowserRouter>,
      );
      fireEvent.click(screen.getByRole('button', { name: 'next' }));
      expect(await screen.findByText('step username')).toBeInTheDocument();
      first.unmount();
      // The page as the build pre-rendered it (it knew no state), hydrated on that entry.
      const container = document.createElement('div');
      document.body.append(container);
      container.innerHTML = renderToString(
        <StaticRouter location="/register" future={routerFuture}>
          <Steps />
        </StaticRouter>,
      );
      expect(container).toHaveTextContent('step none');
      const onRecoverableError = vi.fn();
      let root: Root | undefined;
      await act(async () => {
        root = hydrateRoot(
          container,
          <BrowserRouter future={routerFuture}>
            <Steps />
          </BrowserRouter>,
          { onRecoverableError },
        );
      });
      await waitFor(() => expect(container).toHaveTextContent('step username'));
      expect(onRecoverableError).not.toHaveBeenCalled();
      act(() => root?.unmount());
      container.remove();
    });
  });
});

describe("the widgets' links (renderRouterLink)", () => {
  function Page() {
    return renderRouterLink({
      to: '/recovery',
      children: 'Quên mật khẩu?',
      'aria-current': 'page',
    });
  }

  it('are real links that navigate within the page on a plain click', async () => {
    render(
      <MemoryRouter initialEntries={['/login']} future={routerFuture}>
        <Probe />
        <Routes>
          <Route path="*" element={<Page />} />
        </Routes>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Quên mật khẩu?' });
    expect(link).toHaveAttribute('href', '/recovery');
    expect(link).toHaveAttribute('aria-current', 'page');
    fireEvent.click(link);
    await vi.waitFor(() => expect(seen?.pathname).toBe('/recovery'));
  });
});
