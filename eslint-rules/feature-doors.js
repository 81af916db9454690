/**
 * Each server feature has one door: a file in `modules/<area>/<feature>/` may import another
 * feature's `index.ts` only, never its tables (`*.schema.ts`) or its other files. A feature that
 * needs another's rows asks the owner for a function or a service method in the owner's index.ts,
 * so a table has one feature that writes its queries.
 *
 * Option: `{ root }`, the server's source folder (`apps/server/src`). There are no exceptions:
 * the last reaches into other features' tables moved behind their owners' doors in issue 23.
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
        properties: { root: { type: 'string' } },
        additionalProperties: false,
      },
    ],
    messages: {
      table:
        "{{target}} is the {{feature}} feature's table: ask that feature for a function or service method exported by its index.ts instead of querying its table.",
      internal: "{{target}} is inside the {{feature}} feature: import what it offers from modules/{{feature}}/index.ts.",
    },
  },
  create(context) {
    const { root = 'apps/server/src' } = context.options[0] ?? {};
    const rootAbs = path.resolve(context.cwd ?? process.cwd(), root);
    const file = path.relative(rootAbs, context.filename).split(path.sep).join('/');
    const own = featureOf(file);
    if (!own || file.startsWith('..')) return {};

    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path
        .relative(rootAbs, path.resolve(path.dirname(context.filename), source))
        .split(path.sep)
        .join('/');
      const feature = featureOf(target);
      if (!feature || feature === own || target === `modules/${feature}/index.ts`) return;
      context.report({ node, messageId: target.endsWith('.schema.ts') ? 'table' : 'internal', data: { target, feature } });
    };

    return {
      ImportDeclaration: (n) => check(n.source, n.source.value),
      ExportNamedDeclaration: (n) => n.source && check(n.source, n.source.value),
      ExportAllDeclaration: (n) => check(n.source, n.source.value),
      ImportExpression: (n) => n.source.type === 'Literal' && check(n.source, n.source.value),
      TSImportType: (n) => check(n, n.argument?.literal?.value ?? n.argument?.value),
    };
  },
};
