/**
 * Counts failed sign-ins per login and per address within a window. Kept in memory behind this
 * interface: several instances would share one through a store such as Redis.
 */
export interface LoginThrottle {
  blocked(login: string, ip: string): boolean;
  failed(login: string, ip: string): void;
  succeeded(login: string): void;
}

export function memoryLoginThrottle(opts: { perLogin: number; perIp: number; windowMs: number }): LoginThrottle {
  const failures = new Map<string, number[]>();
  const recent = (key: string, now: number) => {
    const list = (failures.get(key) ?? []).filter((t) => now - t < opts.windowMs);
    if (list.length) failures.set(key, list);
    else failures.delete(key);
    return list;
  };
  return {
    blocked(login, ip) {
      const now = Date.now();
      return recent(`login:${login}`, now).length >= opts.perLogin || recent(`ip:${ip}`, now).length >= opts.perIp;
    },
    failed(login, ip) {
      const now = Date.now();
      for (const key of [`login:${login}`, `ip:${ip}`]) failures.set(key, [...recent(key, now), now]);
    },
    succeeded(login) {
      failures.delete(`login:${login}`);
    },
  };
}
