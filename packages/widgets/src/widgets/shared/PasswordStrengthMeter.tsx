import { clsx } from 'clsx';
import { useTranslate } from '../../provider';
import { passwordStrengths, type PasswordStrength } from '../../validation';
import styles from './PasswordStrengthMeter.module.css';
import { validationRules } from '../../i18n/vi-VN/validationRules';

/** Props of {@link PasswordStrengthMeter}. */
export interface PasswordStrengthMeterProps {
  /** The id of the announced text, for the password's `aria-describedby`. */
  id: string;
  /** The level of the password typed so far; null while it is empty. */
  strength: PasswordStrength | null;
}

/**
 * The four levels of spec section 5 as a bar and a sentence. The sentence is a polite live region
 * whose text changes only with the level, so a screen reader hears it once per level, not per key.
 */
export function PasswordStrengthMeter({ id, strength }: PasswordStrengthMeterProps) {
  const t = useTranslate(validationRules);
  const reached = strength === null ? -1 : passwordStrengths.indexOf(strength);
  return (
    <div className={styles.meter} data-strength={strength ?? 'none'}>
      <div className={styles.meterBar} aria-hidden="true">
        {passwordStrengths.map((level, index) => (
          <span
            key={level}
            className={clsx(styles.meterSegment, index <= reached && styles.meterFilled)}
          />
        ))}
      </div>
      <p id={id} className={styles.meterText} aria-live="polite">
        {strength &&
          t('validation.strength.announce', { level: t(`validation.strength.${strength}`) })}
      </p>
    </div>
  );
}
