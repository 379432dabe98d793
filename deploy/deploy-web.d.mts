/** deploy/deploy-web.mjs: a new web build put where nginx serves it, the earlier builds' assets kept a while. */
export function deployWeb(
  source: string,
  target: string,
  options?: { keepHours?: number; now?: number },
): { added: string[]; deleted: string[] };
