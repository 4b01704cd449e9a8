// The floor page, built with the portal's Vite and React plugin into build/bench-floor, and served by
// `vite preview` under the portal's own security headers (the same CSP).
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { securityHeaders } from '../../../apps/portal/vite-plugins/csp.ts';

const apiOrigin = new URL(process.env.VITE_API_URL ?? 'http://localhost:8787').origin;

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  logLevel: 'warn',
  build: {
    outDir: fileURLToPath(new URL('../../../build/bench-floor', import.meta.url)),
    emptyOutDir: true,
  },
  preview: {
    port: Number(process.env.BENCH_FLOOR_PORT ?? 9574),
    strictPort: true,
    headers: securityHeaders({ apiOrigin }),
  },
});
