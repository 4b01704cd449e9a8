import { createRoot, type Root } from 'react-dom/client';
import { createPortalClient, type PortalClient } from '../../src/api';
import { createDevShare, createTestClipboard, type PortalErrorStage } from '../../src/provider';
import { TestPortal } from '../renderWithPortal';
import { simulatorURL } from '../simulator';
import { tabHeader, targetOf } from './faults';
import { TabHost } from './TabHost';

/** The portal's pages a journey visits, each with the widgets the portal puts on it. */
export const pageNames = ['recharge', 'card', 'gifts', 'profile', 'history'] as const;
/** One of {@link pageNames}. */
export type PageName = (typeof pageNames)[number];

/** A money write as a tab sent it, seen on its way out. */
export interface SentMoneyWrite {
  path: string;
  key: string | null;
  body: unknown;
}

/** What a tab tells the journey about: money writes it sends, failures its widgets report. */
export interface TabEvents {
  moneySent(tab: Tab, write: SentMoneyWrite): void;
  /**
   * A money write of `tab` ended where the provider that sent it is still there: answered 2xx, 409 (the server still
   * at it), or with no answer; a write done or whose outcome is unknown, which the other tabs hear of.
   */
  moneyMayHaveMoved(tab: Tab): void;
  /** The server took a card of `tab` (answered 2xx): it is pending now. */
  cardTaken(tab: Tab): void;
  reported(tab: Tab, error: unknown, stage: PortalErrorStage): void;
}

/** The client's deadline in the journeys: short, so a timeout costs little real time. */
export const journeyDeadlineMs = 150;
/** The widgets' polls and looks, shortened to milliseconds. */
const journeyTiming = { pendingPollMs: [2, 2, 2, 2, 2], outcomeCheckMs: [2, 2, 2] };

/**
 * A browser tab of the portal: its own provider, client and data cache over the cookies all tabs share; a page shown
 * (open, Back, reload), what it has in flight, and the balance its last `GET /api/me` said.
 */
export class Tab {
  readonly container = document.body.appendChild(document.createElement('div'));
  private root: Root | null = null;
  private view = { page: 'recharge' as PageName, visit: 0 };
  private readonly history: PageName[] = [];
  /** The pages Back left, for Forward. */
  private readonly ahead: PageName[] = [];
  private readonly listeners = new Set<() => void>();
  /** Requests of this tab that have not ended. */
  inflight = 0;
  /** A request of this tab failed (a fault, a refusal) since the journey last asked. */
  troubled = false;
  /** The credits the answers of `GET /api/me` gave this tab's provider. */
  seenCredits = new Set<number>();
  /** Counts the providers mounted in this tab (a reload mounts a new one). */
  providerMounts = 0;
  /** The player on screen (signed in), as the page shows it. */
  shownUser: string | null = null;
  /** Counts the mounts of its page's widgets. */
  pageMounts = 0;

  constructor(
    readonly id: number,
    page: PageName,
    private readonly events: TabEvents,
  ) {
    this.view = { page, visit: 0 };
    this.history.push(page);
    this.mount();
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  snapshot = () => this.view;

  get page(): PageName {
    return this.view.page;
  }

  get canGoBack(): boolean {
    return this.history.length > 1;
  }

  get canGoForward(): boolean {
    return this.ahead.length > 0;
  }

  pageMounted(): void {
    this.pageMounts += 1;
  }

  userShown(username: string | null): void {
    this.shownUser = username;
  }

  /** Opens a page (the router's navigation: the page's widgets mount anew, the data cache stays). */
  open(page: PageName): void {
    this.history.push(page);
    this.ahead.length = 0;
    this.show(page);
  }

  /** Back: the page before is shown again, its widgets mounted anew over the same cache. */
  back(): void {
    if (!this.canGoBack) return;
    const left = this.history.pop();
    if (left) this.ahead.push(left);
    this.show(this.history.at(-1) ?? this.view.page);
  }

  /** Forward: the page Back left is shown again, its widgets mounted anew over the same cache. */
  forward(): void {
    const page = this.ahead.pop();
    if (!page) return;
    this.history.push(page);
    this.show(page);
  }

  /** Reload: a new provider, client and cache over the same cookies, on the same page. */
  reload(): void {
    this.unmount();
    this.mount();
  }

  unmount(): void {
    this.root?.unmount();
    this.root = null;
  }

  /** Closes the tab. */
  close(): void {
    this.unmount();
    this.container.remove();
  }

  private show(page: PageName): void {
    this.view = { page, visit: this.view.visit + 1 };
    for (const listener of this.listeners) listener();
  }

  private mount(): void {
    this.shownUser = null;
    this.seenCredits = new Set();
    this.providerMounts += 1;
    this.root = createRoot(this.container);
    this.root.render(
      <TestPortal
        client={this.newClient()}
        share={createDevShare()}
        clipboard={createTestClipboard()}
        timing={journeyTiming}
        onError={(error, stage) => this.events.reported(this, error, stage)}
      >
        <TabHost tab={this} />
      </TestPortal>,
    );
  }

  private newClient(): PortalClient {
    const tabFetch: typeof fetch = async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      const method = (init?.method ?? 'GET').toUpperCase();
      const headers = new Headers(init?.headers);
      headers.set(tabHeader, String(this.id));
      const money = targetOf(method, url.pathname) === 'money';
      if (money) {
        this.events.moneySent(this, {
          path: url.pathname,
          key: headers.get('Idempotency-Key'),
          body: typeof init?.body === 'string' ? JSON.parse(init.body) : null,
        });
      }
      const sentBy = this.providerMounts;
      const moved = () => {
        if (money && sentBy === this.providerMounts && this.root)
          this.events.moneyMayHaveMoved(this);
      };
      this.inflight += 1;
      try {
        const response = await globalThis.fetch(input, { ...init, headers });
        if (!response.ok) this.troubled = true;
        if (response.ok || response.status === 409) moved();
        if (response.ok && url.pathname === '/api/recharge/card') this.events.cardTaken(this);
        if (method === 'GET' && url.pathname === '/api/me' && response.status === 200) {
          await response
            .clone()
            .json()
            .then((user: { credit?: unknown }) => {
              if (typeof user.credit === 'number' && sentBy === this.providerMounts)
                this.seenCredits.add(user.credit);
            })
            .catch(() => {});
        }
        return response;
      } catch (error) {
        this.troubled = true;
        moved();
        throw error;
      } finally {
        this.inflight -= 1;
      }
    };
    return createPortalClient({
      baseURL: simulatorURL,
      timeoutMs: journeyDeadlineMs,
      fetch: tabFetch,
    });
  }
}
