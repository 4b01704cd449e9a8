import { useUser } from '@portal/widgets';
import { Suspense } from 'react';
import { AuthLayout } from '../layouts/AuthLayout';
import { usePrerendered } from '../prerendered';
import { ShellLayout } from '../routing/lazyAreas';

/** Whether someone is signed in: unknown while the user loads; a failed load counts as signed out. */
function useSignedIn(): boolean | undefined {
  const { status } = useUser();
  if (status === 'loading') return undefined;
  return status === 'signedIn';
}

/** Public pages every player may see (/support): in the shell when signed in, else in the auth layout. */
export function SessionLayout() {
  const signedIn = useSignedIn();
  const prerendered = usePrerendered();
  // A pre-rendered /support shows the public frame until the session is known (as built).
  if (signedIn === undefined) return prerendered ? <AuthLayout /> : null;
  if (!signedIn) return <AuthLayout />;
  return (
    <Suspense fallback={null}>
      <ShellLayout />
    </Suspense>
  );
}
