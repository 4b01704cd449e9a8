import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ErrorFallback } from './ErrorFallback';

interface BoundaryProps {
  resetKey: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  failed: boolean;
  resetKey: string;
}

/** Catches a render error below it until `resetKey` changes (the next navigation). */
class ResettingBoundary extends Component<BoundaryProps, State> {
  override state: State = { error: null, failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey
      ? null
      : { error: null, failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.warn('A route failed to render:', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <ErrorFallback error={this.state.error} /> : this.props.children;
  }
}

/**
 * A route's error boundary: a page that fails renders the fallback in its place (inside its
 * layout, so the navigation stays usable), and the next navigation tries again.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <ResettingBoundary resetKey={pathname}>{children}</ResettingBoundary>;
}
