import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// Run under jsdom like the rest of the project, where import.meta.url is not a file URL.
const repoRoot = `${resolve(import.meta.dirname, '../../..')}/`;
let eslint: ESLint;

/** The rules ESLint reports for `code` as if it were the file at `path` (relative to the repository). */
async function rulesBroken(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${repoRoot}${path}` });
  return (result?.messages ?? []).map((message) => message.ruleId ?? 'parse error');
}

const restricted = '@typescript-eslint/no-restricted-imports';

beforeAll(() => {
  eslint = new ESLint({ cwd: repoRoot });
});

describe('the layers of @portal/widgets (imports go downward only)', () => {
  it.each([
    ['api', "import { useUser } from '../provider';\nexport const x = useUser;\n"],
    ['api', "import { Button } from '../ui';\nexport const x = Button;\n"],
    ['api', "import { LoginForm } from '../widgets/LoginForm';\nexport const x = LoginForm;\n"],
    ['api', "import { viVN } from '../i18n';\nexport const x = viVN;\n"],
    ['provider', "import { Button } from '../ui';\nexport const x = Button;\n"],
    [
      'provider',
      "import { LoginForm } from '../widgets/LoginForm';\nexport const x = LoginForm;\n",
    ],
    ['ui', "import { LoginForm } from '../widgets/LoginForm';\nexport const x = LoginForm;\n"],
  ])(
    'lint refuses an upward import in %s/: %s',
    async (folder, code) => {
      expect(await rulesBroken(`packages/widgets/src/${folder}/upward.ts`, code)).toContain(
        restricted,
      );
    },
    30_000,
  );

  it.each([
    ['widgets/LoginForm', "import { useUser } from '../../provider';\nexport const x = useUser;\n"],
    ['ui', "import { useTranslate } from '../provider';\nexport const x = useTranslate;\n"],
    ['api', "import type { MessageKey } from '../i18n';\nexport type X = MessageKey;\n"],
  ])(
    'lets %s/ import downward: %s',
    async (folder, code) => {
      expect(await rulesBroken(`packages/widgets/src/${folder}/downward.ts`, code)).toEqual([]);
    },
    30_000,
  );

  it("keeps the library on swr's public API: its internals are refused", async () => {
    const code =
      "import { SWRGlobalState } from 'swr/_internal';\nexport const x = SWRGlobalState;\n";
    expect(await rulesBroken('packages/widgets/src/provider/data/cacheLife.ts', code)).toContain(
      restricted,
    );
    const used = "import { useSWRConfig } from 'swr';\nexport const x = useSWRConfig;\n";
    expect(await rulesBroken('packages/widgets/src/provider/data/cacheLife.ts', used)).toEqual([]);
  }, 30_000);

  it('keeps the simulator out of the library, except in tests', async () => {
    const code =
      "import { createSimulator } from '@portal/api-sim';\nexport const x = createSimulator;\n";
    expect(await rulesBroken('packages/widgets/src/provider/sim.ts', code)).toContain(restricted);
    expect(await rulesBroken('packages/widgets/src/provider/sim.test.ts', code)).toEqual([]);
  }, 30_000);
});
