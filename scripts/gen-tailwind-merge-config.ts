import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';
import { tailwindClassVocabulary } from './tailwind-class-vocabulary';

/**
 * Writes src/lib/tailwind-merge-config.ts: tailwind-merge's default config with only the class
 * groups the app's sources use (issue 22: the full config is 8 KB gz of the first page's
 * JavaScript). tests/unit/tailwind-merge-config.test.ts fails when a class of another group is
 * written in src; run `npm run gen:tailwind-merge` then (and after upgrading tailwind-merge).
 */
const target = path.resolve(import.meta.dirname, '../src/lib/tailwind-merge-config.ts');
const libFile = fileURLToPath(import.meta.resolve('tailwind-merge'));
const lib = readFileSync(libFile, 'utf8');
const { version } = JSON.parse(readFileSync(path.resolve(path.dirname(libFile), '../package.json'), 'utf8')) as {
  version: string;
};

// The library's own class-to-group lookup, which it does not export.
interface ClassGroupUtils {
  getClassGroupId(className: string): string | undefined;
}
interface Internals {
  createClassGroupUtils(config: unknown): ClassGroupUtils;
  getDefaultConfig(): unknown;
}
const scratch = mkdtempSync(path.join(tmpdir(), 'tw-merge-'));
const internalsFile = path.join(scratch, 'internals.mjs');
writeFileSync(internalsFile, `${lib}\nexport { createClassGroupUtils };\n`);
const internals = (await import(pathToFileURL(internalsFile).href)) as Internals;
rmSync(scratch, { recursive: true });

const { getClassGroupId } = internals.createClassGroupUtils(internals.getDefaultConfig());
const used = new Set<string>();
for (const word of tailwindClassVocabulary()) {
  // A colour's opacity (`/90`) is looked up without it; a font size's line height (`/6`) both ways.
  for (const candidate of [word, word.replace(/\/[^/]*$/, '')]) {
    const group = getClassGroupId(candidate);
    if (group) used.add(group);
  }
}

// The default config's source, with the unused groups taken out of its group lists.
const source = ts.createSourceFile(libFile, lib, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
let config: ts.ArrowFunction | undefined;
source.forEachChild((node) => {
  if (!ts.isVariableStatement(node)) return;
  const decl = node.declarationList.declarations[0];
  if (decl && ts.isIdentifier(decl.name) && decl.name.text === 'getDefaultConfig' && decl.initializer) {
    config = decl.initializer as ts.ArrowFunction;
  }
});
if (!config || !ts.isBlock(config.body)) throw new Error('getDefaultConfig not found in tailwind-merge');
const returned = config.body.statements.find(ts.isReturnStatement)?.expression;
if (!returned || !ts.isObjectLiteralExpression(returned)) throw new Error('getDefaultConfig returns no object');

const text = (node: ts.Node) => node.getText(source);
const keyOf = (p: ts.ObjectLiteralElementLike) =>
  p.name && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) ? p.name.text : '';
const objectProperty = (name: string) => {
  const property = returned.properties.find((p) => keyOf(p) === name);
  if (!property || !ts.isPropertyAssignment(property)) throw new Error(`${name} not found in the default config`);
  return property.initializer;
};
const usedStrings = (list: ts.Expression) =>
  (list as ts.ArrayLiteralExpression).elements.filter((e) => ts.isStringLiteral(e) && used.has(e.text)).map(text);

const replacements: [ts.Node, string][] = [];
const classGroups = objectProperty('classGroups') as ts.ObjectLiteralExpression;
replacements.push([
  classGroups,
  `{\n${classGroups.properties
    .filter((p) => used.has(keyOf(p)))
    .map(text)
    .join(',\n')}\n}`,
]);
for (const name of ['conflictingClassGroups', 'conflictingClassGroupModifiers']) {
  const groups = objectProperty(name) as ts.ObjectLiteralExpression;
  const kept = groups.properties.flatMap((p) => {
    if (!used.has(keyOf(p)) || !ts.isPropertyAssignment(p)) return [];
    const conflicts = usedStrings(p.initializer);
    return conflicts.length ? [`${text(p.name)}: [${conflicts.join(', ')}]`] : [];
  });
  replacements.push([groups, `{\n${kept.join(',\n')}\n}`]);
}
const postfix = objectProperty('postfixLookupClassGroups');
replacements.push([postfix, `[${usedStrings(postfix).join(', ')}]`]);

let configObject = text(returned);
const objectStart = returned.getStart(source);
for (const [node, replacement] of replacements.sort((a, b) => b[0].getStart(source) - a[0].getStart(source))) {
  configObject =
    configObject.slice(0, node.getStart(source) - objectStart) +
    replacement +
    configObject.slice(node.getEnd() - objectStart);
}
// The theme getters and scale helpers the kept groups still call (helpers call each other).
const helpers = config.body.statements.filter(ts.isVariableStatement).map((statement) => ({
  name: text(statement.declarationList.declarations[0]!.name),
  code: text(statement),
}));
let kept = helpers;
for (let changed = true; changed;) {
  const uses = [configObject, ...kept.map((h) => h.code.replace(/^const \w+ =/, ''))].join('\n');
  const next = kept.filter((h) => new RegExp(`\\b${h.name}\\b`).test(uses));
  changed = next.length !== kept.length;
  kept = next;
}
const body = `() => {\n${kept.map((h) => h.code).join('\n')}\nreturn ${configObject};\n}`;

const validatorNames = [...new Set(body.match(/\bis[A-Z]\w*/g))].sort();
writeFileSync(
  target,
  `// Generated by scripts/gen-tailwind-merge-config.ts (\`npm run gen:tailwind-merge\`): do not edit.
// tailwind-merge ${version}'s default config (MIT License, Copyright (c) 2021 Dany Castillo), keeping
// only the ${used.size} class groups the app's sources use, in their original order, so every class
// the app writes merges exactly as with the full config (tests/unit/tailwind-merge-config.test.ts).
import { fromTheme, validators } from 'tailwind-merge';
import type { Config } from 'tailwind-merge';

const { ${validatorNames.join(', ')} } = validators;

export const getTailwindMergeConfig = (${body.replace(/^\(\)/, '): Config<string, string>')};
`,
);
execFileSync(path.resolve(import.meta.dirname, '../node_modules/.bin/prettier'), ['--write', target], {
  stdio: 'ignore',
});
process.stdout.write(`wrote ${path.relative(process.cwd(), target)}: ${used.size} class groups\n`);
