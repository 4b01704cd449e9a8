import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMemoryHistory, type History, type Location } from '../src/routing/history';
import { Link, NavLink } from '../src/routing/Link';
import type { RouteObject } from '../src/routing/match';
import {
  BrowserRouter,
  Navigate,
  Outlet,
  Router,
  Routes,
  StaticRouter,
  useLocation,
  useNavigate,
  useParams,
} from '../src/routing/Router';
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

function Layout({ name }: { name: string }) {
  return (
    <section aria-label={name}>
      <Outlet />
    </section>
  );
}

function Token() {
  return <p>token {useParams().token}</p>;
}

const table: RouteObject[] = [
  {
    element: <Layout name="site" />,
    children: [
      { index: true, element: <h1>home</h1> },
      { path: 'a', element: <h1>page a</h1> },
      { path: 'b', element: <h1>page b</h1> },
      { path: 'reset/:token', element: <Token /> },
      { path: 'old', element: <Navigate to="/b" replace state={{ why: 'moved' }} /> },
      { path: '*', element: <h1>not found</h1> },
    ],
  },
];

function renderAt(history: History, extra?: ReactNode) {
  return render(
    <Router history={history}>
      <Probe />
      <Routes routes={table} />
      {extra}
    </Router>,
  );
}

/** Clicks `link` with `init`; whether the router took the click (it prevents the browser's own navigation). */
function click(link: HTMLElement, init: MouseEventInit = {}): boolean {
  let handled = false;
  const after = (event: Event) => {
    handled = event.defaultPrevented;
    event.preventDefault(); // jsdom does not navigate
  };
  document.addEventListener('click', after);
  act(() => void fireEvent.click(link, init));
  document.removeEventListener('click', after);
  return handled;
}

describe('Routes', () => {
  it('renders the matched branch: the layout with the page in its outlet', () => {
    renderAt(createMemoryHistory(['/a']));
    expect(screen.getByRole('region', { name: 'site' })).toContainElement(
      screen.getByRole('heading', { name: 'page a' }),
    );
  });

  it.each([
    ['/', 'home'],
    ['/B/', 'page b'],
    ['/nowhere/at/all', 'not found'],
  ])('%s shows %s (index, case and trailing slash, *)', (path, heading) => {
    renderAt(createMemoryHistory([path]));
    expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
  });

  it('gives a page its :params', () => {
    renderAt(createMemoryHistory(['/reset/abc%2D1']));
    expect(screen.getByText('token abc-1')).toBeInTheDocument();
  });

  it('renders a path at build time (StaticRouter, no window needed)', () => {
    const html = renderToString(
      <StaticRouter location="/reset/xyz">
        <Routes routes={table} />
      </StaticRouter>,
    );
    expect(html).toContain('token <!-- -->xyz');
  });
});

describe('Navigate', () => {
  it('replaces the entry it renders in, carrying its state', async () => {
    const history = createMemoryHistory(['/a', '/old']);
    renderAt(history);
    expect(await screen.findByRole('heading', { name: 'page b' })).toBeInTheDocument();
    expect(seen).toMatchObject({ pathname: '/b', state: { why: 'moved' } });
    act(() => history.go(-1));
    expect(await screen.findByRole('heading', { name: 'page a' })).toBeInTheDocument();
  });
});

describe('Link', () => {
  it('a plain left click navigates without loading a page; the href is real', async () => {
    renderAt(createMemoryHistory(['/a']), <Link to="/b?x=1#top">to b</Link>);
    const link = screen.getByRole('link', { name: 'to b' });
    expect(link).toHaveAttribute('href', '/b?x=1#top');
    expect(click(link)).toBe(true);
    expect(await screen.findByRole('heading', { name: 'page b' })).toBeInTheDocument();
    expect(seen).toMatchObject({ pathname: '/b', search: '?x=1', hash: '#top' });
  });

  it.each([
    ['Ctrl', { ctrlKey: true }],
    ['Cmd', { metaKey: true }],
    ['Shift', { shiftKey: true }],
    ['Alt', { altKey: true }],
    ['the middle button', { button: 1 }],
  ])('a click with %s is left to the browser', (_, init) => {
    renderAt(createMemoryHistory(['/a']), <Link to="/b">to b</Link>);
    expect(click(screen.getByRole('link', { name: 'to b' }), init)).toBe(false);
    expect(seen?.pathname).toBe('/a');
  });

  it('a link for another tab, or out of the portal, is left to the browser', () => {
    renderAt(
      createMemoryHistory(['/a']),
      <>
        <Link to="/b" target="_blank">
          new tab
        </Link>
        <Link to="https://example.com/b">elsewhere</Link>
        <Link to="//example.com/b">protocol relative</Link>
      </>,
    );
    for (const name of ['new tab', 'elsewhere', 'protocol relative']) {
      expect(click(screen.getByRole('link', { name }))).toBe(false);
    }
    expect(seen?.pathname).toBe('/a');
  });

  it("runs the link's own onClick first, which may keep the router out", () => {
    renderAt(
      createMemoryHistory(['/a']),
      <Link to="/b" onClick={(event) => event.preventDefault()}>
        to b
      </Link>,
    );
    click(screen.getByRole('link', { name: 'to b' }));
    expect(seen?.pathname).toBe('/a');
  });

  it('a link to where the player is replaces the entry; state goes along', async () => {
    const history = createMemoryHistory(['/', '/a']);
    renderAt(
      history,
      <Link to="/a" state={{ from: 'link' }}>
        here
      </Link>,
    );
    click(screen.getByRole('link', { name: 'here' }));
    await waitFor(() => expect(seen?.state).toEqual({ from: 'link' }));
    act(() => history.go(-1));
    await waitFor(() => expect(seen?.pathname).toBe('/'));
  });
});

