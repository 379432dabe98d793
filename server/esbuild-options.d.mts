import type { BuildOptions } from 'esbuild';

export const serverDir: string;
/** esbuild's options for `entryPoints` written to `outdir`. */
export function esbuildOptions(entryPoints: Record<string, string>, outdir: string): BuildOptions;
