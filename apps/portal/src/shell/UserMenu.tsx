import { useEffect, useId, useRef, useState, type KeyboardEvent, type SyntheticEvent } from 'react';
import { flushSync } from 'react-dom';
import type { LogoutAction } from '@portal/widgets';
import { useAppText } from '../i18n/useAppText';
import styles from './UserMenu.module.css';
import { lazyModule } from '../routing/lazyModule';
import type { TriggerProps } from './UserMenuPopup';

/** The menu's code (floating-ui with it), fetched once; a failed fetch is tried again at the next intent. */
const menuCode = lazyModule('src/shell/UserMenuPopup.tsx', () => import('./UserMenuPopup'));

/** The same event again, for the menu's handlers (a click keeps its `detail`: 0 when a key made it). */
function copyOf(event: Event): Event {
  const Type = event.constructor as new (type: string, init: Event) => Event;
  return new Type(event.type, event);
}

/**
 * 'Xin chào, {username}' and its menu. The trigger is drawn here from the first paint; the menu's code (floating-ui,
 * UserMenuPopup) is fetched on the first intent toward it (the pointer over it, a press, focus), not with the page.
 * What the player does on the trigger before the code arrives (a click, Enter, Space, the arrow keys) is kept and
 * played to the menu's handlers once it has, on the same button: the menu opens as it would have, with focus where
 * it would have gone.
 */
export function UserMenu({
  username,
  logout,
}: {
  username: string;
  /** 'Đăng xuất' (the shell's, shared with the side navigation). */
  logout: LogoutAction;
}) {
  const appText = useAppText();
  const id = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  // A header drawn once the code is here (after a login in the same page) has its menu wired at once.
  const [menu, setMenu] = useState(menuCode.loaded() ?? null);
  const [triggerProps, setTriggerProps] = useState<TriggerProps | null>(null);
  const early = useRef<Event[]>([]);

  const load = () => {
    menuCode.load().then(setMenu, () => {
      early.current = [];
    });
  };
  const keep = (event: SyntheticEvent) => {
    early.current.push(event.nativeEvent);
    load();
  };

  // Once the menu has wired the trigger: what the player did meanwhile, in order, each event's updates applied
  // before the next (as between real events).
  useEffect(() => {
    if (!triggerProps || early.current.length === 0) return;
    const timer = setTimeout(() => {
      const events = early.current;
      early.current = [];
      for (const event of events) flushSync(() => trigger.current?.dispatchEvent(copyOf(event)));
    });
    return () => clearTimeout(timer);
  }, [triggerProps]);

  const waiting = {
    onPointerEnter: load,
    onFocus: load,
    onPointerDown: keep,
    onMouseDown: keep,
    onClick: keep,
    onKeyUp: keep,
    onKeyDown: (event: KeyboardEvent) => {
      // The menu's arrow keys do not scroll the page (floating-ui prevents them too).
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') event.preventDefault();
      keep(event);
    },
  };

  return (
    <>
      <button
        id={id}
        type="button"
        ref={trigger}
        className={styles.trigger}
        aria-haspopup="menu"
        aria-expanded={false}
        {...(triggerProps ?? waiting)}
      >
        <span className={styles.greeting}>{appText('app.shell.greeting', { username })}</span>
        <svg className={styles.caret} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M4 6l4 4 4-4" />
        </svg>
      </button>
      {menu && (
        <menu.UserMenuPopup trigger={trigger} onTriggerProps={setTriggerProps} logout={logout} />
      )}
    </>
  );
}
