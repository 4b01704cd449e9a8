import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { securityHeaders } from './vite-plugins/csp.ts';

const widgetsSource = fileURLToPath(
  new URL('../../packages/widgets/src/index.ts', import.meta.url),
);

export default defineConfig(({ command, mode }) => {
  const env = loadEnv(mode, fileURLToPath(new URL('.', import.meta.url)), 'VITE_');
  const apiOrigin = new URL(env.VITE_API_URL ?? 'http://localhost:8787').origin;
  const recaptcha = !!env.VITE_RECAPTCHA_SITE_KEY;
  const facebook = !!env.VITE_FACEBOOK_APP_ID;
  // The dev server injects inline scripts and styles (HMR, React refresh); they carry this nonce,
  // made anew at every start. The production build has no inline code and needs none.
  const devNonce = command === 'serve' ? randomBytes(16).toString('base64url') : undefined;
  const port = Number(process.env.PORTAL_PORT ?? 5173);

  if (command === 'build' && (!env.VITE_API_URL || !recaptcha)) {
    console.warn(
      '[portal] Building for the local simulator (VITE_API_URL or VITE_RECAPTCHA_SITE_KEY is not set): ' +
        'this build talks to http://localhost:8787 with the dev captcha. See README, "Pointing the portal at a real API".',
    );
  }

  return {
    root: fileURLToPath(new URL('.', import.meta.url)),
    plugins: [react()],
    resolve: { alias: { '@portal/widgets': widgetsSource } },
    html: devNonce ? { cspNonce: devNonce } : undefined,
    server: {
      port,
      strictPort: true,
      headers: securityHeaders({
        apiOrigin,
        nonce: devNonce,
        devSocket: `ws://localhost:${port}`,
        recaptcha,
        facebook,
      }),
    },
    preview: {
      port: Number(process.env.PORTAL_PREVIEW_PORT ?? 4173),
      strictPort: true,
      headers: securityHeaders({ apiOrigin, recaptcha, facebook }),
    },
    build: {
      outDir: fileURLToPath(new URL('../../build/portal', import.meta.url)),
      emptyOutDir: true,
      sourcemap: true,
    },
  };
});
