/** Rendering a story: the provider around the widget, a script played on mount, data prepared first. */
import { within } from '@testing-library/dom';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  createDevShare,
  PortalProvider,
  useColourMode,
  type CaptchaProvider,
  type ClipboardProvider,
  type PortalTiming,
  type ShareProvider,
} from '../../src/provider';
import { captchas, storyClient } from './client';

const devShare = createDevShare();

/** What a script can query: Testing Library's queries bound to the story. */
export type Screen = ReturnType<typeof within>;

/** Brings a widget into a state as a player would: typing, clicking. */
export type Script = (screen: Screen, user: UserEvent) => Promise<void>;

/**
 * A user that stops acting once the story is gone: each action after unmount waits forever, so a
 * script never types into a story that Ladle has already replaced (user-event's value tracking
 * would then throw from inside React's commit, outside the script's promise).
 */
function stoppingUser(user: UserEvent, alive: { current: boolean }): UserEvent {
  return new Proxy(user, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) =>
        alive.current
          ? (value as (...a: unknown[]) => unknown).apply(target, args)
          : new Promise<never>(() => {});
    },
  });
}

/** Plays `script` once on mount, inside its own element. */
function Scripted({ script, children }: { script: Script | undefined; children: ReactNode }) {
  const root = useRef<HTMLDivElement>(null);
  const played = useRef(false);
  const alive = useRef(true);
  // Marked on the element, so a test that walks the stories can wait for a script to end before it moves on.
  const [running, setRunning] = useState(script !== undefined);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);
  useEffect(() => {
    if (!script || played.current || !root.current) return;
    played.current = true;
    const user = stoppingUser(userEvent.setup({ delay: null }), alive);
    // A story left before its script ended finds no fields; that is no failure of the widget.
    script(within(root.current), user)
      .catch((error: unknown) => console.warn('The story script stopped:', error))
      .finally(() => {
        if (alive.current) setRunning(false);
      });
  }, [script]);
  return (
    <div ref={root} data-story-script={running ? 'running' : 'done'}>
      {children}
    </div>
  );
}

/** Props of {@link StoryPortal}. */
export interface StoryPortalProps {
  /** The dev captcha (its token passes) unless told otherwise. */
  captcha?: CaptchaProvider;
  /** The dev share dialog (it succeeds) unless told otherwise. */
  share?: ShareProvider;
  /** The browser's clipboard unless told otherwise. */
  clipboard?: ClipboardProvider;
  /** Shorter waits of the polls (a pending card, the history, a lost answer). */
  timing?: PortalTiming | undefined;
  /** Played once the widget is on screen. */
  script?: Script | undefined;
  children: ReactNode;
}

/**
 * A PortalProvider with {@link storyClient} and `captcha`, following the colour mode picked in the
 * Ladle frame, around the widget and its `script`.
 */
export function StoryPortal({
  captcha = captchas.ok,
  share = devShare,
  clipboard,
  timing,
  script,
  children,
}: StoryPortalProps) {
  const { mode, resolved } = useColourMode();
  return (
    <PortalProvider
      key={`${mode}:${resolved}`}
      client={storyClient}
      captcha={captcha}
      share={share}
      {...(clipboard ? { clipboard } : {})}
      {...(timing ? { timing } : {})}
      colourMode={mode}
    >
      <Scripted script={script}>{children}</Scripted>
    </PortalProvider>
  );
}

/** Props of {@link Prepared}. */
export interface PreparedProps<T> {
  /** Gets what the story needs from the simulator (a token, an account), once per mount. */
  load: () => Promise<T>;
  children: (value: T) => ReactNode;
}

/** Renders `children` once `load` has got its data from the simulator. */
export function Prepared<T>({ load, children }: PreparedProps<T>) {
  const [outcome, setOutcome] = useState<{ value: T } | { error: string } | null>(null);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    load().then(
      (value) => setOutcome({ value }),
      (error: unknown) => {
        console.warn('The simulator could not prepare this story:', error);
        setOutcome({ error: String(error) });
      },
    );
  }, [load]);
  if (outcome === null) return <p lang="en">Preparing the story with the simulator…</p>;
  if ('error' in outcome) {
    return <p lang="en">The simulator could not prepare this story: {outcome.error}</p>;
  }
  return children(outcome.value);
}
