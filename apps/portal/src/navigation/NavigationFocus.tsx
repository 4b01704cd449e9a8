import { Outlet } from 'react-router-dom';
import { useFocusHeadingOnNavigation } from './useFocusHeadingOnNavigation';

/** The root route: moves focus to each new page's h1 around every layout. */
export function NavigationFocus() {
  useFocusHeadingOnNavigation();
  return <Outlet />;
}
