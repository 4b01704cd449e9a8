import { useRouteError } from 'react-router-dom';
import { useEffect } from 'react';
import { ErrorFallback } from './ErrorFallback';

/** The router's error element: logs the error for developers and shows the fallback to the player. */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    console.warn('A route failed to render:', error);
  }, [error]);
  return <ErrorFallback error={error} />;
}
