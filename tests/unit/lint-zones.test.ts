import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The real eslint.config.js, run on small fixture texts placed (by filePath) inside src/features.
const eslint = new ESLint({ cwd: process.cwd() });

async function restrictedImports(filePath: string, from: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import { x } from '${from}';\nexport const y = x;\n`, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('feature zones (FEATURE_DEPS allow-list in eslint.config.js)', () => {
  // Loading the config and its plugins takes seconds on a busy machine; do it once, outside the tests.
  beforeAll(() => eslint.calculateConfigForFile('src/features/auth/x.ts'), 60_000);

  it('a feature imports a feature on its allow-list, and its own files', async () => {
    expect(await restrictedImports('src/features/admin/components/x.tsx', '@/features/auth/use-sign-out')).toEqual([]);
    expect(await restrictedImports('src/features/admin/components/x.tsx', '@/features/admin/use-sidebar-open')).toEqual(
      [],
    );
    expect(await restrictedImports('src/features/admin/components/x.tsx', '../api/change-admin-password')).toEqual([]);
  });

  it('fails when a feature imports a feature that is not on its allow-list', async () => {
    const [message] = await restrictedImports('src/features/admin/components/x.tsx', '@/features/reviews/types');
    expect(message).toContain('FEATURE_DEPS');
    expect(await restrictedImports('src/features/reviews/components/x.tsx', '@/features/auth/guards')).toHaveLength(1);
  });

  it('catches a relative import that climbs into another feature', async () => {
    expect(await restrictedImports('src/features/admin/components/x.tsx', '../../reviews/types')).toHaveLength(1);
    expect(await restrictedImports('src/features/admin/x.ts', '../reviews/types')).toHaveLength(1);
  });

  it('a feature not in the table yet imports no other feature', async () => {
    expect(await restrictedImports('src/features/new-feature/components/x.tsx', '@/features/auth/guards')).toHaveLength(
      1,
    );
    expect(await restrictedImports('src/features/new-feature/components/x.tsx', '../api/x')).toEqual([]);
  });

  it('shared code never imports a feature, and no client code imports the server', async () => {
    expect(await restrictedImports('src/lib/x.ts', '../features/auth/guards')).toHaveLength(1);
    expect(await restrictedImports('src/components/x.tsx', '@/features/auth/guards')).toHaveLength(1);
    expect(await restrictedImports('src/features/auth/x.ts', '@/server/db/schema')).toHaveLength(1);
  });
});
