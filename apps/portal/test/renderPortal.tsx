import { createDevCaptcha, createPortalClient, PortalProvider, type Locale } from '@portal/widgets';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, type Location } from 'react-router-dom';
import { simulatorURL } from '../../../packages/widgets/test/simulator';
import { PortalRoutes } from '../src/router';
import { routerFuture } from '../src/routing/routerFuture';
import type { PortalRoute } from '../src/routing/routeTable';

/** Records the router's current location for the test to read. */
function LocationProbe({ onLocation }: { onLocation: (location: Location) => void }) {
  onLocation(useLocation());
  return null;
}

/**
 * Renders the portal's routes (or `element` instead) at `path` (with optional router state, extra
 * shell pages and locale), talking to the test simulator. `location()` is the router's location now.
 */
export function renderPortal(
  path: string,
  {
    state,
    extraShellRoutes,
    element,
    locale = 'vi-VN',
  }: {
    state?: unknown;
    extraShellRoutes?: readonly PortalRoute[];
    element?: ReactNode;
    locale?: Locale;
  } = {},
) {
  let current: Location | undefined;
  const user = userEvent.setup();
  const result = render(
    <PortalProvider
      client={createPortalClient({ baseURL: simulatorURL })}
      captcha={createDevCaptcha()}
      locale={locale}
    >
      <MemoryRouter initialEntries={[{ pathname: path, state }]} future={routerFuture}>
        <LocationProbe onLocation={(location) => (current = location)} />
        {element ?? <PortalRoutes extraShellRoutes={extraShellRoutes} />}
      </MemoryRouter>
    </PortalProvider>,
  );
  const location = (): Location => {
    if (!current) throw new Error('The router has not rendered yet.');
    return current;
  };
  return { ...result, location, user };
}
