import { dirname, relative, resolve, sep } from 'node:path';

/**
 * `import-boundaries`: refuses a relative import whose target lies in a folder the importing file
 * may not reach. The specifier is resolved against the importing file's folder, so `../x/api` and
 * `../../features/x/api` are judged by where they point, not by how they are spelled.
 *
 * Options: { root, zones: [{ target, from, except?, message }] }, folders relative to `root`: a file
 * inside `target` may not import from `from` (a folder or a list of folders), unless the import
 * lies inside one of `except` (relative to `from` when it starts with `./`).
 */
const inside = (path, folder) => path === folder || path.startsWith(folder + sep);

export const importBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps imports inside the folders a file may reach' },
    schema: [
      {
        type: 'object',
        properties: { root: { type: 'string' }, zones: { type: 'array' } },
        required: ['root', 'zones'],
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const { root, zones } = context.options[0];
    const file = context.filename;
    const mine = zones
      .filter((zone) => inside(file, resolve(root, zone.target)))
      .map((zone) => {
        const froms = [zone.from].flat().map((f) => resolve(root, f));
        const excepts = (zone.except ?? []).flatMap((e) =>
          froms.map((from) => (e.startsWith('./') ? resolve(from, e) : resolve(root, e))),
        );
        return { froms, excepts, message: zone.message };
      });
    if (mine.length === 0) return {};

    function check(node, source) {
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const target = resolve(dirname(file), source.value);
      for (const zone of mine) {
        if (zone.froms.some((from) => inside(target, from)) && !zone.excepts.some((e) => inside(target, e))) {
          context.report({ node: source, message: `${zone.message} (${relative(root, target)})` });
          return;
        }
      }
    }
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    };
  },
};

export default { rules: { 'import-boundaries': importBoundaries } };
