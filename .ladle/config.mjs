/** Ladle: every story of @portal/widgets, with a vite config of its own (see TOOLCHAIN.md). */
export default {
  stories: 'packages/widgets/src/**/*.stories.tsx',
  viteConfig: '.ladle/vite.config.mjs',
  outDir: 'build/ladle',
  addons: {
    theme: { enabled: false },
    // Ladle stubs msw out unless this is on; our worker (simulatorWorker.ts) is Ladle's worker too,
    // so a story's own `msw` handlers are added in front of the simulator.
    msw: { enabled: true },
    width: { enabled: true, defaultState: 0, options: { phone: 360, tablet: 768, desktop: 1280 } },
  },
};
