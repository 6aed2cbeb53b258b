import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import { describe, expect, it } from 'vitest';
import { generateApiTypes } from '../../scripts/gen-api-types';

describe('src/api-types.ts', () => {
  it('matches the server OpenAPI document (run `npm run gen:api` when this fails)', async () => {
    const file = path.resolve(import.meta.dirname, '../../src/api-types.ts');
    const options = (await prettier.resolveConfig(file)) ?? {};
    const fresh = await prettier.format(await generateApiTypes(), { ...options, filepath: file });
    expect(readFileSync(file, 'utf8')).toBe(fresh);
  });
});
