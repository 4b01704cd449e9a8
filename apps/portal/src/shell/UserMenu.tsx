import { FloatingFocusManager } from '@floating-ui/react';
import { colourModes, useColourMode, useTranslate, type ColourMode } from '@portal/widgets';
import { useId } from 'react';
import { Link } from '../routing/Link';
import { usePortalLogout } from '../auth/usePortalLogout';
import { downloadUrl } from '../config';
import { useAppText } from '../i18n/useAppText';
import { NewTabHint } from './NewTabHint';
import styles from './UserMenu.module.css';
import { useUserMenu } from './useUserMenu';

const colourLabels = {
  dark: 'colourMode.dark',
  light: 'colourMode.light',
  system: 'colourMode.system',
} as const satisfies Record<ColourMode, string>;

/** 'Xin chào, {username}' and its menu: download the game, settings, colour mode, Đăng xuất. */
export function UserMenu({ username }: { username: string }) {
  const appText = useAppText();
  const t = useTranslate();
  const colourLabelId = useId();
  const { mode, setMode } = useColourMode();
  const { logout, pending } = usePortalLogout();
  const {
    open,
    context,
    setReference,
    setFloating,
    floatingStyles,
    getReferenceProps,
    getFloatingProps,
    itemProps,
  } = useUserMenu();
  return (
    <>
      <button type="button" ref={setReference} className={styles.trigger} {...getReferenceProps()}>
        <span className={styles.greeting}>{appText('app.shell.greeting', { username })}</span>
        <svg className={styles.caret} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M4 6l4 4 4-4" />
        </svg>
      </button>
      {open && (
        <FloatingFocusManager context={context} modal={false} initialFocus={-1}>
          <div
            ref={setFloating}
            style={floatingStyles}
            className={styles.menu}
            {...getFloatingProps()}
          >
            <a
              className={styles.item}
              href={downloadUrl}
              target="_blank"
              rel="noopener noreferrer"
              role="menuitem"
              {...itemProps(0, () => {})}
            >
              {appText('app.menu.download')} <NewTabHint />
            </a>
            <Link className={styles.item} to="/" role="menuitem" {...itemProps(1, () => {})}>
              {appText('app.menu.settings')}
            </Link>
            <div role="group" aria-labelledby={colourLabelId} className={styles.group}>
              <div id={colourLabelId} role="presentation" className={styles.groupLabel}>
                {t('colourMode.label')}
              </div>
              {colourModes.map((option, index) => (
                <button
                  key={option}
                  type="button"
                  role="menuitemradio"
                  aria-checked={mode === option}
                  className={styles.item}
                  {...itemProps(2 + index, () => setMode(option), false)}
                >
                  <span className={styles.check} aria-hidden="true" />
                  {t(colourLabels[option])}
                </button>
              ))}
            </div>
            <button
              type="button"
              role="menuitem"
              className={styles.item}
              disabled={pending}
              {...itemProps(2 + colourModes.length, () => void logout())}
            >
              {appText(pending ? 'app.shell.loggingOut' : 'app.shell.logout')}
            </button>
          </div>
        </FloatingFocusManager>
      )}
    </>
  );
}
