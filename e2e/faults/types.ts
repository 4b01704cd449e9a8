import type { Locator, Page } from '@playwright/test';
import type { Ledger, TestAccount } from '../sim';

/** A call of the API: its method and its path under the API. */
export interface Call {
  method: 'GET' | 'POST';
  path: RegExp;
}

/** A GET of the API. */
export const get = (path: RegExp): Call => ({ method: 'GET', path });
/** A POST to the API. */
export const post = (path: RegExp): Call => ({ method: 'POST', path });

/** Where a screen's widgets live: the page, or an embed element's (open) shadow root. */
export type Scope = Page | Locator;

/** What a cell knows of its test: the page, the scope and the player (signed in or not). */
export interface CellContext {
  page: Page;
  scope: Scope;
  account: TestAccount;
  /** Values a submit made up for this cell (a new player's name), for its own checks. */
  made: Record<string, string>;
}

/** A screen's form submit and the call it sends. */
export interface Submit {
  call: Call;
  /**
   * A money write (a payment, a gift claim): each click sends it at most once, and any failure other than the API's
   * own refusal leaves its outcome unknown (issue 40): the page looks it up and offers only the same decision again.
   */
  money?: boolean;
  /** A money write's decisions done for the cell's player, as the simulator's ledger has them. */
  charges?: (ledger: Ledger) => number;
  /** The reads a money write's look-up makes after a failure (it asks the API whether the write was done). */
  lookUp?: Call[];
  /** Fills the form (values unique per cell where the API needs it: a card's serial). */
  fill: (cell: CellContext) => Promise<void>;
  button: (scope: Scope) => Locator;
  /**
   * A payment the player confirms in a dialog its button opens (the recharge's): the dialog's 'Xác nhận', pressed
   * after the button to send it.
   */
  confirm?: (scope: Scope) => Locator;
  /**
   * A payment's way on after an unknown outcome the look-ups did not settle: the same decision sent again with its
   * idempotency key ('Gửi lại yêu cầu này'), while the submit itself stays inert (no fresh send is offered).
   */
  resend?: (scope: Scope) => Locator;
  /** Its failure message, when not a role=alert (the gift list answers in its status region). */
  failure?: (cell: CellContext) => Locator;
  /** Visible once the submit went through. */
  succeeded: (cell: CellContext) => Locator;
}

/** One screen of the matrix. */
export interface Screen {
  name: string;
  /** A path of the portal, or an absolute URL (the demo homepage). */
  url: string;
  signedIn: boolean;
  /**
   * A player who had a session in this browser before (the portal's session hint is set, the API's XSRF-TOKEN
   * cookie is there): the page asks /api/me.
   */
  returning?: boolean;
  /** An embed element's tag, when the screen lives in its shadow root. */
  element?: 'portal-login' | 'portal-topup';
  /** The calls of its first load, faulted together in a query cell. */
  queries: Call[];
  /** Visible when its data has loaded. */
  ready: (cell: CellContext) => Locator;
  submit?: Submit;
  /** Extra KP (in đồng transferred) its player needs. */
  transfer?: number;
}
