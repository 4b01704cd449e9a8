import type { ReactNode } from 'react';

/** What a widget asks the host to render as a link: a path of the host's routes and the link's text. */
export interface LinkRenderProps {
  to: string;
  children: ReactNode;
  className?: string | undefined;
  /** 'page' on the link to the page (or tab) being shown. */
  'aria-current'?: 'page' | undefined;
}

/**
 * Renders a link the host's way (a router `<Link>` in the portal). Widgets never import a router,
 * so the same widget works in the portal, another React app and the embed.
 */
export type LinkRenderer = (props: LinkRenderProps) => ReactNode;

/** A plain `<a href>` for hosts without a router. */
export const renderAnchor: LinkRenderer = ({ to, children, className, ...rest }) => (
  <a href={to} className={className} aria-current={rest['aria-current']}>
    {children}
  </a>
);
