// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as widgetDefaults from '../../../packages/widgets/src/widgets/shared/portalPaths';
import { paths, paymentMethodPaths, segmentOf } from '../src/routing/paths';
import { patternOf } from '../src/routing/routeTable';
import { routes } from '../src/routing/routes';

const source = fileURLToPath(new URL('../src', import.meta.url));

/** The portal's modules but its tests and stories. */
function modulesIn(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return modulesIn(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const every = [...Object.values(paths), ...Object.values(paymentMethodPaths)];

describe('paths.ts, the one place a path is written', () => {
  it.each(every)('%s is a page of the route table', (path) => {
    expect(patternOf(routes, path)).toBe(path);
  });

  it('writes a route object below its parent without the parent', () => {
    expect(segmentOf(paths.login)).toBe('login');
    expect(segmentOf(paymentMethodPaths.card, paths.payment)).toBe('card');
  });

  it('is the only module that writes one of them as a string: links, redirects and full loads read it', () => {
    // '/login' was written in eight places besides the table, and the table was its own ninth ('/' alone is too
    // common a string to look for: a link to it is)
    const written = modulesIn(source)
      .filter((file) => !file.endsWith(join('routing', 'paths.ts')))
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .flatMap((line, index) =>
            /\bto=["']\/["']/.test(line) ||
            every.some(
              (path) => path !== '/' && (line.includes(`'${path}'`) || line.includes(`"${path}"`)),
            )
              ? [`${file.slice(source.length)}:${index + 1}: ${line.trim()}`]
              : [],
          ),
      );
    expect(written).toEqual([]);
  });

  it("is where the widgets' default links go: the portal passes none of its own", () => {
    expect({ ...widgetDefaults }).toEqual({
      portalLoginPath: paths.login,
      portalRegisterPath: paths.register,
      portalRecoveryPath: paths.recovery,
      portalForgotPasswordPath: paths.forgotPassword,
      portalPhoneResetPath: paths.phoneReset,
      portalForgotUsernamePath: paths.forgotUsername,
      portalTopupPath: paymentMethodPaths.card,
    });
  });
});
