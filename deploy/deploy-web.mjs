#!/usr/bin/env node
// Puts a new build of the web app (web/dist) into the folder nginx serves (deploy/nginx.conf's
// root) so that no open tab gets a blank page:
//   node deploy/deploy-web.mjs web/dist /srv/portal/web [--keep-hours 24]
// 1. the new build's files under assets/ are added beside the old ones (never removed at once: a
//    tab opened before the deploy still loads its lazily loaded screens from them);
// 2. its other files, index.html and then the service worker (sw.js) last, replace the old ones, each by
//    a rename (never half-written);
// 3. the assets of an earlier build are deleted once a later one has been served for --keep-hours
//    (24); a tab older than that reloads with «Доступна новая версия портала».
// The builds' lists are kept in <folder>/.deploys/ (nginx serves no dotfile). Run it as the user
// that owns the folder; nginx needs no reload.
import {
  copyFileSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const ASSETS = 'assets';
const DEPLOYS = '.deploys';

/** The files under `dir`, as paths relative to it (dotfiles left out). */
function filesUnder(dir) {
  if (!statSync(dir, { throwIfNoEntry: false })?.isDirectory()) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .filter((path) => !path.split('/').some((part) => part.startsWith('.')));
}

/** Copies `from` to `to` through a temporary name beside it: a reader sees the old file or the new one. */
function putFile(from, to) {
  mkdirSync(dirname(to), { recursive: true });
  const temporary = join(dirname(to), `.${process.pid}.tmp`);
  copyFileSync(from, temporary);
  renameSync(temporary, to);
}

/**
 * Index pages last but for the service worker, each after its compressed copies: a browser that finds the new
 * worker (sw.js) precaches the new index.html, not the old one.
 */
const LAST = ['index.html', 'sw.js'];
const order = (path) => {
  const at = LAST.findIndex((name) => path === name || path.startsWith(`${name}.`));
  return at < 0 ? 0 : 2 * at + (path === LAST[at] ? 2 : 1);
};

/**
 * Deploys `source` (a built web app) into `target`; answers what it added and deleted. `now` and
 * `keepHours` are the clock and the time an old build's assets stay after a later build came.
 */
export function deployWeb(source, target, { keepHours = 24, now = Date.now() } = {}) {
  const built = filesUnder(source);
  if (!built.includes('index.html')) throw new Error(`${source}: no index.html, not a built web app`);
  const builtAssets = built.filter((path) => path.startsWith(`${ASSETS}/`));

  // This build's list first: a deploy that stops half-way leaves its files accounted for.
  const deploys = join(target, DEPLOYS);
  mkdirSync(deploys, { recursive: true });
  writeFileSync(join(deploys, `${now}.json`), JSON.stringify({ deployed_at: new Date(now), assets: builtAssets }));

  const before = new Set(filesUnder(target));
  for (const path of builtAssets) putFile(join(source, path), join(target, path));
  const others = built.filter((path) => !path.startsWith(`${ASSETS}/`)).sort((a, b) => order(a) - order(b));
  for (const path of others) putFile(join(source, path), join(target, path));

  const deleted = [];
  const remove = (path) => {
    rmSync(join(target, path), { force: true });
    deleted.push(path);
  };
  // What the new build no longer has outside assets/ (an index.html.br of a page now too small to compress).
  for (const path of before) if (!path.startsWith(`${ASSETS}/`) && !built.includes(path)) remove(path);

  // Builds newest first; each is kept while its successor is younger than keepHours.
  const lists = readdirSync(deploys)
    .filter((name) => /^\d+\.json$/.test(name))
    .map((name) => ({ name, at: Number(name.slice(0, -'.json'.length)) }))
    .sort((a, b) => b.at - a.at);
  const keep = new Set(builtAssets);
  const limit = keepHours * 3_600_000;
  lists.forEach((list, i) => {
    const successor = lists[i - 1];
    if (successor && now - successor.at >= limit) {
      rmSync(join(deploys, list.name));
      return;
    }
    for (const path of JSON.parse(readFileSync(join(deploys, list.name), 'utf8')).assets) keep.add(path);
  });
  // A file no kept build lists (copied in before this script was used) goes once it is as old.
  for (const path of filesUnder(join(target, ASSETS)).map((p) => `${ASSETS}/${p}`)) {
    if (!keep.has(path) && now - statSync(join(target, path)).mtimeMs >= limit) remove(path);
  }
  return { added: builtAssets.filter((path) => !before.has(path)), deleted };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { 'keep-hours': { type: 'string', default: '24' } },
  });
  const keepHours = Number(values['keep-hours']);
  if (positionals.length !== 2 || !Number.isFinite(keepHours) || keepHours < 0) {
    console.error('Использование: node deploy/deploy-web.mjs <собранный web/dist> <папка nginx> [--keep-hours 24]');
    process.exit(2);
  }
  const [source, target] = positionals;
  const { added, deleted } = deployWeb(source, target, { keepHours });
  console.log(`${target}: новых файлов ${added.length}, удалено старых ${deleted.length}`);
}
