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

const react = '/portal/node_modules/react/index.js';
const router = '/portal/node_modules/react-router/dist/index.mjs';
const floating = '/portal/node_modules/@floating-ui/react/dist/index.mjs';
const roots = { portal: 'main', embed: 'embed' };
const graph = graphOf({
  main: ['App', react, 'config', '~Shell'],
  App: [react, 'Button', router],
  Button: [react],
  [react]: [],
  [router]: [react],
  Shell: ['Button', 'Modal', router],
  Modal: [react, floating],
  [floating]: [react],
  config: [],
  embed: ['config', 'afterPaint'],
  afterPaint: [],
});

describe('staticClosure', () => {
  it('follows static imports, not dynamic ones', () => {
    expect([...staticClosure(graph, 'main')].sort()).toEqual(
      [react, router, 'App', 'Button', 'config', 'main'].sort(),
    );
    expect([...staticClosure(graph, 'Shell')].sort()).toEqual(
      [react, router, floating, 'Button', 'Modal', 'Shell'].sort(),
    );
  });
});

describe('initialChunkOf', () => {
  const chunkOf = (id: string) =>
    initialChunkOf(id, (root) => staticClosure(graph, root).has(id), roots);

  it("puts the npm packages of the portal's first load in react, its own code in index", () => {
    expect(chunkOf(react)).toBe('react');
    expect(chunkOf(router)).toBe('react');
    expect(chunkOf('main')).toBe('index');
    expect(chunkOf('Button')).toBe('index');
  });

  it('leaves what loads on demand to the bundler, packages too', () => {
    expect(chunkOf('Modal')).toBeNull();
    expect(chunkOf(floating)).toBeNull();
  });

  it("leaves the embed's code to the bundler, also what the portal imports too", () => {
    expect(chunkOf('afterPaint')).toBeNull();
    expect(chunkOf('config')).toBeNull();
  });
});

describe('chunkGroups', () => {
  const [packages, index] = chunkGroups(roots).groups;

  it('places react first, so that index does not take React along as its dependency', () => {
    expect(packages!.priority).toBeGreaterThan(index!.priority);
    expect(packages!.tags).toEqual(['$initial']);
    expect(index!.tags).toEqual(['$initial']);
    expect(packages!.name(react, graph)).toBe('react');
    expect(index!.name(react, graph)).toBeNull();
    expect(index!.name('App', graph)).toBe('index');
    expect(packages!.name('App', graph)).toBeNull();
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
    expect(() => group!.name(react, graph)).toThrow('gone');
  });
});
