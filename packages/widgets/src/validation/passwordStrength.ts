/** The four levels, weakest first. */
export type PasswordStrength = 'weak' | 'medium' | 'strong' | 'veryStrong';

/** The levels in order, for comparisons and meters. */
export const passwordStrengths: readonly PasswordStrength[] = [
  'weak',
  'medium',
  'strong',
  'veryStrong',
];

/** Which of the four character classes a password uses. */
export interface CharacterClasses {
  letter: boolean;
  number: boolean;
  symbol: boolean;
  mixedCase: boolean;
}

/** Finds the classes: letters (any script), digits, symbols (anything else), and both cases. */
export function characterClasses(password: string): CharacterClasses {
  return {
    letter: /\p{L}/u.test(password),
    number: /\p{Nd}/u.test(password),
    symbol: /[^\p{L}\p{Nd}]/u.test(password),
    mixedCase: /\p{Lu}/u.test(password) && /\p{Ll}/u.test(password),
  };
}

/**
 * Medium is at least 2 of the 4 classes plus a digit; strong is at least 3 classes
 * plus a symbol; very strong is all 4. Length is a separate rule (minimum 8).
 */
export function passwordStrength(password: string): PasswordStrength {
  const classes = characterClasses(password);
  const count = Object.values(classes).filter(Boolean).length;
  if (count === 4) return 'veryStrong';
  if (count >= 3 && classes.symbol) return 'strong';
  if (count >= 2 && classes.number) return 'medium';
  return 'weak';
}

/** True when `password` is at least as strong as `required`. */
export function isAtLeast(password: string, required: PasswordStrength): boolean {
  return (
    passwordStrengths.indexOf(passwordStrength(password)) >= passwordStrengths.indexOf(required)
  );
}
