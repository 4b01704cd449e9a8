import { type ComponentType, lazy, type LazyExoticComponent } from 'react';

/** A module loaded on demand, once: `load` starts (or joins) the import, `loaded` is the module once there. */
export interface LazyModule<M> {
  load: () => Promise<M>;
  loaded: () => M | undefined;
  /** Its file from the portal's root (`src/pages/MoneyPages.tsx`): its key in Vite's manifest, for preloading. */
  source: string;
}

/**
 * Wraps a dynamic `import()` of `source`: one request at a time, remembered once it succeeds (a failure may retry).
 */
export function lazyModule<M>(source: string, importer: () => Promise<M>): LazyModule<M> {
  let module: M | undefined;
  let pending: Promise<M> | undefined;
  return {
    source,
    load() {
      pending ??= importer().then(
        (value) => (module = value),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    loaded: () => module,
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
type AnyComponent = ComponentType<any>;

/**
 * The component `name` of `module`, rendered on demand (React.lazy). When the module is already
 * loaded (awaited before hydrating a pre-rendered page, or at build time), the first render has it
 * at once instead of suspending, so it matches the pre-rendered HTML and never shows the fallback.
 */
export function lazyExport<M extends Record<K, AnyComponent>, K extends keyof M>(
  module: LazyModule<M>,
  name: K,
): LazyExoticComponent<M[K]> {
  type Loaded = { default: M[K] };
  const pick = (value: M): Loaded => ({ default: value[name] });
  return lazy(() => {
    const value = module.loaded();
    if (value === undefined) return module.load().then(pick);
    // A thenable that settles synchronously: React's lazy reads it in the same render.
    const settled = { then: (resolve: (loaded: Loaded) => void) => resolve(pick(value)) };
    return settled as unknown as Promise<Loaded>;
  });
}
