import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const widgetsSource = fileURLToPath(new URL('./packages/widgets/src/index.ts', import.meta.url));
const widgetsTesting = fileURLToPath(new URL('./packages/widgets/src/testing.ts', import.meta.url));
// The built package's stylesheets, which code written as a host writes it imports (the README's quickstart).
const builtStylesheet = fileURLToPath(
  new URL('./packages/widgets/test/builtStylesheet.css', import.meta.url),
);

export default defineConfig({
  resolve: {
    // The subpaths first: the alias of the bare name would otherwise take '@portal/widgets/testing' too.
    alias: [
      { find: /^@portal\/widgets\/(styles|fonts)\.css$/, replacement: builtStylesheet },
      { find: '@portal/widgets/testing', replacement: widgetsTesting },
      { find: '@portal/widgets', replacement: widgetsSource },
    ],
  },
  test: {
    // Every core: on 2 cores vitest's default (cores - 1) runs one file at a time while the main process idles.
    maxWorkers: '100%',
    // A ceiling, not a wait: a test ends when what it waits for happens; on a busy machine that can take a while.
    testTimeout: 30_000,
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
