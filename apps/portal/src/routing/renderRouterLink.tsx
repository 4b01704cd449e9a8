import type { LinkRenderer } from '@portal/widgets';
import { Link } from 'react-router-dom';

/** Widgets' links rendered as the router's `<Link>`, so they navigate without a page load. */
export const renderRouterLink: LinkRenderer = ({ to, children, className, ...rest }) => (
  <Link to={to} className={className} aria-current={rest['aria-current']}>
    {children}
  </Link>
);
