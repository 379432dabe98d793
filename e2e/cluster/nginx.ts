import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { trustingFetch } from './client';
import { answers, nginxUrl, repoRoot, writeState, type ClusterState } from './cluster';

export const NGINX = '/usr/sbin/nginx';
export const nginxTemplate = join(repoRoot, 'deploy/nginx.conf');

/** A line of deploy/nginx.conf that differs per installation: `directive value… # PORTAL:name`. */
const MARKED = /^(\s*)([a-z_]+)\s+([^\s;]+)(.*?)\s*#\s*PORTAL:([a-z_]+)\s*$/;

/**
 * deploy/nginx.conf with `values` on its marked lines: each line `# PORTAL:<name>` gets the next value of `name` as
 * its directive's first argument (the rest of the line stays). Every marked line needs a value and every value a
 * line, so that the test renders the very file an installation uses, whatever is added to it.
 */
export function renderNginxConf(template: string, values: Record<string, string[]>): string {
  const used: Record<string, number> = {};
  const lines = template.split('\n').map((line) => {
    const marked = MARKED.exec(line);
    if (!marked) {
      if (line.includes('PORTAL:') && !line.trimStart().startsWith('#'))
        throw new Error(`a marked line the renderer cannot read: ${line}`);
      return line;
    }
    const [, indent, directive, , rest, name] = marked as unknown as [string, string, string, string, string, string];
    const index = (used[name] = (used[name] ?? 0) + 1) - 1;
    const value = values[name]?.[index];
    if (value === undefined) throw new Error(`no value for the ${index + 1}. line marked PORTAL:${name}`);
    return `${indent}${directive} ${value}${rest}`;
  });
  for (const [name, list] of Object.entries(values)) {
    if ((used[name] ?? 0) !== list.length)
      throw new Error(`PORTAL:${name}: ${list.length} values, ${used[name]} lines`);
  }
  return lines.join('\n');
}

/** The file rendered for the cluster: its ports, certificate, web root and instances, everything in its folder. */
export function renderForCluster(state: ClusterState): string {
  const prefix = state.nginx.prefix;
  const { a, b } = state.processes;
  const conf = renderNginxConf(readFileSync(nginxTemplate, 'utf8'), {
    // Its workers read the web root and the temporary folders under /tmp, made by and for root.
    user: ['root'],
    pid: [join(prefix, 'nginx.pid')],
    error_log: [join(prefix, 'error.log')],
    temp: ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => join(prefix, 'temp', name)),
    access_log: [join(prefix, 'access.log')],
    instance: [`127.0.0.1:${a.port}`, `127.0.0.1:${b.port}`],
    http_listen: [`127.0.0.1:${state.nginx.http}`],
    server_name: ['localhost', 'localhost'],
    https_listen: [`127.0.0.1:${state.nginx.https}`],
    certificate: [state.certificate],
    certificate_key: [join(state.root, 'tls/key.pem')],
    web_root: [state.webRoot],
  });
  mkdirSync(join(prefix, 'temp'), { recursive: true });
  writeFileSync(state.nginx.conf, conf);
  return state.nginx.conf;
}

/** `nginx -t` on the rendered file: its exit status and what it said («syntax is ok», «test is successful»). */
export function nginxTest(state: ClusterState): { status: number | null; output: string } {
  const run = spawnSync(NGINX, ['-t', '-p', `${state.nginx.prefix}/`, '-c', state.nginx.conf], { encoding: 'utf8' });
  return { status: run.status, output: run.stdout + run.stderr };
}

/** A self-signed certificate for localhost and 127.0.0.1 where the rendered file names it, made by openssl. */
function makeCertificate(state: ClusterState) {
  mkdirSync(join(state.root, 'tls'), { recursive: true });
  const subject = ['-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1'];
  const made = spawnSync('openssl', [
    ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', ...subject],
    ...['-keyout', join(state.root, 'tls/key.pem'), '-out', state.certificate],
  ]);
  if (made.status !== 0) throw new Error(`openssl: ${made.stderr.toString()}`);
}

/**
 * nginx with deploy/nginx.conf rendered for the cluster (and its certificate, made the first time), checked by
 * `nginx -t`, started and answering `/api/health`; its pid in the cluster's description.
 */
export async function startNginx(state: ClusterState): Promise<void> {
  if (!existsSync(state.certificate)) makeCertificate(state);
  renderForCluster(state);
  const checked = nginxTest(state);
  if (checked.status !== 0) throw new Error(`nginx -t: ${checked.output}`);
  const log = openSync(state.nginx.log, 'a');
  const nginx = spawn(NGINX, ['-p', `${state.nginx.prefix}/`, '-c', state.nginx.conf, '-g', 'daemon off;'], {
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  state.nginx.pid = nginx.pid ?? null;
  writeState(state);
  await answers(`${nginxUrl(state)}/api/health`, { seconds: 20, get: trustingFetch(state) }).catch((err: Error) => {
    throw new Error(`${err.message}: ${readFileSync(state.nginx.log, 'utf8')}`);
  });
}

/** Puts the web app built in `dist` where the cluster's nginx serves it (deploy/deploy-web.mjs); what that said. */
export function putWebApp(state: ClusterState, dist = join(repoRoot, 'web/dist')): string {
  return execFileSync(process.execPath, [join(repoRoot, 'deploy/deploy-web.mjs'), dist, state.webRoot], {
    encoding: 'utf8',
  });
}