describe('NavLink', () => {
  function Nav() {
    return (
      <nav>
        <NavLink to="/" end className="item">
          home
        </NavLink>
        <NavLink to="/reset" className="item">
          reset
        </NavLink>
        <NavLink to="/reset" end>
          reset exactly
        </NavLink>
      </nav>
    );
  }

  it('marks the current page with aria-current="page" and the class active', () => {
    renderAt(createMemoryHistory(['/']), <Nav />);
    const home = screen.getByRole('link', { name: 'home' });
    expect(home).toHaveAttribute('aria-current', 'page');
    expect(home).toHaveClass('item', 'active');
    const reset = screen.getByRole('link', { name: 'reset' });
    expect(reset).not.toHaveAttribute('aria-current');
    expect(reset).toHaveAttribute('class', 'item');
  });

  it('without end, also a page below it; with end, only its own', () => {
    renderAt(createMemoryHistory(['/Reset/abc']), <Nav />);
    expect(screen.getByRole('link', { name: 'reset' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'reset exactly' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'home' })).not.toHaveAttribute('aria-current');
  });
});

describe('BrowserRouter', () => {
  let navigate: ReturnType<typeof useNavigate> | undefined;
  const keep = (value: ReturnType<typeof useNavigate>) => {
    navigate = value;
  };
  function Navigator() {
    keep(useNavigate());
    return null;
  }

  beforeEach(() => window.history.replaceState(null, '', '/a'));
  afterEach(() => window.history.replaceState(null, '', '/'));

  function renderBrowser() {
    return render(
      <BrowserRouter>
        <Probe />
        <Navigator />
        <Routes routes={table} />
      </BrowserRouter>,
    );
  }

  it("starts at the address bar's path; a navigation pushes an entry with its state under usr", async () => {
    renderBrowser();
    expect(screen.getByRole('heading', { name: 'page a' })).toBeInTheDocument();
    const length = window.history.length;
    act(() => navigate!('/b', { state: { step: 2 } }));
    expect(await screen.findByRole('heading', { name: 'page b' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/b');
    expect(window.history.length).toBe(length + 1);
    expect(window.history.state).toMatchObject({ usr: { step: 2 } });
    expect(seen?.state).toEqual({ step: 2 });
  });

  it('replace changes the entry instead of adding one', async () => {
    renderBrowser();
    const length = window.history.length;
    act(() => navigate!('/b', { replace: true }));
    expect(await screen.findByRole('heading', { name: 'page b' })).toBeInTheDocument();
    expect(window.history.length).toBe(length);
  });

  it('back and forward (popstate) show the entry and its state again', async () => {
    renderBrowser();
    act(() => navigate!('/b', { state: { step: 1 } }));
    act(() => navigate!('/reset/t', { state: { step: 2 } }));
    expect(await screen.findByText('token t')).toBeInTheDocument();
    act(() => navigate!(-1));
    expect(await screen.findByRole('heading', { name: 'page b' })).toBeInTheDocument();
    expect(seen).toMatchObject({ pathname: '/b', state: { step: 1 } });
    act(() => window.history.forward());
    expect(await screen.findByText('token t')).toBeInTheDocument();
    expect(seen?.state).toEqual({ step: 2 });
  });

  it('a popstate from outside the router (another script) is followed too', async () => {
    renderBrowser();
    act(() => {
      window.history.pushState(null, '', '/b');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(await screen.findByRole('heading', { name: 'page b' })).toBeInTheDocument();
    expect(seen?.state).toBeNull();
  });
});

describe('useRouterStepHistory', () => {
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

  it('a step is a history entry on the same path, keeping the state beside it', async () => {
    const history = createMemoryHistory([{ pathname: '/register', state: { from: '/security' } }]);
    render(
      <Router history={history}>
        <Probe />
        <Steps />
      </Router>,
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
});
