import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { RouteError } from './errors/RouteError';
import { AuthLayout } from './layouts/AuthLayout';
import { NotFoundPage } from './pages/NotFoundPage';
import { WelcomePage } from './pages/WelcomePage';

/** The portal's routes (spec section 2). */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    children: [
      {
        element: <AuthLayout />,
        errorElement: <RouteError />,
        children: [
          { index: true, element: <WelcomePage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

/** The browser router over {@link routes}. */
export function createPortalRouter() {
  return createBrowserRouter(routes);
}
