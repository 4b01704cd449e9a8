/** The parts of a player's name, as `User` has them (each may be missing or blank). */
export interface NameParts {
  firstName?: string | null;
  middleName?: string | null;
  lastName?: string | null;
}

/**
 * The full name in the Vietnamese order, family name first (Họ, Tên đệm, Tên: Nguyễn Văn An), blank parts left out,
 * or null when no part is filled in.
 */
export function fullNameOf({ firstName, middleName, lastName }: NameParts): string | null {
  const parts = [lastName, middleName, firstName]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '');
  return parts.length > 0 ? parts.join(' ') : null;
}

/**
 * The name to greet a player by: the full name in the Vietnamese order (`Nguyễn Văn An`), or the username when the
 * player gave no name. `displayName(user)` with the `User` of `useUser()` or `onSuccess`.
 */
export function displayName(user: NameParts & { username: string }): string {
  return fullNameOf(user) ?? user.username;
}
