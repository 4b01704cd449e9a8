import { startTransition } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { MessageOverrides } from '../i18n';
import type { PortalErrorHandler } from '../provider';
import { colourModes, type ColourMode } from '../theme';
import { registerFonts, type EmbedFont } from './fonts';
import { Hub } from './Hub';
import { preloadTopupPayment } from './LazyTopupPayment';
import { putMount, removeMount, type ElementKind, type Mount } from './store';
import { adoptStyles } from './styles';

/** Options of {@link defineElements}: the defaults the elements' attributes override, and PortalProvider's options. */
export interface DefineElementsOptions {
  /** The account API (`api-url` overrides it); the page's origin by default. */
  apiUrl?: string;
  /** The account portal, where register, recovery and account links lead (`portal-url`); the page's origin by default. */
  portalUrl?: string;
  /** The colour mode of an element without a `colour-mode` attribute: `'dark'` (the default), `'light'` or `'system'`. */
  colourMode?: ColourMode;
  /** Texts that replace catalogue entries, key to text (PortalProvider's `messages`). */
  messages?: MessageOverrides;
  /**
   * Receives every failure of every element with its stage (PortalProvider's `onError`): failed loads and submits, a
   * logout the server did not take. Without it, silent in production builds.
   */
  onError?: PortalErrorHandler;
  /** The font files to register in the page's document; none by default (the self-contained build brings its own). */
  fonts?: readonly EmbedFont[];
}

/** What every element of the page takes from {@link defineElements}, beside its attributes. */
type ElementDefaults = Required<Pick<DefineElementsOptions, 'apiUrl' | 'portalUrl' | 'colourMode'>>;

/** The tag of each element. */
export const elementTags: Readonly<Record<ElementKind, string>> = {
  login: 'portal-login',
  topup: 'portal-topup',
};

const observedAttributes = ['api-url', 'portal-url', 'colour-mode'];
let hub: Root | null = null;
let nextId = 1;

/**
 * Starts the page's one React root (in a detached node: only portals into shadow roots show anything). Its first
 * render, of every element defined so far, is a transition: React cuts it into slices that let the host page's taps
 * and scrolls through, instead of one long task on a phone.
 */
function ensureHub(options: Pick<DefineElementsOptions, 'messages' | 'onError'>): void {
  if (hub) return;
  const root = createRoot(document.createElement('div'));
  hub = root;
  startTransition(() => root.render(<Hub messages={options.messages} onError={options.onError} />));
}

function colourModeOf(value: string | null, fallback: ColourMode): ColourMode {
  return colourModes.find((mode) => mode === value) ?? fallback;
}

function elementClass(
  kind: ElementKind,
  defaults: ElementDefaults,
  options: Pick<DefineElementsOptions, 'messages' | 'onError'>,
) {
  return class PortalElement extends HTMLElement {
    static observedAttributes = observedAttributes;
    readonly #id = nextId++;
    #container: HTMLDivElement | null = null;

    #mount(container: HTMLDivElement): Mount {
      return {
        id: this.#id,
        kind,
        host: this,
        container,
        settings: {
          apiUrl: this.getAttribute('api-url') || defaults.apiUrl,
          portalUrl: this.getAttribute('portal-url') || defaults.portalUrl,
          colourMode: colourModeOf(this.getAttribute('colour-mode'), defaults.colourMode),
        },
      };
    }

    connectedCallback(): void {
      const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
      adoptStyles(shadow);
      if (!this.#container) {
        this.#container = document.createElement('div');
        shadow.append(this.#container);
      }
      ensureHub(options);
      // The top-up's payment part starts loading as soon as a <portal-topup> is on the page (a failure shows later,
      // with 'Thử lại', when the element renders it).
      if (kind === 'topup') preloadTopupPayment().catch(() => {});
      putMount(this.#mount(this.#container));
    }

    disconnectedCallback(): void {
      removeMount(this.#id);
    }

    attributeChangedCallback(): void {
      if (this.isConnected && this.#container) putMount(this.#mount(this.#container));
    }
  };
}

/**
 * Defines `<portal-login>` and `<portal-topup>` (once: calling it again changes nothing). Elements already on the
 * page are upgraded at once, later ones as they come; all of them share one client, session and data cache per API,
 * and the texts and error handler given here.
 */
export function defineElements(options: DefineElementsOptions = {}): void {
  if (typeof window === 'undefined' || typeof customElements === 'undefined') return;
  const defaults: ElementDefaults = {
    apiUrl: options.apiUrl ?? window.location.origin,
    portalUrl: options.portalUrl ?? window.location.origin,
    colourMode: colourModeOf(options.colourMode ?? null, 'dark'),
  };
  registerFonts(options.fonts ?? []);
  for (const kind of Object.keys(elementTags) as ElementKind[]) {
    const tag = elementTags[kind];
    if (!customElements.get(tag)) customElements.define(tag, elementClass(kind, defaults, options));
  }
}
