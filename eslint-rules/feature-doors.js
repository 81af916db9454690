/**
 * Each server feature has one door: a file in `modules/<area>/<feature>/` may import another
 * feature's `index.ts` only, never its tables (`*.schema.ts`) or its other files. A feature that
 * needs another's rows asks the owner for a function or a service method in the owner's index.ts,
 * so a table has one feature that writes its queries.
 *
 * Options: `{ root, pending }`. `root` is the server's source folder (`apps/server/src`);
 * `pending` maps an importing file (relative to root) to the other features' files it still
 * imports (the reaches left to move behind a door: the list only ever shrinks, and an entry that
 * is no longer needed is reported so it goes).
 */
import path from 'node:path';

const featureOf = (rel) => {
  const parts = rel.split('/');
  return parts[0] === 'modules' && parts.length >= 4 ? `${parts[1]}/${parts[2]}` : null;
};

export default {
  meta: {
    type: 'problem',
    docs: { description: "imports of another server feature's files other than its index.ts" },
    schema: [
      {
        type: 'object',
        properties: { root: { type: 'string' }, pending: { type: 'object' } },
        additionalProperties: false,
      },
    ],
    messages: {
      table:
        "{{target}} is the {{feature}} feature's table: ask that feature for a function or service method exported by its index.ts instead of querying its table.",
      internal: "{{target}} is inside the {{feature}} feature: import what it offers from modules/{{feature}}/index.ts.",
      stalePending: 'The pending list lets {{file}} import {{target}}, which it no longer does: remove the entry.',
    },
  },
  create(context) {
    const { root = 'apps/server/src', pending = {} } = context.options[0] ?? {};
    const rootAbs = path.resolve(context.cwd ?? process.cwd(), root);
    const file = path.relative(rootAbs, context.filename).split(path.sep).join('/');
    const own = featureOf(file);
    if (!own || file.startsWith('..')) return {};
    const allowed = new Set(pending[file] ?? []);
    const used = new Set();

    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path
        .relative(rootAbs, path.resolve(path.dirname(context.filename), source))
        .split(path.sep)
        .join('/');
      const feature = featureOf(target);
      if (!feature || feature === own || target === `modules/${feature}/index.ts`) return;
      if (allowed.has(target)) {
        used.add(target);
        return;
      }
      context.report({ node, messageId: target.endsWith('.schema.ts') ? 'table' : 'internal', data: { target, feature } });
    };

    return {
      ImportDeclaration: (n) => check(n.source, n.source.value),
      ExportNamedDeclaration: (n) => n.source && check(n.source, n.source.value),
      ExportAllDeclaration: (n) => check(n.source, n.source.value),
      ImportExpression: (n) => n.source.type === 'Literal' && check(n.source, n.source.value),
      TSImportType: (n) => check(n, n.argument?.literal?.value ?? n.argument?.value),
      'Program:exit': (program) => {
        for (const target of allowed) if (!used.has(target)) context.report({ node: program, messageId: 'stalePending', data: { file, target } });
      },
    };
  },
};
