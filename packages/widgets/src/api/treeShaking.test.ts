// @vitest-environment node
import { join } from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

const src = join(import.meta.dirname, '..');

/** The package's root entry bundled as a host would (tree-shaken, its modules free of side effects) for `imports`. */
async function bundleOf(imports: string): Promise<string> {
  const result = await build({
    stdin: {
      contents: `import { ${imports} } from './index';\nexport const used = [${imports}];\n`,
      resolveDir: src,
      loader: 'ts',
    },
    bundle: true,
    format: 'esm',
    // minified as a host ships it: comments (which name paths) go, string literals stay
    minify: true,
    write: false,
    outdir: '/out',
    packages: 'external',
    loader: { '.css': 'empty', '.module.css': 'empty' },
    logLevel: 'silent',
  });
  return result.outputFiles
    .filter((file) => file.path.endsWith('.js'))
    .map((file) => file.text)
    .join('\n');
}

describe('the endpoint functions', () => {
  it('given a page that imports me and login, bundle no other area’s path, schema or decoder', async () => {
    const code = await bundleOf('createPortalTransport, me, login');
    expect(code).toContain('"/api/me"');
    expect(code).toContain('"/login"');
    for (const absent of [
      '/api/recharge/card',
      '/api/recharge/game',
      '/api/payment-methods',
      '/api/transaction-history',
      '/api/giftpaysys',
      '/api/account-zones',
      '/api/user/',
      '/reset-password',
      '/register',
      // the schemas' own words: a card's service_code, a transaction's list, a gift's share flag, a server's coins
      'service_code',
      'GET /api/transaction-history',
      'shareRequired',
      'extpoint0',
    ]) {
      expect(code, absent).not.toContain(absent);
    }
  });

  it('given a page that imports topupCard, bundles its path and decoder, not the gifts’', async () => {
    const code = await bundleOf('createPortalTransport, topupCard');
    expect(code).toContain('/api/recharge/card');
    expect(code).not.toContain('/api/giftpaysys');
    expect(code).not.toContain('"/api/me"');
  });
});
