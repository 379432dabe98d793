import { createServer } from 'node:net';

/**
 * A port nothing listens on right now, for a process to take: the server tests' (spawn-server.ts, ldap.ts) and the
 * cluster test's and the benchmarks' (e2e/cluster/cluster.ts).
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
