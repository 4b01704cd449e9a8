import { Component, lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslate } from '../provider';
import { LoadFailure, LoadingStatus } from '../widgets/shared';
import type { TopupPayment, TopupPaymentProps } from './TopupPayment';
import { embed } from '../i18n/vi-VN/embed';

interface PaymentModule {
  TopupPayment: typeof TopupPayment;
}

/** The payment part's chunk could not be loaded (offline, a new deployment removed it...). */
class PaymentLoadError extends Error {}

let pending: Promise<PaymentModule> | null = null;

/** Starts loading the top-up's payment part, once (again after a failure); `<portal-topup>` calls it on connect. */
export function preloadTopupPayment(): Promise<PaymentModule> {
  pending ??= import('./TopupPayment').catch((cause: unknown) => {
    pending = null;
    throw new PaymentLoadError('the top-up could not be loaded', { cause });
  });
  return pending;
}

interface BoundaryProps {
  failed: ReactNode;
  children: ReactNode;
}

/** Shows `failed` when the chunk does not load; any other error goes on to the boundaries above. */
class LoadBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (error instanceof PaymentLoadError) return this.props.failed;
    throw error;
  }
}

/** One attempt at loading the payment part (a new attempt is a new lazy component: React keeps a failed one). */
function Attempt({ onRetry, ...props }: TopupPaymentProps & { onRetry: () => void }) {
  const t = useTranslate(embed);
  const [Payment] = useState(() =>
    lazy(() => preloadTopupPayment().then((module) => ({ default: module.TopupPayment }))),
  );
  return (
    <LoadBoundary failed={<LoadFailure title={t('embed.topup.loadFailed')} onRetry={onRetry} />}>
      <Suspense fallback={<LoadingStatus label={t('embed.topup.loading')} />}>
        <Payment {...props} />
      </Suspense>
    </LoadBoundary>
  );
}

/** The top-up's payment part, loaded on demand: a loading status meanwhile, or a failure with 'Thử lại'. */
export function LazyTopupPayment(props: TopupPaymentProps) {
  const [attempt, setAttempt] = useState(0);
  return <Attempt key={attempt} {...props} onRetry={() => setAttempt((n) => n + 1)} />;
}
