import { useUser } from '../../provider';

/** What the balance strip shows: nothing yet, a failure, nobody signed in, or the balance with its debt. */
export type BalanceView =
  | { status: 'loading' }
  | { status: 'failed'; error: unknown; retry: () => void }
  | { status: 'signedOut' }
  | { status: 'ready'; credit: number; debtCredit: number; offerTopup: boolean };

/**
 * The signed-in player's balance from `GET /api/me` (never an optimistic one); the top-up link is offered when the
 * balance is 0 and the host says the page is not the payment page.
 */
export function useBalanceStrip(onPaymentPage: boolean): BalanceView {
  const user = useUser();
  switch (user.status) {
    case 'loading':
    case 'signedOut':
      return { status: user.status };
    case 'failed':
      return { status: 'failed', error: user.error, retry: user.retry };
    case 'signedIn': {
      const { credit, debtCredit } = user.user;
      return { status: 'ready', credit, debtCredit, offerTopup: credit === 0 && !onPaymentPage };
    }
    default:
      return user satisfies never;
  }
}
