import type { LinkRenderer } from '@portal/widgets';
import { Link } from 'react-router-dom';

/** Widgets' links rendered as the router's `<Link>`, so they navigate without a page load. */
export const renderRouterLink: LinkRenderer = ({ to, children, className }) => (
  <Link to={to} className={className}>
    {children}
  </Link>
);
