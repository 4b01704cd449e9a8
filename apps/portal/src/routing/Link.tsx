import type { ComponentPropsWithRef, MouseEvent } from 'react';
import { pathOf, type NavigateOptions } from './history';
import { useLocation, useNavigate } from './Router';

export type LinkProps = Omit<ComponentPropsWithRef<'a'>, 'href'> & NavigateOptions & { to: string };

/** Whether the path stays in the portal (one leading `/`): anything else is left to the browser. */
function isInternal(to: string): boolean {
  return to.startsWith('/') && !to.startsWith('//') && !to.startsWith('/\\');
}

/**
 * Whether a click on a link is the router's to handle: a plain left click (no Ctrl, Cmd, Shift or
 * Alt: those open a tab or window, or download), on a link for this tab, not handled already.
 */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>, target?: string): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    (!target || target === '_self') &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}

/**
 * A real `<a href>` (it opens in a new tab, copies, and works before the script): a plain left
 * click navigates within the page instead. A link to where the player is replaces the entry.
 */
export function Link({ to, replace, state, onClick, target, children, ...rest }: LinkProps) {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <a
      {...rest}
      href={to}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!isPlainClick(event, target) || !isInternal(to)) return;
        event.preventDefault();
        navigate(to, { replace: replace ?? pathOf(location) === to, state });
      }}
    >
      {children}
    </a>
  );
}

/**
 * Whether `pathname` is `to`'s page (case-insensitive), or below it unless `end`; a trailing
 * slash on `to` is ignored (react-router's rule).
 */
function isActivePath(pathname: string, to: string, end: boolean): boolean {
  const here = pathname.toLowerCase();
  const target = to.toLowerCase();
  const slashAt = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  return here === target || (!end && here.startsWith(target) && here.charAt(slashAt) === '/');
}

/** A {@link Link} that marks the current page: `aria-current="page"` and the class `active`. */
export function NavLink({ to, end = false, className, ...rest }: LinkProps & { end?: boolean }) {
  const active = isActivePath(useLocation().pathname, to, end);
  return (
    <Link
      {...rest}
      to={to}
      className={[className, active ? 'active' : null].filter(Boolean).join(' ') || undefined}
      aria-current={active ? 'page' : undefined}
    />
  );
}
