// node docs/check-links.mjs README.md docs/*.md
// Checks every relative markdown link `](path)` / `](path#anchor)` / `](#anchor)` in the given files:
// the file must exist and, for an anchor into a markdown file, a heading with that GitHub slug.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

const slug = (heading) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/`/g, '')
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

function anchorsOf(file) {
  const seen = new Map();
  const anchors = new Set();
  let fenced = false;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    const m = !fenced && /^#{1,6}\s+(.*)$/.exec(line);
    if (!m) continue;
    const base = slug(m[1]);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    anchors.add(n ? `${base}-${n}` : base);
  }
  return anchors;
}

let bad = 0;
let checked = 0;
for (const file of process.argv.slice(2)) {
  let fenced = false;
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((line, i) => {
      if (line.startsWith('```')) fenced = !fenced;
      if (fenced) return;
      for (const m of line.replace(/`[^`]*`/g, '').matchAll(/\]\(([^)\s]+)\)/g)) {
        const target = m[1];
        if (/^[a-z]+:/i.test(target)) continue; // http:, https:, mailto:
        checked++;
        const [path, anchor] = target.split('#');
        const dest = path ? resolve(dirname(file), decodeURIComponent(path)) : resolve(file);
        const where = `${file}:${i + 1}: ${target}`;
        if (!existsSync(dest)) {
          console.log(`missing file  ${where}`);
          bad++;
        } else if (anchor !== undefined) {
          if (statSync(dest).isDirectory() || !dest.endsWith('.md')) {
            console.log(`anchor into a non-markdown target  ${where}`);
            bad++;
          } else if (!anchorsOf(dest).has(decodeURIComponent(anchor))) {
            console.log(`missing anchor  ${where}`);
            bad++;
          }
        }
      }
    });
}
console.log(`${checked} relative links checked, ${bad} broken`);
process.exit(bad ? 1 : 0);
