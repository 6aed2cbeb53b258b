import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { generateApiTypes } from './gen-api-types';

const target = path.resolve(import.meta.dirname, '../src/api-types.ts');
writeFileSync(target, await generateApiTypes());
// Keep the committed file in Prettier's shape so the staleness test compares like with like.
execFileSync(path.resolve(import.meta.dirname, '../node_modules/.bin/prettier'), ['--write', target], {
  stdio: 'ignore',
});
process.stdout.write(`wrote ${path.relative(process.cwd(), target)}\n`);
