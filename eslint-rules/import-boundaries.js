import { dirname, relative, resolve, sep } from 'node:path';

/**
 * `import-boundaries`: refuses a relative import whose target lies in a folder the importing file
 * may not reach. The specifier is resolved against the importing file's folder, so `../x/api` and
 * `../../features/x/api` are judged by where they point, not by how they are spelled.
 *
 * Options: { root, zones: [{ target, from, except?, index?, message }] }, paths relative to `root`: a
 * file inside `target` (a folder or a file, or a list of them) may not import from `from` (a folder
 * or a list of folders), unless the import lies inside one of `except` (relative to `from` when it
 * starts with `./`), or, with `index: true`, names one of `from`'s folders itself or that folder's
 * index file (`../timetable`, `../../features/polls/index`): the folder's public face.
 */
const inside = (path, folder) => path === folder || path.startsWith(folder + sep);

/** Whether `target` is a folder directly inside `from`, or that folder's index file. */
function isIndexOf(target, from) {
  const parts = relative(from, target).split(sep);
  if (parts.length === 1) return parts[0] !== '' && parts[0] !== '..';
  return parts.length === 2 && /^index(\.[cm]?[jt]sx?)?$/.test(parts[1]);
}

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
      .filter((zone) => [zone.target].flat().some((target) => inside(file, resolve(root, target))))
      .map((zone) => {
        const froms = [zone.from].flat().map((f) => resolve(root, f));
        const excepts = (zone.except ?? []).flatMap((e) =>
          froms.map((from) => (e.startsWith('./') ? resolve(from, e) : resolve(root, e))),
        );
        return { froms, excepts, index: zone.index === true, message: zone.message };
      });
    if (mine.length === 0) return {};

    function check(node, source) {
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const target = resolve(dirname(file), source.value);
      for (const zone of mine) {
        const into = zone.froms.find((from) => inside(target, from));
        if (into && !zone.excepts.some((e) => inside(target, e)) && !(zone.index && isIndexOf(target, into))) {
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

/**
 * The same rule under a second name, for the server's module boundaries: ESLint keeps one set of
 * options per rule name and file, and those zones hold for every server file while the queries
 * zone (`import-boundaries`) leaves the data-access files out.
 */
export default { rules: { 'import-boundaries': importBoundaries, 'module-boundaries': importBoundaries } };
