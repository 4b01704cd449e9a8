/**
 * A session that ended under a page the player is working on (a 401, or a 419 whose session is gone): where a
 * renewal dialog is mounted (`host`), the session is suspended instead of ended, so the page and what the player
 * typed stay while they log in again over it. Without a dialog, the session simply ends, as before.
 */
export interface SessionRenewal {
  /** Whether a renewal dialog is mounted. */
  hosted: () => boolean;
  /** Mounts a dialog; the function it returns unmounts it. */
  host: () => () => void;
  /** Whether the session is suspended (the dialog shows). */
  suspended: () => boolean;
  suspend: () => void;
  /** The player logged in again, or gave up (the session then ends). */
  resume: () => void;
  /** How many times another player logged in over the page: the key of everything on it (AccountScope). */
  accountChanges: () => number;
  /**
   * Another player logged in over the page: every form on it starts afresh. `elsewhere`: not through this page (a
   * login in another tab, or on another site's element sharing the API's cookie), so the page says so.
   */
  changeAccount: (elsewhere?: boolean) => void;
  /** Whether the last change of account came from elsewhere (the page tells the player another one signed in). */
  signedInElsewhere: () => boolean;
  /** For useSyncExternalStore. */
  subscribe: (listener: () => void) => () => void;
}

/** A renewal store of one provider. */
export function createSessionRenewal(): SessionRenewal {
  let hosts = 0;
  let suspended = false;
  let accountChanges = 0;
  let elsewhere = false;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const set = (next: boolean) => {
    if (next === suspended) return;
    suspended = next;
    notify();
  };
  return {
    hosted: () => hosts > 0,
    host: () => {
      hosts += 1;
      return () => {
        hosts -= 1;
        if (hosts === 0) set(false);
      };
    },
    suspended: () => suspended,
    suspend: () => set(true),
    resume: () => set(false),
    accountChanges: () => accountChanges,
    changeAccount: (fromElsewhere = false) => {
      accountChanges += 1;
      elsewhere = fromElsewhere;
      notify();
    },
    signedInElsewhere: () => elsewhere,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
