/** Where the router is: the address's parts and the state its history entry carries. */
export interface Location {
  pathname: string;
  search: string;
  hash: string;
  /** What the navigation that made this entry carried (`navigate(to, { state })`), else null. */
  state: unknown;
  /** The entry's identity ('default' for the first page load). */
  key: string;
}

export interface NavigateOptions {
  /** Replace the current history entry instead of adding one. */
  replace?: boolean | undefined;
  state?: unknown;
}

/** A source of locations: the browser's history, a list in memory (tests), or one fixed path (pre-rendering). */
export interface History {
  /** The location now (the same object until it changes). */
  location(): Location;
  /** Calls `listener` after every change; returns the unsubscribe. */
  listen(listener: () => void): () => void;
  /** Goes to an internal path (`/a?b#c`), adding or replacing an entry. */
  navigate(to: string, options?: NavigateOptions): void;
  /** Moves through the entries (-1: back), as the browser's buttons do. */
  go(delta: number): void;
}

/** What the browser's history entries hold (react-router's shape, so entries made before still read). */
interface EntryState {
  usr?: unknown;
  key?: string;
}

/** The parts of a path such as `/a?b#c`. */
function parsePath(to: string): Pick<Location, 'pathname' | 'search' | 'hash'> {
  const hashAt = to.indexOf('#');
  const hash = hashAt < 0 ? '' : to.slice(hashAt);
  const beforeHash = hashAt < 0 ? to : to.slice(0, hashAt);
  const searchAt = beforeHash.indexOf('?');
  return {
    pathname: (searchAt < 0 ? beforeHash : beforeHash.slice(0, searchAt)) || '/',
    search: searchAt < 0 ? '' : beforeHash.slice(searchAt),
    hash: hash === '#' ? '' : hash,
  };
}

/** The path of a location: pathname, search and hash. */
export function pathOf({ pathname, search, hash }: Pick<Location, 'pathname' | 'search' | 'hash'>) {
  return `${pathname}${search}${hash}`;
}

const newKey = () => Math.random().toString(36).slice(2, 10);

function listeners() {
  const set = new Set<() => void>();
  return {
    add(listener: () => void) {
      set.add(listener);
      return () => void set.delete(listener);
    },
    notify: () => set.forEach((listener) => listener()),
    get size() {
      return set.size;
    },
  };
}

/**
 * The browser's history: a navigation is a `pushState` or `replaceState` (the router's state under
 * `usr`), and the back and forward buttons arrive as `popstate`.
 */
export function createBrowserHistory(win: Window = window): History {
  const subscribers = listeners();
  const read = (): Location => {
    const entry = win.history.state as EntryState | null;
    const { pathname, search, hash } = win.location;
    return { pathname, search, hash, state: entry?.usr ?? null, key: entry?.key ?? 'default' };
  };
  let current = read();
  const changed = () => {
    current = read();
    subscribers.notify();
  };
  return {
    location: () => current,
    listen(listener) {
      if (subscribers.size === 0) win.addEventListener('popstate', changed);
      const remove = subscribers.add(listener);
      return () => {
        remove();
        if (subscribers.size === 0) win.removeEventListener('popstate', changed);
      };
    },
    navigate(to, { replace = false, state = null } = {}) {
      const entry: EntryState = { usr: state, key: newKey() };
      if (replace) win.history.replaceState(entry, '', to);
      else win.history.pushState(entry, '', to);
      changed();
    },
    go: (delta) => win.history.go(delta),
  };
}

/** A history in memory (tests): `entries` in order, the last one current. */
export function createMemoryHistory(
  entries: readonly (string | { pathname: string; state?: unknown })[] = ['/'],
): History {
  const subscribers = listeners();
  const stack: Location[] = entries.map((entry, index) => {
    const { pathname, state = null } = typeof entry === 'string' ? { pathname: entry } : entry;
    return { ...parsePath(pathname), state, key: index === 0 ? 'default' : newKey() };
  });
  if (stack.length === 0) stack.push({ ...parsePath('/'), state: null, key: 'default' });
  let index = stack.length - 1;
  return {
    location: () => stack[index]!,
    listen: (listener) => subscribers.add(listener),
    navigate(to, { replace = false, state = null } = {}) {
      const location = { ...parsePath(to), state, key: newKey() };
      if (replace) stack[index] = location;
      else stack.splice(++index, stack.length, location);
      subscribers.notify();
    },
    go(delta) {
      const next = Math.min(Math.max(index + delta, 0), stack.length - 1);
      if (next === index) return;
      index = next;
      subscribers.notify();
    },
  };
}

/** One fixed location (pre-rendering at build time): nothing there can navigate. */
export function createStaticHistory(path: string): History {
  const location: Location = { ...parsePath(path), state: null, key: 'default' };
  const refuse = () => {
    throw new Error('A pre-rendered page cannot navigate.');
  };
  return { location: () => location, listen: () => () => {}, navigate: refuse, go: refuse };
}
