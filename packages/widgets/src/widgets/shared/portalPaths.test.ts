// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as portalPaths from './portalPaths';

const source = fileURLToPath(new URL('../..', import.meta.url));

/** Every module of the package's source but the tests, the stories and the API's endpoints (the API's own paths). */
function modulesIn(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'api' ? [] : modulesIn(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe("the portal's paths the widgets link to", () => {
  it('are written in portalPaths.ts alone: every default link and the elements read them there', () => {
    // '/login' was the default of seven widgets and the elements' cross-site notice, each its own copy
    const written = modulesIn(source)
      .filter((file) => !file.endsWith('portalPaths.ts'))
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .flatMap((line, index) =>
            Object.values(portalPaths).some((path) => line.includes(`'${path}'`))
              ? [`${file.slice(source.length)}:${index + 1}: ${line.trim()}`]
              : [],
          ),
      );
    expect(written).toEqual([]);
  });
});
