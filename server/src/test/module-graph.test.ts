import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The server's modules depend on each other without a cycle: the graph of which module imports
 * which, read from the import statements of their files (tests left out: a test may set up
 * another module's data through it), has no loop. ESLint keeps each import to a module's index.ts
 * (eslint.config.js); this keeps the modules in layers.
 */
const modulesDir = resolve(dirname(fileURLToPath(import.meta.url)), '../modules');

/** An edge of the graph: `from` imports `to`, first seen in `file` (for the message). */
type Graph = Map<string, Map<string, string>>;

function filesOf(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesOf(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The module a path (a module's folder, its index or another file of it) lies in, if it lies in one. */
function moduleOf(path: string): string | undefined {
  const inside = relative(modulesDir, path);
  if (inside === '' || inside.startsWith('..')) return undefined;
  return inside.split(sep)[0];
}

function moduleGraph(): Graph {
  const graph: Graph = new Map();
  for (const name of readdirSync(modulesDir, { withFileTypes: true }).filter((e) => e.isDirectory())) {
    const edges = new Map<string, string>();
    graph.set(name.name, edges);
    for (const file of filesOf(join(modulesDir, name.name))) {
      const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
      for (const { fileName } of importedFiles) {
        if (!fileName.startsWith('.')) continue;
        const target = moduleOf(resolve(dirname(file), fileName));
        if (target && target !== name.name && !edges.has(target))
          edges.set(target, `${relative(modulesDir, file)} imports '${fileName}'`);
      }
    }
  }
  return graph;
}

/** A cycle of the graph as its modules, the first one repeated at the end; undefined when there is none. */
function findCycle(graph: Graph): string[] | undefined {
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (node: string): string[] | undefined => {
    const at = path.indexOf(node);
    if (at >= 0) return [...path.slice(at), node];
    if (done.has(node)) return undefined;
    path.push(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    done.add(node);
    return undefined;
  };
  for (const node of graph.keys()) {
    const cycle = visit(node);
    if (cycle) return cycle;
  }
  return undefined;
}

/** A cycle as the message says it: each step with the import that makes it. */
function describeCycle(graph: Graph, cycle: readonly string[]): string {
  return cycle
    .slice(1)
    .map((to, i) => `${cycle[i]} → ${to} (${graph.get(cycle[i]!)?.get(to)})`)
    .join('\n');
}

describe('the server modules', () => {
  const graph = moduleGraph();

  it('each have an index.ts, their public face', () => {
    expect([...graph.keys()].filter((name) => !existsSync(join(modulesDir, name, 'index.ts')))).toEqual([]);
  });

  it('depend on each other without a cycle', () => {
    // It reads imports of a module's index.ts, as they are written now: the import runs the timetable's.
    expect(graph.get('imports')?.has('timetable')).toBe(true);
    const cycle = findCycle(graph);
    expect(cycle && `a cycle of modules:\n${describeCycle(graph, cycle)}`).toBeUndefined();
  });

  it('(the check itself) finds and names a cycle', () => {
    const looped: Graph = new Map([
      ['imports', new Map([['timetable', "imports/service.ts imports '../timetable'"]])],
      ['timetable', new Map([['university', "timetable/routes.ts imports '../university'"]])],
      ['university', new Map([['timetable', "university/settings.ts imports '../timetable'"]])],
      ['wifi', new Map()],
    ]);
    const cycle = findCycle(looped);
    expect(cycle).toEqual(['timetable', 'university', 'timetable']);
    expect(describeCycle(looped, cycle!)).toBe(
      "timetable → university (timetable/routes.ts imports '../university')\n" +
        "university → timetable (university/settings.ts imports '../timetable')",
    );
    expect(findCycle(new Map([['wifi', new Map([['university', '']])]]))).toBeUndefined();
  });
});
