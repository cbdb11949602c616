import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cruise, type IForbiddenRuleType } from 'dependency-cruiser';
import { afterAll, describe, expect, it } from 'vitest';

const rules: { forbidden: IForbiddenRuleType[] } = createRequire(import.meta.url)(
  '../../.dependency-cruiser.cjs',
);

/** A throwaway tree shaped like the workspace, with one import of each kind. */
const root = mkdtempSync(path.join(tmpdir(), 'import-rules-'));
const files: Record<string, string> = {
  'packages/web/src/features/a/x.ts': 'export const x = 1;\n',
  'packages/web/src/features/a/uses-lib.ts':
    "import { ok } from '../../lib/ok';\nexport const y = ok;\n",
  'packages/web/src/features/b/y.ts': "import { x } from '../a/x';\nexport const y = x;\n",
  'packages/web/src/lib/ok.ts': 'export const ok = 1;\n',
  'packages/web/src/lib/probe.ts': "import { x } from '../features/a/x';\nexport const p = x;\n",
  'packages/web/src/app/routes.ts': "import { x } from '../features/a/x';\nexport const r = x;\n",
  'packages/voice/src/index.ts': "export { z } from './domain/z';\n",
  'packages/voice/src/domain/z.ts':
    "import { h } from '../thing.test-helper';\nexport const z = h;\n",
  'packages/voice/src/thing.test-helper.ts': 'export const h = 1;\n',
  'packages/voice/src/thing.test.ts':
    "import { h } from './thing.test-helper';\nexport const t = h;\n",
  'packages/api/src/deep.ts':
    "import { z } from '../../voice/src/domain/z';\nexport const d = z;\n",
  'packages/api/src/entry.ts': "import { z } from '../../voice/src/index';\nexport const e = z;\n",
  'scripts/tool.ts': "import { z } from '../packages/voice/src/domain/z';\nexport const s = z;\n",
};
for (const [file, text] of Object.entries(files)) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
}
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the import rules of pnpm lint (.dependency-cruiser.cjs)', () => {
  it('when code imports the wrong way, then each import is refused by its rule, and only those', async () => {
    const cwd = process.cwd();
    process.chdir(root);
    try {
      const result = await cruise(['packages', 'scripts'], {
        validate: true,
        ruleSet: { forbidden: rules.forbidden },
      });
      if (typeof result.output === 'string') throw new Error('expected a cruise result');
      const found = result.output.summary.violations
        .map((v) => `${v.rule.name}: ${v.from} → ${v.to}`)
        .sort();
      expect(found).toEqual(
        [
          'package-deep-import: packages/api/src/deep.ts → packages/voice/src/domain/z.ts',
          'script-deep-import: scripts/tool.ts → packages/voice/src/domain/z.ts',
          'source-imports-test-code: packages/voice/src/domain/z.ts → packages/voice/src/thing.test-helper.ts',
          'web-feature-imports-feature: packages/web/src/features/b/y.ts → packages/web/src/features/a/x.ts',
          'web-shared-imports-feature: packages/web/src/lib/probe.ts → packages/web/src/features/a/x.ts',
        ].sort(),
      );
    } finally {
      process.chdir(cwd);
    }
  });
});
