/**
 * How the portal's code is cut into files (issue 18). On a phone's slow link each file of a page's first load costs
 * a request of its own, a round trip and a share of the link, so the first load is three files, cut by how often they
 * change:
 * - `react`: the libraries of the first load (React, react-router, swr, clsx...), which change only with their
 *   versions, so a new deployment of the portal's own code leaves this file in the players' caches;
 * - `index`: the rest of the portal's first bundle, whole (every page routes). Left to itself, the bundler splits off
 *   every part that a page loaded on demand also imports (the provider's hooks, the client, the buttons...), though
 *   such a page always comes after the first bundle: each split was one more file on every page;
 * - the bundler's helpers, which Rolldown keeps in a small file of its own (its groups have no hold on them).
 * What is loaded on demand is cut as the bundler would, a file per set of pages that share it (`shared`), except
 * that a part of under `sharedMergeBytes` of source joins its closest neighbour among those files instead of being a
 * request of its own (the modal, the account page's frame and the loading status go together). A part the entries
 * share too has no such neighbour and keeps its file. The embed's small script (embed.js) shares no file with the
 * portal, and the elements it loads are the package's self-contained build, served as they are
 * (vite-plugins/embedElements.ts; scripts/check-budgets.mjs checks both).
 */

/** What the plan reads of the bundler's module graph (Rolldown's ChunkingContext). */
export interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/** The entries the cut is made around, as the bundler's module ids (absolute paths). */
export interface ChunkRoots {
  /** The portal's entry (src/main.tsx). */
  portal: string;
  /** The embed's script (src/embed.ts): shares nothing. */
  embed: string;
}

/** Every module `root` imports statically, itself included (dynamic imports are other files' business). */
export function staticClosure(graph: ModuleGraph, root: string): Set<string> {
  const seen = new Set<string>();
  const stack = [root];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/** Whether a module id is an npm package's (under node_modules). */
const isPackage = (id: string) => /[\\/]node_modules[\\/]/.test(id);

/**
 * The chunk of a module of the portal's first load (Rolldown's `$initial`): `react` for the npm packages, `index` for
 * the portal's own code (the widgets' sources included), else null (the bundler's choice: what the embed's script
 * imports too). `reach(root)`: whether `root` imports the module statically (through the widgets' barrels too, so a
 * yes is no proof of use; the `$initial` tag, made on the imports used, is).
 */
export function initialChunkOf(
  id: string,
  reach: (root: string) => boolean,
  roots: ChunkRoots,
): 'react' | 'index' | null {
  if (reach(roots.embed) || !reach(roots.portal)) return null;
  return isPackage(id) ? 'react' : 'index';
}

/** Below this many bytes (before minifying), a part loaded on demand joins its closest neighbour's file. */
export const sharedMergeBytes = 4000;

/**
 * Rolldown's `output.codeSplitting` for the plan above. The module graph is read once, at the first module the
 * bundler asks about (it is complete by then). `react` is placed first: else `index` would take React along as a
 * dependency of its own modules.
 */
export function chunkGroups(roots: ChunkRoots) {
  let closures: Map<string, Set<string>> | undefined;
  const closuresOf = (graph: ModuleGraph) => {
    if (closures) return closures;
    const all = [roots.portal, roots.embed];
    const missing = all.filter((root) => !graph.getModuleInfo(root));
    if (missing.length > 0)
      throw new Error(`The chunk plan's entries are not in the build: ${missing.join(', ')}.`);
    closures = new Map(all.map((root) => [root, staticClosure(graph, root)]));
    return closures;
  };
  const group = (chunk: 'react' | 'index', priority: number) => ({
    name(id: string, graph: ModuleGraph) {
      const reached = closuresOf(graph);
      return initialChunkOf(id, (root) => reached.get(root)!.has(id), roots) === chunk
        ? chunk
        : null;
    },
    tags: ['$initial' as const],
    priority,
  });
  // Rolldown's entriesAware: the portal's own modules shared by the same pages go to one file, as its automatic cut
  // does; its merge threshold folds the small ones into their closest neighbour.
  const shared = {
    name: 'shared',
    // The packages from npm keep the bundler's own files, named after them (floating-ui.react-<hash>.js).
    test: (id: string) => !isPackage(id),
    minShareCount: 2,
    entriesAware: true,
    entriesAwareMergeThreshold: sharedMergeBytes,
    priority: 0,
  };
  const groups: [ReturnType<typeof group>, ReturnType<typeof group>, typeof shared] = [
    group('react', 2),
    group('index', 1),
    shared,
  ];
  return { groups };
}
