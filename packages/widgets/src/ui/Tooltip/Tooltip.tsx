import { clsx } from 'clsx';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import styles from './Tooltip.module.css';
import type { TooltipPopup, TriggerProps } from './TooltipPopup';

/** Props of {@link Tooltip}. */
export interface TooltipProps {
  /** What the tooltip says, already translated. */
  content: ReactNode;
  /** The trigger's text; it becomes a focusable button that the tooltip describes. */
  children: ReactNode;
  className?: string;
}

interface PopupModule {
  TooltipPopup: typeof TooltipPopup;
}

let loading: Promise<PopupModule> | undefined;
let loaded: PopupModule | null = null;

/** The tooltip's code (floating-ui with it), fetched once for every tooltip; a failed fetch is tried again later. */
function loadPopup(): Promise<PopupModule> {
  loading ??= import('./TooltipPopup').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * A short hint shown on hover and on keyboard focus (role tooltip, described by `aria-describedby`).
 * The trigger is drawn from the first paint; the tooltip's code (floating-ui, TooltipPopup) is fetched
 * when a trigger is first hovered or focused, not with the page. If the pointer is still on the trigger,
 * or focus still in it, when the code arrives, the tooltip's handlers are told, and it shows as it would
 * have (after its hover delay; on focus only from the keyboard).
 */
export function Tooltip({ content, children, className }: TooltipProps) {
  const trigger = useRef<HTMLButtonElement>(null);
  // A tooltip drawn once the code is here (the next page of the table) is wired at once.
  const [popup, setPopup] = useState(loaded);
  const [triggerProps, setTriggerProps] = useState<TriggerProps | null>(null);
  const hovered = useRef(false);

  const load = () => {
    loadPopup().then(setPopup, () => {});
  };

  // Once the tooltip has wired the trigger: the hover or focus that asked for its code, if it still holds.
  const wired = triggerProps !== null;
  useEffect(() => {
    const button = trigger.current;
    if (!wired || !button) return;
    // After the tooltip's own effects have put its listeners on the trigger.
    const timer = setTimeout(() => {
      if (hovered.current) button.dispatchEvent(new MouseEvent('mouseenter'));
      if (button.ownerDocument.activeElement === button) {
        button.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      }
    });
    return () => clearTimeout(timer);
  }, [wired]);

  const waiting = {
    onMouseEnter: () => {
      hovered.current = true;
      load();
    },
    onMouseLeave: () => {
      hovered.current = false;
    },
    onFocus: load,
  };

  return (
    <>
      <button
        type="button"
        ref={trigger}
        className={clsx(styles.trigger, className)}
        {...(triggerProps ?? waiting)}
      >
        {children}
      </button>
      {popup && (
        <popup.TooltipPopup trigger={trigger} onTriggerProps={setTriggerProps} content={content} />
      )}
    </>
  );
}
