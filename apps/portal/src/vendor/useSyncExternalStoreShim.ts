// swr imports useSyncExternalStore from 'use-sync-external-store/shim', the copy for React before 18 (0.2 kB gzip on
// every page). The portal runs React 19, which has its own: the build resolves the shim here (vite.config.ts).
export { useSyncExternalStore } from 'react';
