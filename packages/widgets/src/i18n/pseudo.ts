const marker = 'ǂǂ';

/**
 * Transforms a text so that a test can tell it came through the catalogue: `Đăng nhập` becomes
 * `[Đăng nhập ǂǂ]`. A visible string without the brackets was written somewhere else.
 */
export function pseudoLocalise(text: string): string {
  return `[${text} ${marker}]`;
}

/** True when a text was produced by {@link pseudoLocalise}. */
export function isPseudoLocalised(text: string): boolean {
  return text.startsWith('[') && text.endsWith(`${marker}]`);
}
