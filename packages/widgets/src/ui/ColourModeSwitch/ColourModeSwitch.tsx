import { clsx } from 'clsx';
import { useId } from 'react';
import { useColourMode, useTranslate } from '../../provider';
import { colourModes, isColourMode, type ColourMode } from '../../theme';
import { visuallyHiddenClassName } from '../VisuallyHidden';
import styles from './ColourModeSwitch.module.css';

const labelKeys = {
  dark: 'colourMode.dark',
  light: 'colourMode.light',
  system: 'colourMode.system',
} as const satisfies Record<ColourMode, string>;

/** Props of {@link ColourModeSwitch}. */
export interface ColourModeSwitchProps {
  /** Keeps the group's name ('Chế độ màu') for screen readers only, e.g. in a compact header. */
  legendHidden?: boolean;
  className?: string;
}

/** Dark / light / system as a segmented radio group; the choice is remembered by the provider. */
export function ColourModeSwitch({ legendHidden = false, className }: ColourModeSwitchProps) {
  const t = useTranslate();
  const { mode, setMode } = useColourMode();
  const name = useId();
  return (
    <fieldset className={clsx(styles.group, className)}>
      <legend className={legendHidden ? visuallyHiddenClassName : styles.legend}>
        {t('colourMode.label')}
      </legend>
      <div className={styles.segments}>
        {colourModes.map((option) => (
          <label key={option} className={styles.segment}>
            <input
              type="radio"
              name={name}
              value={option}
              checked={mode === option}
              onChange={(event) => {
                if (isColourMode(event.target.value)) setMode(event.target.value);
              }}
              className={styles.radio}
            />
            <span className={styles.text}>{t(labelKeys[option])}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
