import { FloatingFocusManager } from '@floating-ui/react';
import {
  colourModes,
  useColourMode,
  useTranslate,
  type ColourMode,
  type LogoutAction,
} from '@portal/widgets';
import { memo, useId, useLayoutEffect, type RefObject } from 'react';
import { Link } from 'react-router-dom';
import { downloadUrl } from '../config';
import { useAppText } from '../i18n/useAppText';
import { logoutItem } from './logoutItem';
import { NewTabHint } from './NewTabHint';
import styles from './UserMenu.module.css';
import { useMenuBalance } from './useMenuBalance';
import { useUserMenu } from './useUserMenu';
import { paths, paymentMethodPaths } from '../routing/paths';

const colourLabels = {
  dark: 'colourMode.dark',
  light: 'colourMode.light',
  system: 'colourMode.system',
} as const satisfies Record<ColourMode, string>;

/** What the trigger gets from the menu: its ARIA state and the handlers that open and navigate the menu. */
export type TriggerProps = Record<string, unknown>;

/** Props of {@link UserMenuPopup}. */
export interface UserMenuPopupProps {
  /** The trigger, rendered by UserMenu from the first paint on. */
  trigger: RefObject<HTMLButtonElement | null>;
  /** Takes the trigger's props after every render of the menu (the same function each time). */
  onTriggerProps: (props: TriggerProps) => void;
  /**
   * Đăng xuất, whether it is under way and its 429 wait (the shell's usePortalLogout, handed down: the logout's modules
   * stay out of this chunk, which the bundler would otherwise split out of the first bundle into a chunk of their own).
   */
  logout: LogoutAction;
}

/**
 * The user menu's floating-ui part, loaded on the first intent toward the trigger (UserMenu): it wires the trigger
 * UserMenu already drew (same element, so focus and layout stay) and draws the menu: download the game, settings,
 * the KP balance (to top up), colour mode, Đăng xuất. Memoised: the trigger's re-render with the new props does not render it again.
 */
export const UserMenuPopup = memo(function UserMenuPopup({
  trigger,
  onTriggerProps,
  logout,
}: UserMenuPopupProps) {
  const appText = useAppText();
  const t = useTranslate();
  const colourLabelId = useId();
  const { mode, setMode } = useColourMode();
  const balance = useMenuBalance();
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
  useLayoutEffect(() => setReference(trigger.current), [setReference, trigger]);
  const triggerProps = getReferenceProps();
  // Every render: the handlers close over this render's state.
  useLayoutEffect(() => onTriggerProps(triggerProps));
  // The items after the balance's place, in document order (itemProps counts them so)
  const first = balance === undefined ? 2 : 3;
  return (
    <>
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
            <Link
              className={styles.item}
              to={paths.profile}
              role="menuitem"
              {...itemProps(1, () => {})}
            >
              {appText('app.menu.settings')}
            </Link>
            {balance !== undefined && (
              <Link
                className={styles.item}
                to={paymentMethodPaths.card}
                role="menuitem"
                {...itemProps(2, () => {})}
              >
                <span className={styles.balance}>
                  {appText('app.menu.balance', { amount: balance })}
                </span>{' '}
                <span className={styles.topup}>{appText('app.menu.topup')}</span>
              </Link>
            )}
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
                  {...itemProps(first + index, () => setMode(option), false)}
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
              {...itemProps(first + colourModes.length, logout.run)}
              {...logoutItem(logout, appText)}
            />
          </div>
        </FloatingFocusManager>
      )}
    </>
  );
});
