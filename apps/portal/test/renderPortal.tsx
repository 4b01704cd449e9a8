import { createDevCaptcha, createPortalClient, PortalProvider, type Locale } from '@portal/widgets';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { simulatorURL } from '../../../packages/widgets/test/simulator';
import { routes } from '../src/router';

/** Renders the portal's routes at `path` (with optional router state and locale), talking to the test simulator. */
export function renderPortal(
  path: string,
  {
    state,
    routeList = routes,
    locale = 'vi-VN',
  }: { state?: unknown; routeList?: RouteObject[]; locale?: Locale } = {},
) {
  const router = createMemoryRouter(routeList, { initialEntries: [{ pathname: path, state }] });
  const user = userEvent.setup();
  const result = render(
    <PortalProvider
      client={createPortalClient({ baseURL: simulatorURL })}
      captcha={createDevCaptcha()}
      locale={locale}
    >
      <RouterProvider router={router} />
    </PortalProvider>,
  );
  return { ...result, router, user };
}
