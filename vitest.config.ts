import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const widgetsSource = fileURLToPath(new URL('./packages/widgets/src/index.ts', import.meta.url));
const widgetsTesting = fileURLToPath(new URL('./packages/widgets/src/testing.ts', import.meta.url));

export default defineConfig({
  resolve: {
    // The subpath first: the alias of the bare name would otherwise take '@portal/widgets/testing' too.
    alias: { '@portal/widgets/testing': widgetsTesting, '@portal/widgets': widgetsSource },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'widgets',
          root: 'packages/widgets',
          environment: 'jsdom',
          setupFiles: ['./test/setup.ts'],
          include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
          css: { modules: { classNameStrategy: 'non-scoped' } },
        },
      },
      {
        extends: true,
        test: {
          name: 'api-sim',
          root: 'packages/api-sim',
          environment: 'node',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
        },
      },
      {
        // The pure parts of `npm run bench` (medians, ratios, targets, the table).
        extends: true,
        test: {
          name: 'bench',
          root: 'scripts/bench',
          environment: 'node',
          include: ['**/*.test.mjs'],
        },
      },
      {
        extends: true,
        test: {
          name: 'scripts',
          root: 'scripts',
          environment: 'node',
          include: ['**/*.test.{mjs,ts}'],
        },
      },
      {
        extends: true,
        test: {
          name: 'portal',
          root: 'apps/portal',
          environment: 'jsdom',
          setupFiles: ['../../packages/widgets/test/setup.ts'],
          include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
        },
      },
    ],
  },
});
