import { createRequire } from 'node:module';
import path from 'node:path';

/** The standalone Scalar bundle from node_modules, served by us so /api/docs works offline. */
export function scalarScriptPath(): string {
  const require = createRequire(import.meta.url);
  // The package's exports map hides package.json; locate the package root from its main entry.
  const entry = require.resolve('@scalar/api-reference');
  const marker = `${path.sep}@scalar${path.sep}api-reference${path.sep}`;
  const root = entry.slice(0, entry.lastIndexOf(marker) + marker.length);
  return path.join(root, 'dist/browser/standalone.js');
}
