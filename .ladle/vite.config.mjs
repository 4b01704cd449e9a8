import { fileURLToPath } from 'node:url';

// Ladle brings its own Vite and React plugin; this config only adds what our stories need.
export default {
  resolve: {
    alias: {
      '@portal/widgets': fileURLToPath(
        new URL('../packages/widgets/src/index.ts', import.meta.url),
      ),
    },
  },
  publicDir: fileURLToPath(new URL('./public', import.meta.url)),
  server: { port: 61000 },
};
