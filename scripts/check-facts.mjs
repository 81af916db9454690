#!/usr/bin/env node
/**
 * "Each fact once": fails when a fact the contracts declare is written again in product code.
 * Run by `npm test` beside the lint (`node --import tsx scripts/check-facts.mjs`). It reads the
 * facts from @tenon/contracts itself, then every string literal of the product's source files
 * (apps/server/src, apps/web/src, packages/contracts/src; tests, testing/ folders and migrations
 * are not product), and reports:
 * - a permission string written outside the areas' permissions.ts;
 * - a dictionary type code written outside the areas' dicts.ts;
 * - an export file name (`*.xlsx`) written in more than one file;
 * - in a file that uses a contract resource (`xResource`), a literal equal to that resource's
 *   noun, one of its fields' titles, or a field's own label in the form, the search form or 详细
 *   or its export header (the resource already says it).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import * as contracts from '@tenon/contracts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PRODUCT = ['apps/server/src', 'apps/web/src', 'packages/contracts/src'];
const NOT_PRODUCT = /(\.test\.tsx?$|\/testing\/|\/src\/test\/|\/migrations\/)/;

function* sourceFiles(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (/\.tsx?$/.test(entry.name) && !NOT_PRODUCT.test(full)) yield full;
  }
}

/** Every string literal of a file (plain strings, JSX attribute strings, untemplated templates). */
function literals(file) {
  const text = fs.readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found = [];
  const visit = (node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      // Import paths are no facts.
      if (!ts.isImportDeclaration(node.parent) && !ts.isExportDeclaration(node.parent)) found.push({ value: node.text, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1 });
    } else if (ts.isJsxText(node) && node.text.trim()) found.push({ value: node.text.trim(), line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1 });
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { text, found };
}

const leaves = (object) => (typeof object === 'string' ? [object] : Object.values(object).flatMap(leaves));
const permissions = new Set(leaves(contracts.Permissions));
const dictCodes = new Set(Object.values(contracts.Dicts));
const resources = Object.entries(contracts).filter(([name, value]) => name.endsWith('Resource') && value && typeof value === 'object' && 'fields' in value && 'noun' in value);

/** A field's words: its title, and its own label in the form, the search form and 详细, and its export header. */
const wordsOf = (f) => [f.title, f.form?.label, f.search?.label, f.detail?.label, f.export?.title].filter(Boolean);

const problems = [];
const exportFiles = new Map();
for (const dir of PRODUCT) {
  for (const file of sourceFiles(path.join(root, dir))) {
    const rel = path.relative(root, file);
    const { text, found } = literals(file);
    const declaresPermissions = /\/permissions\.ts$/.test(rel) && rel.startsWith('packages/contracts/');
    const declaresDicts = /\/dicts\.ts$/.test(rel) && rel.startsWith('packages/contracts/');
    const used = resources.filter(([name]) => new RegExp(`\\b${name}\\b`).test(text) && !rel.startsWith('packages/contracts/'));
    for (const { value, line } of found) {
      if (permissions.has(value) && !declaresPermissions) problems.push(`${rel}:${line} permission '${value}' is declared in the contracts' permissions`);
      if (dictCodes.has(value) && !declaresDicts) problems.push(`${rel}:${line} dictionary '${value}' is Dicts.* in the contracts`);
      if (/\.xlsx$/.test(value)) exportFiles.set(value, [...(exportFiles.get(value) ?? []), `${rel}:${line}`]);
      for (const [name, r] of used) {
        const titles = new Set([r.noun, ...Object.values(r.fields).flatMap(wordsOf), ...(r.exportColumns ?? []).flatMap((c) => (typeof c === 'string' ? [] : [c.title]))]);
        if (titles.has(value)) problems.push(`${rel}:${line} '${value}' is ${name}'s (its noun, or a field's title, label or export header)`);
      }
    }
  }
}
for (const [name, places] of exportFiles) if (places.length > 1) problems.push(`export file '${name}' is written ${places.length} times: ${places.join(', ')}`);

for (const p of problems) console.log(`  ✗ ${p}`);
console.log(`facts: ${permissions.size} permissions, ${dictCodes.size} dictionaries, ${resources.length} resources, ${exportFiles.size} export files; ${problems.length} written twice`);
process.exit(problems.length ? 1 : 0);
