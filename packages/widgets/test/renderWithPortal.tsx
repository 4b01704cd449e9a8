import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import type { Locale } from '../src/i18n';
import { createPortalClient, type PortalClient } from '../src/api';
import {
  createDevCaptcha,
  PortalProvider,
  type CaptchaProvider,
  type ClipboardProvider,
  type PortalErrorHandler,
  type PortalTiming,
  type ShareProvider,
} from '../src/provider';
import type { ColourMode } from '../src/theme';

/** Options of {@link renderWithPortal}; open for more (the API client or simulator comes later). */
export interface RenderWithPortalOptions extends Omit<RenderOptions, 'wrapper' | 'queries'> {
  /** `vi-VN` by default; `pseudo` marks every catalogue text as `[text ǂǂ]`. */
  locale?: Locale;
  colourMode?: ColourMode;
  /** The API client; by default one for the simulator's address (requests need a handler, e.g. MSW). */
  client?: PortalClient;
  /** The dev captcha by default (the simulator accepts its token). */
  captcha?: CaptchaProvider;
  share?: ShareProvider;
  /** The browser's clipboard by default; `createTestClipboard()` to see what was copied. */
  clipboard?: ClipboardProvider;
  /** PortalProvider's `onError`; its quiet default when left out. */
  onError?: PortalErrorHandler;
  /** PortalProvider's `timing`: shorter waits of the polls (a pending card, the history, a lost answer). */
  timing?: PortalTiming;
  /** PortalProvider's `readAgainOnReturn` (true by default). */
  readAgainOnReturn?: boolean;
}

/** What {@link renderWithPortal} returns: Testing Library's result, a user, and the provider's root. */
export interface RenderWithPortalResult extends RenderResult {
  user: UserEvent;
  /** The provider's root element (`[data-portal-root]`), where dialogs render too. */
  portalRoot: HTMLElement;
}

/** The provider options of {@link renderWithPortal}. */
export type TestPortalOptions = Pick<
  RenderWithPortalOptions,
  | 'locale'
  | 'colourMode'
  | 'captcha'
  | 'share'
  | 'clipboard'
  | 'onError'
  | 'timing'
  | 'readAgainOnReturn'
> & { client: PortalClient };

/**
 * A PortalProvider with the tests' defaults (the dev captcha, vi-VN, dark): what {@link renderWithPortal}
 * wraps its `ui` in, for a test that renders its own roots (the chaos journeys' tabs). The client is made once,
 * outside render, as a host would: the provider keeps the first one.
 */
export function TestPortal({
  locale = 'vi-VN',
  colourMode = 'dark',
  client,
  captcha = defaultCaptcha,
  share,
  clipboard,
  onError,
  timing,
  readAgainOnReturn,
  children,
}: TestPortalOptions & { children?: ReactNode }) {
  return (
    <PortalProvider
      client={client}
      captcha={captcha}
      {...(share ? { share } : {})}
      {...(clipboard ? { clipboard } : {})}
      {...(onError ? { onError } : {})}
      {...(timing ? { timing } : {})}
      {...(readAgainOnReturn === undefined ? {} : { readAgainOnReturn })}
      locale={locale}
      colourMode={colourMode}
    >
      {children}
    </PortalProvider>
  );
}

const defaultCaptcha = createDevCaptcha();

/** Renders `ui` inside a PortalProvider, with a fresh `userEvent` session. */
export function renderWithPortal(
  ui: ReactElement,
  {
    locale,
    colourMode,
    client = createPortalClient({ baseURL: 'http://localhost:8787' }),
    captcha = createDevCaptcha(),
    share,
    clipboard,
    onError,
    timing,
    readAgainOnReturn,
    ...renderOptions
  }: RenderWithPortalOptions = {},
): RenderWithPortalResult {
  const options = {
    locale,
    colourMode,
    client,
    captcha,
    share,
    clipboard,
    onError,
    timing,
    readAgainOnReturn,
  };
  function Wrapper({ children }: { children: ReactNode }) {
    return <TestPortal {...options}>{children}</TestPortal>;
  }
  const user = userEvent.setup();
  const result = render(ui, { ...renderOptions, wrapper: Wrapper });
  const portalRoot = result.container.querySelector<HTMLElement>('[data-portal-root]');
  if (!portalRoot)
    throw new Error('renderWithPortal: PortalProvider rendered no [data-portal-root].');
  return { ...result, user, portalRoot };
}
