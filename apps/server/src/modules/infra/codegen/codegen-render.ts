/**
 * The generated files: each template in `templates/` (readable files, not strings in code) given
 * the model of codegen-model.ts, at the path a developer of this product would put it. The ids a
 * file must carry (the migration's number, the error code, the menu ids) are chosen from what the
 * product already holds, and a table generated before keeps its own, so generating twice gives
 * the same files.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Eta } from 'eta';
import { ErrorCodes, type CodegenColumn, type CodegenPreview, type CodegenTable } from '@tenon/contracts';
import { codegenModel, type CodegenModel } from './codegen-model.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const templatesDir = path.join(here, 'templates');
const migrationsDir = path.resolve(here, '../../../db/migrations');
const eta = new Eta({ views: templatesDir, autoEscape: false, autoTrim: false, cache: true });

/** Template → the file's path in the repository. */
const FILES: Array<[template: string, pathOf: (m: CodegenModel) => string]> = [
  ['contract.ts', (m) => `packages/contracts/src/${m.table.moduleName}/${m.kebab}.ts`],
  ['schema.ts', (m) => `apps/server/src/modules/${m.table.moduleName}/${m.kebab}/${m.kebab}.schema.ts`],
  ['feature.ts', (m) => `apps/server/src/modules/${m.table.moduleName}/${m.kebab}/${m.kebab}.feature.ts`],
  ['routes.test.ts', (m) => `apps/server/src/modules/${m.table.moduleName}/${m.kebab}/${m.kebab}.routes.test.ts`],
  ['migration.sql', (m) => `apps/server/src/db/migrations/${m.migrationName}`],
  ['page.tsx', (m) => `apps/web/src/pages/${m.table.moduleName}/${m.kebab}/index.tsx`],
  ['page.test.tsx', (m) => `apps/web/src/pages/${m.table.moduleName}/${m.kebab}/index.test.tsx`],
  ['registry.md', (m) => `codegen/${m.table.moduleName}/${m.kebab}/README.md`],
];

/** A migration of this table shipped before keeps its name; otherwise the next number. */
function migrationNameOf(tableName: string): string {
  const files = fs.readdirSync(migrationsDir).filter((f) => /^\d{4}_.*\.sql$/.test(f)).sort();
  const own = files.find((f) => f.slice(5) === `${tableName}.sql`);
  if (own) return own;
  const next = files.length ? Number(files.at(-1)!.slice(0, 4)) + 1 : 0;
  return `${String(next).padStart(4, '0')}_${tableName}.sql`;
}

/** 1001005000 → `1_001_005_000`, as the contracts write codes. */
const codeText = (code: number) => String(code).replace(/\B(?=(\d{3})+(?!\d))/g, '_');

/** The table's not-found code if the contracts declare it; otherwise the first free block of the area's module. */
function errorCodeOf(table: CodegenTable, upper: string): string {
  const entries = Object.entries(ErrorCodes) as Array<[string, { code: number }]>;
  const own = entries.find(([name]) => name === `${upper}_NOT_EXISTS`);
  if (own) return codeText(own[1].code);
  // The area's module: the one its other codes use (infra's 1_001); an unknown area, infra's.
  const sample = entries.find(([name]) => name.startsWith(`${table.moduleName.toUpperCase()}_`))?.[1].code ?? 1_001_000_000;
  const module = Math.floor(sample / 1_000_000);
  const used = new Set(entries.map(([, e]) => e.code).filter((c) => Math.floor(c / 1_000_000) === module).map((c) => Math.floor(c / 1000) % 1000));
  let block = 1;
  while (used.has(block)) block++;
  return codeText(module * 1_000_000 + block * 1000);
}

export interface MenuFacts {
  /** The menu rows there are: a screen generated before keeps its id; a new one takes the next free block of ten. */
  rows: Array<{ id: number; component: string | null; path: string }>;
}

function menuIdOf(m: { moduleName: string; camel: string }, menus: MenuFacts): number {
  // The reference's view path: module and business name as the table settings write them (infra/testDemo/index).
  const component = `${m.moduleName}/${m.camel}/index`;
  const own = menus.rows.find((r) => r.component === component);
  if (own) return own.id;
  const tenon = menus.rows.map((r) => r.id).filter((id) => id >= 2860);
  return (Math.floor(Math.max(2850, ...tenon) / 10) + 1) * 10;
}

function parentMenuOf(table: CodegenTable, menus: MenuFacts): number {
  if (table.parentMenuId) return table.parentMenuId;
  return menus.rows.find((r) => r.path === `/${table.moduleName}`)?.id ?? 0;
}

/** A table's files; a master's sub tables (主子表) go into the master's files. */
export function renderFiles(table: CodegenTable, columns: CodegenColumn[], menus: MenuFacts, subs: Array<{ table: CodegenTable; columns: CodegenColumn[] }> = []): CodegenPreview[] {
  const kebab = table.businessName.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
  const upper = kebab.replace(/-/g, '_').toUpperCase();
  const model = codegenModel(table, columns, {
    migrationName: migrationNameOf(table.tableName),
    errorCode: errorCodeOf(table, upper),
    menuId: menuIdOf({ moduleName: table.moduleName, camel: table.businessName }, menus),
    parentMenuId: parentMenuOf(table, menus),
  }, subs);
  return FILES.map(([template, pathOf]) => ({ filePath: pathOf(model), code: eta.render(`./${template}.eta`, model) }));
}
