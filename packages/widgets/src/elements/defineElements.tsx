import { startTransition } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { colourModes, type ColourMode } from '../theme';
import { registerFonts, type EmbedFont } from './fonts';
import { Hub } from './Hub';
import { preloadTopupPayment } from './LazyTopupPayment';
import { putMount, removeMount, type ElementKind, type Mount } from './store';
import { adoptStyles } from './styles';

/** Options of {@link defineElements}: the defaults the elements' attributes override. */
export interface DefineElementsOptions {
  /** The account API (`api-url` overrides it); the page's origin by default. */
  apiUrl?: string;
  /** The account portal, where register, recovery and account links lead (`portal-url`); the page's origin by default. */
  portalUrl?: string;
  /** The font files to register in the page's document (the portal's `embed.js` passes its own). */
  fonts?: readonly EmbedFont[];
}

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
function ensureHub(): void {
  if (hub) return;
  const root = createRoot(document.createElement('div'));
  hub = root;
  startTransition(() => root.render(<Hub />));
}

function colourModeOf(value: string | null): ColourMode {
  return colourModes.find((mode) => mode === value) ?? 'dark';
}

function elementClass(kind: ElementKind, defaults: Required<Omit<DefineElementsOptions, 'fonts'>>) {
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
          colourMode: colourModeOf(this.getAttribute('colour-mode')),
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
      ensureHub();
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
 * page are upgraded at once, later ones as they come; all of them share one client, session and data cache per API.
 */
export function defineElements(options: DefineElementsOptions = {}): void {
  if (typeof window === 'undefined' || typeof customElements === 'undefined') return;
  const defaults = {
    apiUrl: options.apiUrl ?? window.location.origin,
    portalUrl: options.portalUrl ?? window.location.origin,
  };
  registerFonts(options.fonts ?? []);
  for (const kind of Object.keys(elementTags) as ElementKind[]) {
    const tag = elementTags[kind];
    if (!customElements.get(tag)) customElements.define(tag, elementClass(kind, defaults));
  }
}
