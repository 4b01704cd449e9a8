// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  chunkGroups,
  initialChunkOf,
  sharedMergeBytes,
  staticClosure,
  type ModuleGraph,
} from '../vite-plugins/chunkGroups';

/** A module graph from `{ id: [imports] }`, with `import('x')` written as `~x` (not among the imported ids). */
function graphOf(imports: Record<string, string[]>): ModuleGraph {
  return {
    getModuleInfo(id) {
      const listed = imports[id];
      return listed ? { importedIds: listed.filter((name) => !name.startsWith('~')) } : null;
    },
  };
}

const roots = { portal: 'main', elements: 'elements', embed: 'embed' };
const graph = graphOf({
  main: ['App', 'react', 'afterPaint', '~Shell'],
  App: ['react', 'Button', 'router'],
  Button: ['react'],
  react: [],
  router: ['react'],
  Shell: ['Button', 'Modal', 'router'],
  Modal: ['react'],
  elements: ['react', 'dist'],
  dist: ['react'],
  embed: ['afterPaint'],
  afterPaint: [],
});

describe('staticClosure', () => {
  it('follows static imports, not dynamic ones', () => {
    expect([...staticClosure(graph, 'main')].sort()).toEqual([
      'App',
      'Button',
      'afterPaint',
      'main',
      'react',
      'router',
    ]);
    expect([...staticClosure(graph, 'Shell')].sort()).toEqual([
      'Button',
      'Modal',
      'Shell',
      'react',
      'router',
    ]);
  });
});

describe('initialChunkOf', () => {
  const chunkOf = (id: string) =>
    initialChunkOf((root) => staticClosure(graph, root).has(id), roots);

  it("puts what the portal and the elements both load in react, the portal's own first load in index", () => {
    expect(chunkOf('react')).toBe('react');
    expect(chunkOf('main')).toBe('index');
    expect(chunkOf('Button')).toBe('index');
  });

  it('keeps the router, which every page routes with and the shell loaded on demand imports too, in index', () => {
    expect(chunkOf('router')).toBe('index');
  });

  it("leaves the elements' own code and the embed's to the bundler, also what the portal imports too", () => {
    expect(chunkOf('dist')).toBeNull();
    expect(chunkOf('afterPaint')).toBeNull();
  });
});

describe('chunkGroups', () => {
  const [react, index] = chunkGroups(roots).groups;

  it('places react first, so that index does not take React along as its dependency', () => {
    expect(react!.priority).toBeGreaterThan(index!.priority);
    expect(react!.tags).toEqual(['$initial']);
    expect(index!.tags).toEqual(['$initial']);
    expect(react!.name('react', graph)).toBe('react');
    expect(index!.name('react', graph)).toBeNull();
    expect(index!.name('App', graph)).toBe('index');
    expect(react!.name('App', graph)).toBeNull();
  });

  it("leaves the parts loaded on demand to the bundler's cut by pages, their small ones folded into a neighbour", () => {
    const [, , shared] = chunkGroups(roots).groups;
    expect(shared.priority).toBeLessThan(index!.priority);
    expect(shared).toMatchObject({
      name: 'shared',
      minShareCount: 2,
      entriesAware: true,
      entriesAwareMergeThreshold: sharedMergeBytes,
    });
    expect(shared.test('/work/portal/packages/widgets/src/ui/Modal/Modal.tsx')).toBe(true);
    expect(shared.test('/work/portal/node_modules/@floating-ui/react/dist/index.mjs')).toBe(false);
    expect(shared.test('C:\\portal\\node_modules\\@floating-ui\\react\\index.mjs')).toBe(false);
  });

  it('fails a build without one of its entries', () => {
    const [group] = chunkGroups({ ...roots, embed: 'gone' }).groups;
    expect(() => group!.name('react', graph)).toThrow('gone');
  });
});
